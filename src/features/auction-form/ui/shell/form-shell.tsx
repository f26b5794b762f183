import { useCallback, useEffect, useRef } from 'react';
import type { DraftPersistor } from '../../state/draft/draft-persistence';
import { selectStep } from '../../state/navigation/form-slice';
import {
  selectDraftHolder,
  selectIsLoading,
  selectLoadFailure,
  selectLoadFailureCause,
  selectStarted,
} from '../../state/store/session-slice';
import { screenShown } from '../../state/store/shared-actions';
import { startForm } from '../../state/store/start-form';
import { useFormEnvironment } from '../environment-context';
import { useAppDispatch, useAppSelector } from '../hooks';
import { StepFocusContext, useStepFocusHolder } from '../navigation/step-focus';
import { useHistorySync } from '../navigation/use-history-sync';
import { releaseFirstScreenRoom, useReleaseFirstScreenRoom } from './first-screen-room';
import styles from './form-shell.module.css';
import { Headline } from './headline';
import { Loader } from './loader';
import { OtherTabNotice } from './other-tab-notice';
import { StartFailure } from './start-failure';
import { StepScreens } from './step-screens';
import { StepsBar } from './steps-bar';

/**
 * The form's life around its screens: "Try again" after a failed start, the history, the room the page
 * keeps for the first screen, the focus on each new screen; and the frame: header, steps bar, the
 * screens (step-screens.tsx) or what stands in for them when the start failed, and the loader.
 */
export function FormShell({ persistor }: { persistor: DraftPersistor | null }) {
  const dispatch = useAppDispatch();
  const { locale } = useFormEnvironment();
  const step = useAppSelector(selectStep);
  const loading = useAppSelector(selectIsLoading);
  const failure = useAppSelector(selectLoadFailure);
  const cause = useAppSelector(selectLoadFailureCause);
  const started = useAppSelector(selectStarted);
  const holdsDraft = useAppSelector(selectDraftHolder) === 'this-tab';

  // The widget's mount starts the form (mount-ui.tsx); "Try again" starts it once more.
  const retry = useCallback(() => void dispatch(startForm(persistor)), [dispatch, persistor]);
  useHistorySync(started);

  // The page keeps room for the first screen until it is in the DOM with nothing left loading,
  // or a failure stands in for it.
  const shellRef = useRef<HTMLDivElement>(null);
  const screenReady = useRef(false);
  const onScreenReady = useCallback(() => {
    screenReady.current = true;
    releaseFirstScreenRoom(shellRef.current);
  }, []);
  // Also after the shell's own commits: a failure, and a first commit that already holds the screen
  // (the screen's effect runs before the shell's ref is attached then).
  useReleaseFirstScreenRoom(shellRef, () => screenReady.current || failure !== null);

  // Once the screen has committed, the focus moves to it (navigation/step-focus.ts).
  const focus = useStepFocusHolder();
  const onScreenShown = useCallback(() => {
    onScreenReady();
    focus.shown(step);
    if (step) dispatch(screenShown(step));
  }, [onScreenReady, focus, step, dispatch]);

  // Taken over from another tab: the notice's button that had the focus is gone.
  const heldBefore = useRef(holdsDraft);
  useEffect(() => {
    if (holdsDraft && !heldBefore.current) focus.regain();
    heldBefore.current = holdsDraft;
  }, [holdsDraft, focus]);

  return (
    <StepFocusContext.Provider value={focus}>
      {/* `lang` makes `hyphens: auto` hyphenate in the form's language even on a page in another. */}
      <div
        ref={shellRef}
        className={styles.shell}
        lang={locale}
        data-form-step={step ?? ''}
        aria-busy={loading}
      >
        {failure ? (
          <StartFailure failure={failure} cause={cause} onRetry={retry} />
        ) : (
          <>
            {step && <Headline />}
            {step && <StepsBar inert={!holdsDraft} />}
            <OtherTabNotice />
            <StepScreens
              step={step}
              loading={loading}
              inert={!holdsDraft}
              onShown={onScreenShown}
            />
            {loading && <Loader overlay={step !== null} />}
          </>
        )}
      </div>
    </StepFocusContext.Provider>
  );
}
