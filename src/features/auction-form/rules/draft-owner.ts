/**
 * Whose a saved draft is: the account's id as the page gives it (`data-user-id`), or null for a
 * visitor's draft.
 */
export type DraftOwner = string | null;

/**
 * Whether a saved draft may be restored to the form's user (an account's id, null for a visitor).
 * Drafts share one key per mode and auction on a browser, which several people may use, and hold
 * addresses and notes such as a door code.
 * - A visitor's draft is anyone's who opens the form: a visitor who logs in (the login a failed
 *   submit asks for) keeps what they typed, and the account then owns it.
 * - An account's draft is that account's alone: neither another account nor a visitor after the
 *   account signed out gets it.
 * - A draft saved before drafts named their owner (or with an owner of another shape) may be any
 *   account's: it is no one's.
 */
export function draftBelongsTo(owner: unknown, user: DraftOwner): boolean {
  if (owner === null) return true;
  return typeof owner === 'string' && owner !== '' && owner === user;
}
