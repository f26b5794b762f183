// @vitest-environment node
import { findBeyondLine, missingIn } from '../../../tools/browser-line/dist-compat';
import { esbuildTargets, minimumVersions } from '../../../tools/browser-line/support-line';

const line = new Map([
  ['chrome', '93'],
  ['firefox', '92'],
  ['safari', '15.4'],
  ['ios_saf', '15.4'],
]);
const features = (code: string) => findBeyondLine(code, line).map((f) => f.feature);

describe('findBeyondLine', () => {
  it.each([
    ['class static block', 'class A { static { init(); } }'],
    ['findLast', 'list.findLast((x) => x > 1);'],
    ['structuredClone', 'const copy = structuredClone(value);'],
    ['toSorted', 'const sorted = list.toSorted();'],
    ['RegExp v flag', 'const re = /[\\p{L}--a]/v;'],
    ['public class field', 'class A { x = (1); }'],
  ])('reports %s', (feature, code) => {
    expect(features(code)).toContain(feature);
  });

  it.each([
    ['Object.hasOwn (Safari 15.4, Chrome 93, Firefox 92)', 'Object.hasOwn(o, "k");'],
    ['Array.prototype.at (Safari 15.4)', 'list.at(-1);'],
    ['optional chaining and ??', 'a?.b ?? c;'],
    ['private fields and methods', 'class A { #x = 1; #m() { return #x in this; } }'],
    ['a property merely named at', 'const o = { at: 1 }; o.at;'],
    ['a use behind typeof', 'typeof structuredClone == "function" ? structuredClone(v) : copy(v);'],
    ['a use behind a member test', 'if (list.findLast) list.findLast(f); else legacy(list);'],
    ['a use behind &&', 'Array.prototype.toSorted && list.toSorted();'],
  ])('accepts %s', (_name, code) => {
    expect(findBeyondLine(code, line)).toEqual([]);
  });

  it('reports position and the browsers lacking the feature', () => {
    const [finding] = findBeyondLine('let a;\n  a = structuredClone(b);', line);
    expect(finding).toMatchObject({ feature: 'structuredClone', line: 2, column: 7 });
    expect(finding?.missingIn).toEqual(['chrome 93 (needs 98)', 'firefox 92 (needs 94)']);
  });

  it('takes a lower line into account: Safari 15.0 lacks Object.hasOwn and .at', () => {
    const older = new Map([['safari', '15']]);
    expect(
      findBeyondLine('Object.hasOwn(o, "k"); list.at(-1);', older).map((f) => f.feature),
    ).toEqual(['hasOwn', 'at']);
  });

  it('a partial implementation counts as missing', () => {
    expect(
      missingIn('javascript.classes.public_class_fields', new Map([['safari', '15.6']])),
    ).toEqual(['safari 15.6 (needs 16)']);
  });
});

describe('support line', () => {
  it('turns a query into esbuild targets by lowest version', () => {
    expect(esbuildTargets(['safari >= 15.4', 'chrome >= 93', 'firefox >= 92'])).toEqual([
      'chrome93',
      'firefox92',
      'safari15.4',
    ]);
  });

  it("package.json's line is the one documented", () => {
    const declared = Object.fromEntries(minimumVersions());
    expect(declared).toMatchObject({
      chrome: '93',
      firefox: '92',
      safari: '15.4',
      ios_saf: '15.4',
    });
  });
});
