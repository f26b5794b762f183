import type { ApiMode } from '../../fixtures/demo/render-mode';
import { startDemoServer } from '../../fixtures/demo/server';

/**
 * Every worker of the browser projects has demo servers of its own, on free ports: workers run
 * their files at once. A worker's files run one after another on its servers; each browser context
 * is a visitor of its own to them (the `tw-visitor` cookie, fixtures/visitor.ts), so the mock API's
 * memory (posted auctions, read notifications, the hub's events) never leaks from one test to the
 * next.
 *
 * Two servers, one per API mode, each started on first use:
 * - `server` (production-like, what the end-to-end tests use unless they say otherwise): the server
 *   answers the API, the pages load no mock service worker, which costs every page load a worker's
 *   install and every call a trip through it; files go uncompressed, as on localhost nothing is
 *   gained by compressing them;
 * - `worker` (QA's demo): the tests of what lives in the page's mock (the consent log, the demo hub's
 *   `publish`, the QA switcher) and the engine suite, which checks the demo itself in each engine.
 *
 * A setup file of the `e2e` and `engines` projects, whose files share their worker's modules
 * (`isolate: false`: the demo server's module graph is loaded once per worker, not once per file).
 * The servers live as long as their worker.
 */
const worker = globalThis as { twDemoServers?: Partial<Record<ApiMode, Promise<string>>> };
worker.twDemoServers ??= {};
const servers = worker.twDemoServers;

/** `http://localhost:<port>` of this worker's demo server in that API mode. */
export function demoServerUrl(api: ApiMode): Promise<string> {
  servers[api] ??= startDemoServer(0, undefined, { api, compress: false }).then((server) => {
    const address = server.address();
    return `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  });
  return servers[api];
}
