/**
 * The notifications entry's decision before its schema loads: a node Twig printed for a
 * signed-out visitor (no `data-signed-in`, or `"false"`) shows nothing, downloads nothing and
 * sends no request. Any other value, a malformed one included, is left to the schema.
 */
export const isSignedOutNode = (signedIn: string | undefined): boolean =>
  signedIn === undefined || signedIn.trim() === 'false';
