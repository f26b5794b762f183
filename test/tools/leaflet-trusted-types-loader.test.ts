// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INLINE_SVG_CHECK,
  WITHOUT_PARSER,
  withoutHtmlSink,
} from '../../tools/leaflet-trusted-types-loader';

const LEAFLET = path.resolve(import.meta.dirname, '../../node_modules/leaflet/dist');

describe('withoutHtmlSink', () => {
  it.each(['leaflet-src.js', 'leaflet-src.esm.js'])(
    'takes the installed %s off innerHTML at evaluation, changing nothing else',
    (file) => {
      const source = readFileSync(path.join(LEAFLET, file), 'utf8');
      const out = withoutHtmlSink(source, file);
      expect(out).not.toContain(INLINE_SVG_CHECK);
      expect(out.split(WITHOUT_PARSER)).toHaveLength(2);
      expect(out.replace(WITHOUT_PARSER, INLINE_SVG_CHECK)).toBe(source);
    },
  );

  it.each([
    ['a Leaflet without the check', 'var inlineSvg = true;'],
    ['a Leaflet with it twice', `${INLINE_SVG_CHECK}\n${INLINE_SVG_CHECK}`],
  ])('stops the build for %s, naming the file', (_case, source) => {
    expect(() => withoutHtmlSink(source, 'leaflet-src.js')).toThrow(
      /^leaflet-src\.js: Leaflet's inline SVG check .* is not there once/,
    );
  });
});
