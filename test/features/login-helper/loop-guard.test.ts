// @vitest-environment node
import {
  isLoginLoop,
  leftForLogin,
  LOOP_WINDOW_MS,
  pageKey,
} from '@/features/login-helper/loop-guard';

const page = new URL('https://transport.example/en/offers?login=1&token=abc');
const other = new URL('https://transport.example/en/offers?login=1&token=abd');
const AT = 1_700_000_000_000;

describe('isLoginLoop', () => {
  it.each<[string, string | null, URL, number, boolean]>([
    ['no note', null, page, AT, false],
    ['the same page at once', leftForLogin(page, AT), page, AT, true],
    [
      'the same page just inside the window',
      leftForLogin(page, AT),
      page,
      AT + LOOP_WINDOW_MS - 1,
      true,
    ],
    [
      'the same page once the window is over',
      leftForLogin(page, AT),
      page,
      AT + LOOP_WINDOW_MS,
      false,
    ],
    ['another page (one character of its query)', leftForLogin(page, AT), other, AT, false],
    ['a note without its time', pageKey(page), page, AT, false],
    ['a note whose time is not a number', `soon ${pageKey(page)}`, page, AT, false],
    ['an empty note', '', page, AT, false],
  ])('%s', (_label, note, here, now, expected) => {
    expect(isLoginLoop(note, here, now)).toBe(expected);
  });

  it('keeps a hash of the page, never its URL', () => {
    const note = leftForLogin(page, AT);
    expect(note).not.toContain('token');
    expect(note).not.toContain('transport.example');
    expect(note).toMatch(/^\d+ [0-9a-z]+$/);
  });
});
