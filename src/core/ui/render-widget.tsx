import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { logError, reportError } from '../errors/report';
import type { Unmount } from '../mount/widget';
import theme from './theme.module.css';
import { identifierPrefix, widgetTree, type WidgetTreeOptions } from './widget-tree';

export interface RenderOptions extends WidgetTreeOptions {
  /**
   * The node holds the build's markup of this very tree (a first screen painted before React
   * arrived): React adopts it instead of rendering anew. A mismatch is reported, and React then
   * renders the root on the client.
   */
  hydrate?: boolean;
}

/** Mounts one React root on a widget node, themed, translated and inside its error boundary. */
export function renderWidget(
  element: HTMLElement,
  node: ReactNode,
  options: RenderOptions,
): Unmount {
  element.classList.add(theme.root as string);
  const tree = widgetTree(node, options);
  const prefix = identifierPrefix(options.widget);
  const root = options.hydrate
    ? hydrateRoot(element, tree, {
        identifierPrefix: prefix,
        onRecoverableError: (error) => {
          logError(`[transport-widgets] ${options.widget} did not hydrate:`, error);
          reportError(error, { widget: options.widget, kind: 'hydration' });
        },
      })
    : createRoot(element, { identifierPrefix: prefix });
  if (!options.hydrate) root.render(tree);
  return () => {
    root.unmount();
    element.classList.remove(theme.root as string);
  };
}

/**
 * `renderWidget`, settled when the widget counts as mounted: at once for a root rendered anew;
 * for a hydrated one (`hydrate`), once its first commit has run, so the node is marked mounted
 * when React listens on the markup the visitor already sees, not before.
 */
export async function renderWidgetRoot(
  element: HTMLElement,
  node: ReactNode,
  options: RenderOptions,
): Promise<Unmount> {
  let committed: () => void = () => undefined;
  const adopted = new Promise<void>((resolve) => (committed = resolve));
  const unmount = renderWidget(element, node, {
    ...options,
    onCommitted: () => {
      options.onCommitted?.();
      committed();
    },
  });
  if (options.hydrate) await adopted;
  return unmount;
}
