// @vitest-environment node
/**
 * The route-dump reader against hostile bodies: valid JSON or JSONP wrapped in long whitespace,
 * comments and semicolons. Each read runs under a watchdog (node:vm's `timeout`), a hang detector,
 * not a speed measurement: a linear read of these bodies takes milliseconds, the quadratic regex
 * it replaces took minutes for 400 KB.
 */
import vm from 'node:vm';
import fc from 'fast-check';
import { MAX_DUMP_BYTES, readRouteDump } from '@/core/router/route-dump';
import { RouteDumpError } from '@/core/router/route-dump-error';
import { recordFigure } from '../../tools/reliability';

const WATCHDOG_MS = 10_000;
const RUNS = 60;

function finishes<T>(work: () => T): T {
  return vm.runInContext('work()', vm.createContext({ work }), { timeout: WATCHDOG_MS }) as T;
}

const json = JSON.stringify({ base_url: '', routes: { a: { tokens: [['text', '/a']] } } });
const space = fc.constantFrom(' ', '\t', '\n', '\r\n', '\u2028', '\u00a0', '\v');
const whitespace = fc
  .tuple(space, fc.integer({ min: 1, max: 400_000 }))
  .map(([s, n]) => s.repeat(Math.ceil(n / s.length)));
const callback = fc.constantFrom('cb', 'fos.Router.setData', 'jQuery[0]', "a['x(y)'].b", '$_1');
const tail = fc.constantFrom('', ';', ';;', '//x', ';x', '0', ')', '(');

/** A body the controller could send, or one a hostile server builds around it. */
const body = fc.oneof(
  fc.tuple(whitespace, whitespace).map(([a, b]) => `${a}${json}${b}`),
  fc
    .tuple(fc.boolean(), callback, whitespace, fc.boolean(), whitespace, tail)
    .map(
      ([comment, cb, before, semicolon, after, end]) =>
        `${comment ? '/**/' : ''}${cb}(${json})${before}${semicolon ? ';' : ''}${after}${end}`,
    ),
  fc.tuple(callback, whitespace).map(([cb, ws]) => `/**/${cb}(${ws}`),
  fc.tuple(callback, whitespace).map(([cb, ws]) => `${cb}${ws}(${json})`),
);

describe('the route-dump reader', () => {
  it('reads or refuses a hostile body in one pass: a manifest or a RouteDumpError', (context) => {
    fc.assert(
      fc.property(body, (text) => {
        const outcome = finishes(() => {
          try {
            return readRouteDump('/js/routing.js', 200, text, 'application/javascript');
          } catch (error) {
            return error;
          }
        });
        if (outcome instanceof Error) expect(outcome).toBeInstanceOf(RouteDumpError);
        else expect(outcome).toMatchObject({ routes: { a: { tokens: [['text', '/a']] } } });
      }),
      { numRuns: RUNS },
    );
    recordFigure(context, {
      group: 'router',
      label: 'hostile route-dump bodies',
      value: RUNS,
      unit: 'cases',
    });
  });

  it('reads the JSONP the controller writes, with a long whitespace tail', () => {
    // Valid script all the same: the call, then a whitespace run and an empty statement.
    const text = `/**/fos.Router.setData(${json})${' '.repeat(400_000)};${' '.repeat(10)};`;
    expect(() => finishes(() => readRouteDump('/r', 200, text))).toThrow(RouteDumpError);
    const valid = `/**/fos.Router.setData(${json})${' '.repeat(400_000)};${'\n'.repeat(400_000)}`;
    expect(finishes(() => readRouteDump('/r', 200, valid)).routes).toHaveProperty('a');
  });

  it('refuses a body past the size bound, naming it', () => {
    expect(() => readRouteDump('/r', 200, ' '.repeat(MAX_DUMP_BYTES + 1) + json)).toThrow(
      'Route dump /r is larger than 4 MB',
    );
  });
});
