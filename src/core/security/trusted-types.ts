/**
 * The bundle's one Trusted Types policy. Under `require-trusted-types-for
 * 'script'` a DOM sink (a script's src or text, innerHTML, DOMParser) takes
 * only typed values, and the host must name the policies it allows
 * (docs/csp-and-trusted-types.md). The policy object never leaves this
 * module: its callbacks pass values through, so callers reach it only by the
 * narrow helpers below, each used at one reviewed sink.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'transport-widgets';

/** The parts of the Trusted Types API we use (TypeScript's DOM library does not declare it). */
export interface TrustedPolicy {
  createHTML(input: string): TrustedHTML;
  createScript(input: string): TrustedScript;
  /** DOMPurify requires it of a policy it is given; no sink of ours uses it. */
  createScriptURL(input: string): TrustedScriptURL;
}
// Opaque browser types: values only a policy creates, which a sink accepts in place of a string.
export type TrustedHTML = { readonly __trustedHTML: unique symbol };
export type TrustedScript = { readonly __trustedScript: unique symbol };
export type TrustedScriptURL = { readonly __trustedScriptURL: unique symbol };

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { [K in keyof TrustedPolicy]: (input: string) => string },
  ): TrustedPolicy;
}

const identity = (input: string): string => input;
let policy: TrustedPolicy | null | undefined;
/** Set when the browser enforces Trusted Types here but the bundle has no policy of its own. */
let missing = false;

const TAKEN = `[transport-widgets] the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}" already exists: a script that ran before the widgets (the page's own, or a second copy of this bundle) created it. The widgets go on without it: consent-gated scripts with a src start by the page's nonce, the announcement shows its text without markup. Rename the other policy or load the bundle once (docs/csp-and-trusted-types.md)`;
const REFUSED = `[transport-widgets] the page's CSP refuses the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}": add it to the trusted-types directive (docs/csp-and-trusted-types.md)`;
/** How long the browser's violation report is waited for (it comes in a task of its own). */
const REPORT_WAIT_MS = 1000;

/**
 * Browsers refuse a second policy of a name (unless the directive says
 * 'allow-duplicates'): then the name was taken by code that ran first (the
 * host, or a second copy of the bundle), which is no fault of the CSP line and
 * not cured by editing it. Chromium and WebKit say so in the error.
 */
const saysTaken = (error: unknown): boolean =>
  error instanceof Error && /already exists|duplicate/i.test(error.message);

/** Whether a CSP's trusted-types directive allows our name, so a refusal means the name was taken. */
function directiveAllowsOurName(policyText: string): boolean {
  const directive = policyText
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'trusted-types');
  return (
    !!directive &&
    directive.slice(1).some((token) => token === TRUSTED_TYPES_POLICY_NAME || token === '*')
  );
}

/**
 * Names the cause of a refused policy once. Firefox words both causes alike; the violation report
 * it sends carries the page's policy, which tells them apart. Without a report the CSP is named.
 */
function explainRefusal(error: unknown): void {
  if (saysTaken(error) || typeof document === 'undefined') {
    console.error(saysTaken(error) ? TAKEN : REFUSED, error);
    return;
  }
  let said = false;
  const say = (taken: boolean) => {
    if (said) return;
    said = true;
    document.removeEventListener('securitypolicyviolation', onReport);
    console.error(taken ? TAKEN : REFUSED, error);
  };
  const onReport = (event: Event) => {
    const report = event as SecurityPolicyViolationEvent;
    if (report.effectiveDirective !== 'trusted-types') return;
    if (!(report.sample ?? '').includes(TRUSTED_TYPES_POLICY_NAME)) return;
    say(directiveAllowsOurName(report.originalPolicy ?? ''));
  };
  document.addEventListener('securitypolicyviolation', onReport);
  setTimeout(() => say(false), REPORT_WAIT_MS);
}

/** The policy, created on first use; null where the browser has no Trusted Types or the name cannot be had. */
function getPolicy(): TrustedPolicy | null {
  if (policy !== undefined) return policy;
  policy = null;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory?.createPolicy) return policy;
  try {
    policy = factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createHTML: identity,
      createScript: identity,
      createScriptURL: identity,
    });
  } catch (error) {
    missing = true;
    explainRefusal(error);
  }
  return policy;
}

/**
 * Whether this page has Trusted Types but the bundle could not get its policy: its HTML and
 * script sinks then take only what the page's own default policy signs, so the widgets use
 * the paths that need no sink.
 */
export const withoutOwnPolicy = (): boolean => getPolicy() === null && missing;

/**
 * For DOMPurify's `TRUSTED_TYPES_POLICY`: it parses the untrusted input into an
 * inert document and signs only its sanitised output. Null means "plain strings"
 * (no Trusted Types here), never DOMPurify's own `dompurify` policy.
 */
export const sanitizerPolicy = (): TrustedPolicy | null => getPolicy();

/** The text of an inline script the page itself printed (a consent placeholder carrying the page's nonce). */
export const pageScriptText = (text: string): TrustedScript | string =>
  getPolicy()?.createScript(text) ?? text;

/** Tests only: forget the policy, so the next call creates it again. */
export function resetTrustedTypesPolicy(): void {
  policy = undefined;
  missing = false;
}
