// @vitest-environment node
import { draftBelongsTo } from '@/features/auction-form/rules/draft-owner';

describe('draftBelongsTo', () => {
  it.each([
    ["a visitor's draft, to the visitor", null, null, true],
    ["a visitor's draft, to the account the visitor logs in to: adopted", null, '42', true],
    ["an account's draft, to the same account", '42', '42', true],
    ["an account's draft, to another account on the same browser", '42', '43', false],
    ["an account's draft, to a visitor after the account signed out", '42', null, false],
    ['a draft saved before drafts had an owner, to an account', undefined, '42', false],
    ['a draft saved before drafts had an owner, to a visitor', undefined, null, false],
    ['an owner of another shape (a number, a hand edit), to that account', 42, '42', false],
    ['an owner of another shape (an object), to a visitor', { id: '42' }, null, false],
    ['an empty owner, to a visitor', '', null, false],
  ] as const)('%s', (_name, owner, user, expected) => {
    expect(draftBelongsTo(owner, user)).toBe(expected);
  });
});
