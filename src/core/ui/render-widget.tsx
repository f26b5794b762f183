import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { Unmount } from '../mount/widget';
import { WidgetErrorBoundary } from './error-boundary';
import theme from './theme.module.css';

export interface RenderOptions {
  widget: string;
  i18n: I18n;
  fallback?: ReactNode;
}

/** Mounts one React root on a widget node, themed, translated and inside its error boundary. */
export function renderWidget(
  element: HTMLElement,
  node: ReactNode,
  options: RenderOptions,
): Unmount {
  element.classList.add(theme.root as string);
  const root = createRoot(element, {
    identifierPrefix: `tw-${options.widget}-`,
  });
  root.render(
    <StrictMode>
      <WidgetErrorBoundary widget={options.widget} fallback={options.fallback} i18n={options.i18n}>
        <I18nextProvider i18n={options.i18n}>{node}</I18nextProvider>
      </WidgetErrorBoundary>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    element.classList.remove(theme.root as string);
  };
}
