import type { i18n as I18n } from 'i18next';
import { StrictMode, useLayoutEffect, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { WidgetErrorBoundary } from './error-boundary';

export interface WidgetTreeOptions {
  widget: string;
  i18n: I18n;
  fallback?: ReactNode;
  /**
   * Called once, in the first commit (for a hydrated root: once its events are React's), before the
   * browser paints it: a held tap given back then is answered in the frame that shows React's.
   */
  onCommitted?: () => void;
}

/** Runs `onCommitted` once, after the first commit; renders its children as they are (no element). */
function Committed({ onCommitted, children }: { onCommitted?: () => void; children: ReactNode }) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    onCommitted?.();
  }, [onCommitted]);
  return children;
}

/**
 * The React tree of a widget root: strict, inside its error boundary, translated. One function for
 * the browser's root and for the build's first-screen markup (`renderToString`), so a root hydrates
 * exactly what the build rendered, `useId` values included.
 */
export const widgetTree = (node: ReactNode, options: WidgetTreeOptions): ReactNode => (
  <StrictMode>
    <WidgetErrorBoundary widget={options.widget} fallback={options.fallback} i18n={options.i18n}>
      <I18nextProvider i18n={options.i18n}>
        <Committed onCommitted={options.onCommitted}>{node}</Committed>
      </I18nextProvider>
    </WidgetErrorBoundary>
  </StrictMode>
);

/** The `identifierPrefix` of a widget's root, for `useId` (the same in the build's markup). */
export const identifierPrefix = (widget: string): string => `tw-${widget}-`;
