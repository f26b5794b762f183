import { Activity, Suspense, useLayoutEffect, type ReactElement } from 'react';
import { STEPS, type Step } from '../../model/steps';
import { stepScreens, useScreenArrived } from '../steps/registry';
import styles from './form-shell.module.css';
import { Loader } from './loader';
import { screenAhead } from './screen-ahead';

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

interface StepScreensProps {
  step: Step | null;
  /** The start or a step's own work is running: the screen is not ready yet. */
  loading: boolean;
  /** Another tab holds the draft: the screen is shown but takes no input. */
  inert?: boolean;
  /** The current screen has committed with nothing left loading. */
  onShown(): void;
}

/**
 * The current step's screen, and the next one built while the browser is idle, hidden (React's
 * Activity renders it at a low priority, with no effects), once its module and texts are here: Next
 * then only reveals it.
 */
export function StepScreens({ step, loading, inert = false, onShown }: StepScreensProps) {
  const ahead = screenAhead(step);
  const aheadReady = useScreenArrived(ahead);
  const shown = STEPS.filter((each) => each === step || (each === ahead && aheadReady));
  return (
    <div className={styles.screen} inert={inert}>
      {shown.map((each) => (
        // Keyed by step, so the screen built ahead keeps its place when it is revealed.
        <Activity key={each} mode={each === step ? 'visible' : 'hidden'}>
          <Suspense fallback={each === step ? <Loader /> : null}>
            {SCREENS[each]}
            {each === step && <ScreenShown ready={!loading} onReady={onShown} />}
          </Suspense>
        </Activity>
      ))}
    </div>
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
