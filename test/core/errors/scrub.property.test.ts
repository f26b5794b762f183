// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubText, scrubValue } from '@/core/errors/scrub';
import { PROPERTY_RUNS, recordFigure } from '../../tools/reliability';

/*
 * Privacy, unit level: whatever text surrounds them, e-mail addresses, JWTs,
 * bearer tokens and phone numbers never survive the scrubber that every
 * console line and Sentry event goes through, and sensitive keys are dropped
 * at any depth.
 */

const base64url = fc.string({
  unit: fc.constantFrom(
    ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split(''),
  ),
  minLength: 8,
  maxLength: 40,
});
const jwt = fc.tuple(base64url, base64url, base64url).map(([a, b, c]) => `eyJ${a}.${b}.${c}`);
const email = fc.emailAddress().filter((e) => /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(e));
const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: n, maxLength: n });
const phone = fc.oneof(
  fc.tuple(digits(3), digits(3), digits(3)).map(([a, b, c]) => `+48 ${a} ${b} ${c}`),
  fc.tuple(digits(3), digits(3), digits(3)).map(([a, b, c]) => `${a}-${b}-${c}`),
  fc
    .tuple(digits(2), digits(3), digits(2), digits(2))
    .map(([a, b, c, d]) => `(${a}) ${b} ${c} ${d}`),
  digits(9).map((d) => `+48${d}`),
  digits(11).map((d) => `0049${d}`),
);
const secret = fc.oneof(
  jwt.map((value) => ({ kind: 'jwt', value })),
  email.map((value) => ({ kind: 'email', value })),
  phone.map((value) => ({ kind: 'phone', value })),
  base64url.map((value) => ({ kind: 'bearer', value: `Bearer ${value}` })),
);
/** Text around the secret as logs and messages have it: words, punctuation, JSON, URLs. */
const surround = fc.constantFrom(
  '',
  ' ',
  'user ',
  'to: ',
  '"',
  '(',
  '<',
  '=',
  ', ',
  'mailto:',
  '?q=',
  '\n',
  '[',
  ' for ',
);
const after = fc.constantFrom('', ' ', '.', ',', '"', ')', '>', '&x=1', '\n', ']', ' failed');

describe('scrubbing properties', () => {
  it('an e-mail, JWT, bearer token or phone number never survives scrubText, whatever surrounds it', (context) => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        surround,
        secret,
        after,
        fc.string({ maxLength: 30 }),
        (head, open, { value }, close, tail) => {
          const out = scrubText(`${head}${open}${value}${close}${tail}`);
          expect(out).not.toContain(value);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'privacy',
      label: 'secrets in random text through the scrubber',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });

  it('scrubValue drops sensitive keys and scrubs every string at any depth', (context) => {
    const sensitiveKey = fc.constantFrom(
      'email',
      'phone',
      'token',
      'jwt',
      'password',
      'cookie',
      'authorization',
      'street',
      'postalCode',
      'enteredText',
      'lat',
      'lng',
    );
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 1 }),
        secret.map((s) => `note ${s.value} end`),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.oneof(sensitiveKey, fc.string({ maxLength: 6 })), tie('node'), {
          maxKeys: 3,
        }),
      ),
    })).node;
    fc.assert(
      fc.property(tree, secret, sensitiveKey, (value, { value: planted }, key) => {
        const out = JSON.stringify(
          scrubValue({ [key]: planted, nested: [{ [key]: { deep: planted } }], value }),
        );
        expect(out).not.toContain(planted);
        const walk = (node: unknown, depth: number): void => {
          if (depth > 8 || !node || typeof node !== 'object') return;
          for (const [k, v] of Object.entries(node)) {
            if (
              /^(email|phone|token|jwt|password|cookie|authorization|street|postalcode|enteredtext|lat|lng)$/i.test(
                k,
              )
            )
              expect(v).toBe('[redacted]');
            walk(v, depth + 1);
          }
        };
        walk(JSON.parse(out), 0);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'privacy',
      label: 'random nested values through scrubValue',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });
});
