// @vitest-environment node
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isValidDraft, salvageDraft } from '@/features/auction-form/state/draft/draft-restore';
import { PROPERTY_RUNS, recordFigure } from '../../../../tools/reliability';
import { savedDraft } from './saved-draft';

/*
 * A saved draft corrupted at random (a rollback after a newer release, a
 * hand edit, a half write): a field set to any JSON value or removed, an
 * item or picture replaced, a whole slice swapped. The draft layer never
 * throws, never hands the form a field of the wrong type, and keeps every
 * field that was not touched.
 */

type Json = Record<string, unknown>;
const BASE = savedDraft() as unknown as Json;

/** Every path to a field of the valid draft, with whole slices, items and pictures too. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value as Json).flatMap(([key, child]) =>
    paths(child, [...prefix, key]),
  );
  return prefix.length > 0 ? [prefix, ...children] : children;
}
const PATHS = paths(BASE);

const getAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Json)[key] : undefined),
    value,
  );

const corruption = fc.record({
  path: fc.constantFrom(...PATHS),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constant(undefined),
    fc.constantFrom({ text: 'Sofa', lang: 'en' }, [], {}, '', 0, -1, 1e308, 'null', true),
  ),
});

function corrupt(draft: Json, changes: Array<{ path: string[]; value: unknown }>): Json {
  const copy = structuredClone(draft);
  for (const { path, value } of changes) {
    const parent = getAt(copy, path.slice(0, -1));
    if (parent === null || typeof parent !== 'object') continue;
    const key = path[path.length - 1] as string;
    // An earlier change may have put an array where an object was: its `length` is no field.
    if (Array.isArray(parent) && !/^\d+$/.test(key)) continue;
    if (value === undefined) delete (parent as Json)[key];
    else (parent as Json)[key] = value;
  }
  return copy;
}

/** Whether a path lies under (or is) one of the changed paths, or holds one. */
const touched = (path: string[], changes: Array<{ path: string[] }>): boolean =>
  changes.some(
    (change) =>
      change.path.every((key, i) => path[i] === key) ||
      path.every((key, i) => change.path[i] === key),
  );

describe('draft salvage properties', () => {
  it('any corruption of a valid draft: never throws, every field of its type, the untouched kept', (context) => {
    fc.assert(
      fc.property(fc.array(corruption, { minLength: 1, maxLength: 4 }), (changes) => {
        const corrupted = corrupt(BASE, changes);
        const result = salvageDraft(corrupted);
        const uuid = getAt(corrupted, ['auction', 'uuid']);
        if (typeof uuid !== 'string' || uuid === '') return result === null;
        if (result === null || !isValidDraft(result.draft)) return false;
        return PATHS.every(
          (path) =>
            touched(path, changes) ||
            path.length < 2 ||
            // Items and pictures left out before this one move up: compared only when none was.
            ((path[0] === 'items' || path[0] === 'pictures') && touched([path[0]], changes)) ||
            JSON.stringify(getAt(result.draft, path)) === JSON.stringify(getAt(BASE, path)),
        );
      }),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'draft restore',
      label: 'random corruptions of a valid draft salvaged field by field',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });
});
