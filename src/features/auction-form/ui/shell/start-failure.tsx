import { Suspense } from 'react';
import type { Failure } from '../../rules/classify-failure';
import { classifyFailure } from '../../rules/classify-failure';
import { openLogin } from '../../state/navigation/open-login';
import type { LoadFailure } from '../../state/store/session-slice';
import { FailureNotice } from '../components/failure-notice/failure-notice';
import { LoadError } from './load-error';

interface StartFailureProps {
  failure: NonNullable<LoadFailure>;
  cause: Failure | null;
  onRetry(): void;
}

/** What stands in for the form when its start failed: why, with "Try again" and, for an ended session, the login. */
export function StartFailure({ failure, cause, onRetry }: StartFailureProps) {
  return (
    // The notice's texts are preloaded at mount; until then (tests, a slow chunk) the plain error stands in.
    <Suspense
      fallback={
        <LoadError
          failure={failure}
          onRetry={onRetry}
          onLogin={cause?.kind === 'auth' ? () => void openLogin() : undefined}
        />
      }
    >
      <FailureNotice
        subject={failure}
        kind={(cause ?? classifyFailure(null)).kind}
        status={cause?.status ?? null}
        onRetry={onRetry}
        onLogin={() => void openLogin()}
      />
    </Suspense>
  );
}
