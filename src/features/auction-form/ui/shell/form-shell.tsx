import {
  Activity,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactElement,
} from 'react';
import { STEPS, type Step } from '../../model/steps';
import { classifyFailure } from '../../rules/classify-failure';
import type { DraftPersistor } from '../../state/draft/draft-persistence';
import { selectStep } from '../../state/navigation/form-slice';
import { openLogin } from '../../state/navigation/open-login';
import {
  selectIsLoading,
  selectLoadFailure,
  selectLoadFailureCause,
  selectStarted,
} from '../../state/store/session-slice';
import { screenShown } from '../../state/store/shared-actions';
import { startForm } from '../../state/store/start-form';
import { FailureNotice } from '../components/failure-notice/failure-notice';
import { useFormEnvironment } from '../environment-context';
import { useAppDispatch, useAppSelector } from '../hooks';
import { StepFocusContext, useStepFocusHolder } from '../navigation/step-focus';
import { useHistorySync } from '../navigation/use-history-sync';
import { stepScreens, useScreenArrived } from '../steps/registry';
import { releaseFirstScreenRoom, useReleaseFirstScreenRoom } from './first-screen-room';
import styles from './form-shell.module.css';
import { Headline } from './headline';
import { LoadError } from './load-error';
import { Loader } from './loader';
import { OtherTabNotice } from './other-tab-notice';
import { screenAhead } from './screen-ahead';
import { StepsBar } from './steps-bar';

/**
 * One element per screen, made once: a screen rendered ahead is the same element when it is
 * revealed, so React reuses what it built instead of rendering the screen again.
 */
const SCREENS = Object.fromEntries(
  STEPS.map((step) => {
    const Screen = stepScreens[step];
    return [step, <Screen key={step} />];
  }),
) as Record<Step, ReactElement>;

/** The frame around every step: header, steps bar, the current screen and the loader. */
export function FormShell({ persistor }: { persistor: DraftPersistor | null }) {
  const dispatch = useAppDispatch();
  const { locale } = useFormEnvironment();
  const step = useAppSelector(selectStep);
  const loading = useAppSelector(selectIsLoading);
  const failure = useAppSelector(selectLoadFailure);
  const cause = useAppSelector(selectLoadFailureCause);
  const started = useAppSelector(selectStarted);

  const start = useCallback(() => void dispatch(startForm(persistor)), [dispatch, persistor]);
  useEffect(start, [start]);
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

  // The next screen is built while the browser is idle, hidden (React's Activity renders it at a low
  // priority, with no effects), once its module and texts are here: Next then only reveals it.
  const ahead = screenAhead(step);
  const aheadReady = useScreenArrived(ahead);
  const shown = STEPS.filter((each) => each === step || (each === ahead && aheadReady));
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
          // The notice's texts are preloaded at mount; until then (tests, a slow chunk) the plain error stands in.
          <Suspense
            fallback={
              <LoadError
                failure={failure}
                onRetry={start}
                onLogin={cause?.kind === 'auth' ? () => void openLogin() : undefined}
              />
            }
          >
            <FailureNotice
              subject={failure}
              kind={(cause ?? classifyFailure(null)).kind}
              status={cause?.status ?? null}
              onRetry={start}
              onLogin={() => void openLogin()}
            />
          </Suspense>
        ) : (
          <>
            {step && <Headline />}
            {step && <StepsBar />}
            <OtherTabNotice />
            <div className={styles.screen}>
              {shown.map((each) => (
                // Keyed by step, so the screen built ahead keeps its place when it is revealed.
                <Activity key={each} mode={each === step ? 'visible' : 'hidden'}>
                  <Suspense fallback={each === step ? <Loader /> : null}>
                    {SCREENS[each]}
                    {each === step && <ScreenShown ready={!loading} onReady={onScreenShown} />}
                  </Suspense>
                </Activity>
              ))}
            </div>
            {loading && <Loader overlay={step !== null} />}
          </>
        )}
      </div>
    </StepFocusContext.Provider>
  );
}

/**
 * Beside the screen inside its Suspense boundary, so its layout effect runs only once the screen
 * itself has committed (not its fallback), and again when what the screen loads has arrived.
 */
function ScreenShown({ ready, onReady }: { ready: boolean; onReady: () => void }) {
  useLayoutEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  return null;
}
