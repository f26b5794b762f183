import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError, reportError } from '../errors/report';

interface Props {
  widget: string;
  fallback?: ReactNode;
  children: ReactNode;
}

/** One widget's render error stays in that widget: it is reported once and the rest of the page goes on. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError(`[transport-widgets] ${this.props.widget} crashed:`, error);
    reportError(error, {
      widget: this.props.widget,
      kind: 'render',
      extra: { componentStack: info.componentStack?.slice(0, 2000) },
    });
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
