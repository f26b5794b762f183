// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as';

const COMPONENT = (selector: string) =>
  [
    "import { selectTitle } from '@/features/auction-form/state/store/auction-slice';",
    "import { useAppSelector } from '../../hooks';",
    'export function Probe() {',
    `  return useAppSelector(${selector});`,
    '}',
    '',
  ].join('\n');

// A form component reads the store through named selectors (eslint.config.js); these probes prove
// the rule bites on a read of the state's shape, and lets a named selector, with or without
// arguments, through.
describe('form components read the store through named selectors (lint)', () => {
  const at = 'src/features/auction-form/ui/steps/details/probe.tsx';

  it("reading the state's shape inline is a lint error", async () => {
    expect(await lintAs(at, COMPONENT('(state) => state.auction.title'))).toContain(
      'no-restricted-syntax',
    );
  });

  it('a named selector passes, called with arguments or not', async () => {
    expect(await lintAs(at, COMPONENT('selectTitle'))).toEqual([]);
    expect(await lintAs(at, COMPONENT("(state) => selectTitle(state) ?? ''"))).toEqual([]);
  });
});
