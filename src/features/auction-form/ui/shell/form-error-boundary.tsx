import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { isMissingFile } from '@/core/errors/missing-file';
import { logError, reportError } from '@/core/errors/report';
import { FormCrashed } from './form-crashed';
import { FormOutdated } from './form-outdated';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The failure was a file of the bundle that did not arrive (twice): only a reload helps. */
  missingFile: boolean;
  attempt: number;
}

/**
 * The form's own boundary, inside the widget's: a render error shows a
 * translated message with "Try again" (never an empty node), and the retry
 * mounts the form afresh, which starts it again from the saved draft. A lost
 * file (a screen's chunk or translations, gone after a deploy) offers a reload
 * instead: React.lazy keeps its failure, and the page's version is gone anyway.
 */
export class FormErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, missingFile: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, missingFile: isMissingFile(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError('[transport-widgets] auction-form crashed:', error);
    reportError(error, {
      widget: 'auction-form',
      // A lost file after a deploy is told apart from a bug of the form.
      kind: isMissingFile(error) ? 'missing-file' : 'render',
      extra: { componentStack: info.componentStack?.slice(0, 2000) },
    });
  }

  private readonly retry = (): void => {
    this.setState(({ attempt }) => ({ failed: false, missingFile: false, attempt: attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed && this.state.missingFile) return <FormOutdated />;
    if (this.state.failed) return <FormCrashed onRetry={this.retry} />;
    // A new key remounts the whole subtree on a retry.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
