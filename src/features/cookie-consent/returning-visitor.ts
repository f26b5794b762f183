/** The attributes that change what the React-free part does to the page (cookie, clean-up, defaults). */
export const EFFECT_ATTRIBUTES = [
  'data-cookie-name',
  'data-cookie-domain',
  'data-default-consent',
  'data-analytics-cookies',
  'data-marketing-cookies',
] as const;

/**
 * The cookie bar entry's decision before its schema loads: a returning visitor (a stored
 * decision under the default cookie name) on a node that sets none of the effect attributes gets
 * the React-free part on the defaults; the policy link matters only to the UI, which loads the
 * schema when it opens. A first visit (the bar shows) or any effect attribute loads the schema.
 */
export const isReturningVisitorNode = (
  setAttributes: readonly string[],
  storedConsent: number | null,
): boolean =>
  storedConsent !== null &&
  !setAttributes.some((name) => (EFFECT_ATTRIBUTES as readonly string[]).includes(name));
