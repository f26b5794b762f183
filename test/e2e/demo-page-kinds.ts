/** Demo pages that fail on purpose (a malformed config is the test there). */
export const ERRORS_ON_PURPOSE = new Set(['/malformed']);

/**
 * Pages with no widget node of their own: `/faults` only links to the fault scenarios (each is its
 * own QA page); the announcement studio shows the widget inside its preview frames.
 */
export const NO_WIDGETS = new Set(['/faults', '/announcement-studio']);
