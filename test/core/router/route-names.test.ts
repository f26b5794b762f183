// @vitest-environment node
import { readFileSync } from 'node:fs';
import {
  ROUTE_NAMES_PATH,
  baseRouteNames,
  readManifest,
  renderRouteNames,
} from '../../../tools/gen-route-names';

describe('route-names.ts', () => {
  it('is what tools/gen-route-names.ts generates from the manifest now', () => {
    expect(readFileSync(ROUTE_NAMES_PATH, 'utf8')).toBe(renderRouteNames(readManifest()));
  });

  it('names each route once, without locale suffixes or prefixes', () => {
    const names = baseRouteNames({
      ...readManifest(),
      routes: { 'b.pt_PT': {}, pl__RG__a: {}, a: {}, 'b.en_150': {} } as never,
    });
    expect(names).toEqual(['a', 'b']);
  });
});
