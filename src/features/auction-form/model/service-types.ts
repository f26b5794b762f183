/** The service types the details step offers (the spec does not list them). */
export const OFFERED_SERVICE_TYPES = ['transport', 'loading', 'loading_unloading'] as const;

/**
 * Every service type the summary names in words: the offered ones, and the platform's older ones
 * that an edited or copied auction may still hold (the step no longer offers them). Any other
 * value is shown as the platform sent it.
 */
export const KNOWN_SERVICE_TYPES: ReadonlySet<string> = new Set([
  ...OFFERED_SERVICE_TYPES,
  'standard',
  'with_carrying',
]);
