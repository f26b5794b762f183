import { queueConsentDefault } from './consent-mode';

/**
 * The consent head script: built on its own into `dist/inline/consent-default.js`, printed by the
 * page in its head before any tag manager (docs/widgets/cookie-bar.md).
 */
queueConsentDefault(location.hostname);
