import type { i18n as I18n } from 'i18next';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError, reportError } from '../errors/report';
import controls from './controls.module.css';

interface Props {
  widget: string;
  /** Replaces the default message; it should offer a way out as the default does. */
  fallback?: ReactNode;
  /** The widget's translations, for the default message (the provider sits inside the boundary). */
  i18n?: I18n;
  children: ReactNode;
}

const say = (i18n: I18n | undefined, key: string, english: string): string =>
  i18n?.exists(key) ? i18n.t(key) : english;

/**
 * One widget's render error stays in that widget: it is reported once and the
 * rest of the page goes on. The widget's node is never left empty: it says
 * something went wrong and offers "Try again", which renders the widget anew.
 */
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

  private readonly retry = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const { i18n } = this.props;
    return (
      <div role="alert">
        <p>{say(i18n, 'common:error.generic', 'Something went wrong. Please try again.')}</p>
        <button type="button" className={controls.secondary} onClick={this.retry}>
          {say(i18n, 'common:retry', 'Try again')}
        </button>
      </div>
    );
  }
}
