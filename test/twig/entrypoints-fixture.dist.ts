// The `dist` stage of npm test runs this file after the build (`vitest run --project dist`).
import path from 'node:path';
import { ENTRYPOINTS_FIXTURE, entrypointsShape, readEntrypoints } from './test-site';

const BUILT = path.resolve(import.meta.dirname, '../../dist/entrypoints.json');

/*
 * The unit tests render the docs' Twig against a committed entrypoints.json, since they run beside
 * the build and cannot wait for it. This keeps that fixture the build's: a new entry, a new kind
 * of file or a renamed preload chunk makes it stale.
 */
describe('test/twig/fixtures/entrypoints.json', () => {
  it('has the shape of the entrypoints.json the build writes (else copy dist/entrypoints.json over it)', () => {
    expect(entrypointsShape(readEntrypoints(ENTRYPOINTS_FIXTURE))).toEqual(
      entrypointsShape(readEntrypoints(BUILT)),
    );
  });
});
