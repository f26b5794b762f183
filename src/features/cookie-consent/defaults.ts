/**
 * The defaults of the attributes the React-free part uses (the consent cookie and the cookies
 * cleared on a withdrawal): one source for the schema and for the returning visitor's entry,
 * which runs on them before the schema loads.
 */
export const COOKIE_BAR_DEFAULTS = {
  cookieName: 'cookie_consent',
  defaultConsent: 1,
  analyticsCookies: ['_ga', '_ga_*', '_gid', '_gat', '_gat_*'],
  marketingCookies: ['_fbp', '_fbc', '_gcl_au', '_gcl_aw', '_gcl_dc'],
};
