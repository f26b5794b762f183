// @vitest-environment node
import { importChain, importGraph } from '../../tools/import-graph';

/*
 * The form's first screen (a new request, category selection: page (c) of `npm run size`) loads
 * the entry, the app chunk and the first step's chunk. The screens after it are dynamic imports
 * the step registry makes when the customer gets there (or, once the first screen has painted,
 * in idle time); every other dynamic import is followed, so a new one counts against the first
 * screen until it is named here.
 */
const ENTRY = 'widgets/auction-form.ts';
const LATER_SCREENS = ['form-step-route', 'form-step-details', 'form-step-summary'];

const firstScreen = () => importGraph(ENTRY, (chunk) => !LATER_SCREENS.includes(chunk));

/** Each module of `name` reached, with the chain of imports that brings it in. */
function chainsTo(graph: ReturnType<typeof importGraph>, name: RegExp): string[] {
  return [...graph.reached.keys()]
    .filter((module) => name.test(module))
    .map((module) => importChain(graph, module).join(' → '));
}

describe("the form's first screen", () => {
  const graph = firstScreen();

  it('reaches the store, the rules and the first step (the walk follows the app chunk)', () => {
    for (const module of [
      'src/features/auction-form/ui/mount-ui.tsx',
      'src/features/auction-form/state/store/selectors.ts',
      'src/features/auction-form/rules/dates.ts',
      'src/features/auction-form/ui/steps/category/category-step.tsx',
    ])
      expect(graph.reached.has(module), module).toBe(true);
    expect([...graph.skipped.keys()].sort()).toEqual([...LATER_SCREENS].sort());
  });

  it('does not import moment: the dates of the store and rules are calendar-day strings', () => {
    expect(chainsTo(graph, /^npm:moment$|moment-locale/)).toEqual([]);
  });

  it('nor does any later screen: the route step reads typed dates without moment', () => {
    const wholeForm = importGraph(ENTRY, () => true);
    expect(wholeForm.reached.has('src/features/auction-form/ui/steps/route/date-text.ts')).toBe(
      true,
    );
    expect(chainsTo(wholeForm, /^npm:moment$|moment-locale/)).toEqual([]);
  });
});

describe('moment in the other widgets', () => {
  it('the validation-messages entry judges dates without it', () => {
    const validation = importGraph('widgets/validation-messages.ts', () => true);
    expect(validation.reached.has('src/core/validation/date-rules.ts')).toBe(true);
    expect(chainsTo(validation, /^npm:moment$|moment-locale/)).toEqual([]);
  });

  it('the walk sees moment where a widget does import it (the notifications)', () => {
    const notifications = importGraph('widgets/notifications.ts', () => true);
    expect(chainsTo(notifications, /^npm:moment$/)).toEqual([
      expect.stringContaining('src/features/notifications/'),
    ]);
  });
});
