// @vitest-environment node
import fc from 'fast-check';
import { buildQueryString } from '@/core/router/query-string';

describe('buildQueryString', () => {
  it('joins flat parameters in order', () => {
    expect(buildQueryString({ a: 1, b: 'two', c: true })).toBe('a=1&b=two&c=true');
  });

  it('indexes arrays and nests objects, leaving brackets unencoded in keys', () => {
    expect(buildQueryString({ ids: [3, 4], items: [{ name: 'Sofa', size: { w: 2 } }] })).toBe(
      'ids[0]=3&ids[1]=4&items[0][name]=Sofa&items[0][size][w]=2',
    );
  });

  it('encodes everything else in keys', () => {
    expect(buildQueryString({ 'a b&c': 1, 'x[y z]': 2 })).toBe('a%20b%26c=1&x[y%20z]=2');
  });

  it('encodes values, so &, =, #, + and spaces cannot break the query', () => {
    expect(buildQueryString({ q: 'a&b=c#d+e f' })).toBe('q=a%26b%3Dc%23d%2Be%20f');
  });

  it('leaves out undefined, functions and symbols; sends null as an empty value', () => {
    expect(buildQueryString({ a: undefined, b: null, c: () => 1, d: Symbol('x'), e: 0 })).toBe(
      'b=&e=0',
    );
    expect(buildQueryString({ list: [undefined, null, 'x'] })).toBe('list[1]=&list[2]=x');
  });

  it('writes dates as ISO strings and empty containers as nothing', () => {
    expect(buildQueryString({ at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe(
      'at=2024-01-02T03:04:05.000Z',
    );
    expect(buildQueryString({ a: [], b: {} })).toBe('');
  });

  it('round-trips any string key and value through URLSearchParams', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, unit: 'grapheme' }).filter((k) => !/[[\]]/.test(k)),
        fc.string({ unit: 'grapheme' }),
        (key, value) => {
          const parsed = new URLSearchParams(
            buildQueryString({ [key]: value, [`${key}x`]: [value] }),
          );
          expect(parsed.get(key)).toBe(value);
          expect(parsed.get(`${key}x[0]`)).toBe(value);
        },
      ),
    );
  });
});
