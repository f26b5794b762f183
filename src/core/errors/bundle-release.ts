declare const __TW_RELEASE__: string | undefined;

/**
 * The bundle's own release, as Sentry names it (`transport-widgets@0.2.0`), set by the build from
 * package.json. Events carry it, not the site's version: the source maps are the bundle's, uploaded
 * once per bundle release (docs/releasing.md), and a site's deploy changes no file of ours. Unset
 * outside a build (the unit tests).
 */
export const BUNDLE_RELEASE: string | undefined =
  typeof __TW_RELEASE__ === 'string' ? __TW_RELEASE__ : undefined;
