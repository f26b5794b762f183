import { stepFromSegment, type FormMode, type Step } from '../model/steps';

/**
 * The step the form will most likely open first: the configured one, else the mode's own (a
 * restored draft may still open another). The entry warms its resources; the app loads its screen.
 */
export function likelyFirstStep(config: { initialStep?: string; mode: FormMode }): Step {
  const configured = config.initialStep ? stepFromSegment(config.initialStep) : null;
  return configured ?? (config.mode === 'addNew' ? 'categorySelection' : 'route');
}

/** What the page tells the form about its start: its attributes, as the page prints them. */
export interface StartFacts {
  mode: FormMode;
  initialStep?: string;
  auctionId?: number;
  baseUrl?: string;
  /** Whether the page hands the categories over (`data-categories`). */
  categoriesHandedOver: boolean;
}

/**
 * Whether the form's start asks the API (and so needs the router and the route dump) before its
 * first screen: for the categories unless the page hands them over, for an auction to load, for
 * the step URLs' base unless `data-base-url` gives it (edit mode always builds it from a route),
 * and on any first step but the category step, whose screen loads its lookups at once. A restored
 * draft may still open a later step; its first request then downloads the router.
 */
export function startAsksTheApi(facts: StartFacts): boolean {
  return (
    !facts.categoriesHandedOver ||
    facts.auctionId !== undefined ||
    facts.mode === 'edit' ||
    !facts.baseUrl ||
    likelyFirstStep(facts) !== 'categorySelection'
  );
}

/**
 * Whether the start-up itself (state/store/start-form.ts) asks the API: for the categories unless
 * the page hands them over, for an auction to load, and for the item definitions the summary's
 * guard judges when the summary is the first step. Such a start cannot be done before the first
 * render, which shows the loader meanwhile; any other start is local (the saved draft, the step)
 * and is done before it. A draft that reopens on the summary asks for its item definitions all
 * the same: the entry's spinner stays that much longer.
 */
export function startAsksForData(facts: StartFacts): boolean {
  return (
    !facts.categoriesHandedOver ||
    facts.auctionId !== undefined ||
    likelyFirstStep(facts) === 'summary'
  );
}

/**
 * Whether the form's first screen is painted before React (ui/first-screen/): a new request that
 * opens on the category step with no auction to load. Its categories are the page's, handed over,
 * or else the answer the entry asks for at once (`asksCategoriesEarly`). A draft saved in the
 * browser is checked by the painter itself.
 */
export function paintsFirstScreen(facts: StartFacts): boolean {
  return (
    facts.mode === 'addNew' &&
    likelyFirstStep(facts) === 'categorySelection' &&
    facts.auctionId === undefined
  );
}

/**
 * Whether the entry asks for the categories itself, beside the app's download, rather than the
 * app's start once it has arrived and run: a first screen painted before React whose page does not
 * hand the categories over. The start then takes that answer (or its failure) as its own.
 */
export function asksCategoriesEarly(facts: StartFacts): boolean {
  return paintsFirstScreen(facts) && !facts.categoriesHandedOver;
}
