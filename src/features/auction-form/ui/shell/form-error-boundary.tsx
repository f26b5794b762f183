import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { logError, reportError } from '@/core/errors/report';
import { FormCrashed } from './form-crashed';

interface Props {
  children: ReactNode;
}

/**
 * The form's own boundary, inside the widget's: a render error shows a
 * translated message with "Try again" (never an empty node), and the retry
 * mounts the form afresh, which starts it again from the saved draft.
 */
export class FormErrorBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError('[transport-widgets] auction-form crashed:', error);
    reportError(error, {
      widget: 'auction-form',
      kind: 'render',
      extra: { componentStack: info.componentStack?.slice(0, 2000) },
    });
  }

  private readonly retry = (): void => {
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return <FormCrashed onRetry={this.retry} />;
    // A new key remounts the whole subtree on a retry.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
