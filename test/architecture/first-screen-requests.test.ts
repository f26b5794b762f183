// @vitest-environment node
import { importChain, importGraph } from '../../tools/import-graph';

/*
 * A form start that asks the API nothing (categories handed over, `data-base-url` given) paints its
 * first screen without the router, the shipped route dump or ky: each arrives through its own
 * import() (`core/router/load-router.ts`, the HTTP client's `ky-client.ts`). A static import of one
 * of them anywhere on the first screen's path would bring it back; the chain names the culprit.
 */
const ENTRY = 'widgets/auction-form.ts';
const LATER_SCREENS = ['form-step-route', 'form-step-details', 'form-step-summary'];
const ON_FIRST_REQUEST = ['router', 'routes', 'http'];

const chainsTo = (graph: ReturnType<typeof importGraph>, name: RegExp): string[] =>
  [...graph.reached.keys()]
    .filter((module) => name.test(module))
    .map((module) => importChain(graph, module).join(' → '));

describe("the form's first screen, before any request", () => {
  const graph = importGraph(
    ENTRY,
    (chunk) => !LATER_SCREENS.includes(chunk) && !ON_FIRST_REQUEST.includes(chunk),
  );

  it('still reaches the store and the category step (the walk follows the app chunk)', () => {
    expect(graph.reached.has('src/features/auction-form/state/store/store.ts')).toBe(true);
    expect(graph.reached.has('src/core/router/load-router.ts')).toBe(true);
    expect(graph.reached.has('src/core/http/client.ts')).toBe(true);
  });

  it('imports neither the router nor its dump', () => {
    expect(
      chainsTo(graph, /^src\/core\/router\/(router|get-router|route-dump|shipped-routes\.json)/),
    ).toEqual([]);
  });

  it('imports no ky', () => {
    expect(chainsTo(graph, /^npm:ky$|^src\/core\/http\/ky-client/)).toEqual([]);
  });

  it('while the whole form does reach them (the walk sees them where they are)', () => {
    const wholeForm = importGraph(ENTRY, () => true);
    expect(wholeForm.reached.has('src/core/router/router.ts')).toBe(true);
    expect(wholeForm.reached.has('npm:ky')).toBe(true);
  });
});
