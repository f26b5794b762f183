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

/** The policy, created on first use; null where the browser has no Trusted Types or the page refuses the name. */
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
    console.error(
      `[transport-widgets] the page's CSP refuses the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}": add it to the trusted-types directive (docs/csp-and-trusted-types.md)`,
      error,
    );
  }
  return policy;
}

/**
 * For DOMPurify's `TRUSTED_TYPES_POLICY`: it parses the untrusted input into an
 * inert document and signs only its sanitised output. Null means "plain strings"
 * (no Trusted Types here), never DOMPurify's own `dompurify` policy.
 */
export const sanitizerPolicy = (): TrustedPolicy | null => getPolicy();

/** A script URL the page itself printed (a consent placeholder carrying the page's nonce). */
export const pageScriptURL = (url: string): TrustedScriptURL | string =>
  getPolicy()?.createScriptURL(url) ?? url;

/** The text of an inline script the page itself printed (a consent placeholder carrying the page's nonce). */
export const pageScriptText = (text: string): TrustedScript | string =>
  getPolicy()?.createScript(text) ?? text;

/** Tests only: forget the policy, so the next call creates it again. */
export function resetTrustedTypesPolicy(): void {
  policy = undefined;
}
