import { stepFromSegment, type FormMode, type Step } from '../model/steps';

/**
 * The step the form will most likely open first: the configured one, else the mode's own (a
 * restored draft may still open another). The entry warms its resources; the app loads its screen.
 */
export function likelyFirstStep(config: { initialStep?: string; mode: FormMode }): Step {
  const configured = config.initialStep ? stepFromSegment(config.initialStep) : null;
  return configured ?? (config.mode === 'addNew' ? 'categorySelection' : 'route');
}
