// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scrubText, scrubValue } from '@/core/errors/scrub';

describe('scrub', () => {
  it.each([
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefgh in url', 'token [jwt] in url'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: [redacted] [token]'],
    ['write to ola+test@firma.com.pl now', 'write to [email] now'],
    ['call +48 601-234-567 today', 'call [phone] today'],
    ['?jwt=abc&x=1', '?jwt=[redacted]&x=1'],
    ['cookie=mercureAuthorization', 'cookie=[redacted]'],
    ['auction 4242 failed with 500', 'auction 4242 failed with 500'],
  ])('%s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('drops sensitive keys and scrubs strings deep in objects', () => {
    expect(
      scrubValue({ a: { email: 'x@y.z', note: 'mail x@y.zz' }, list: [{ phone: '123' }], n: 3 }),
    ).toEqual({
      a: { email: '[redacted]', note: 'mail [email]' },
      list: [{ phone: '[redacted]' }],
      n: 3,
    });
  });
});
