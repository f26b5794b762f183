import { startDemoServer } from '../../fixtures/demo/server';

/**
 * Every worker of the browser projects has a demo server of its own, on a free port: workers run
 * their files at once, and the mock API keeps state between requests (posted auctions, read
 * notifications, the hub's token refused once), which one worker must never see another change.
 * A worker's files run one after another on its server, as the whole suite once ran on one.
 *
 * A setup file of the `e2e` and `engines` projects, whose files share their worker's modules
 * (`isolate: false`: the demo server's module graph is loaded once per worker, not once per file).
 * The server lives as long as its worker.
 */
const worker = globalThis as { twDemoServer?: Promise<string> };
worker.twDemoServer ??= startDemoServer(0).then((server) => {
  const address = server.address();
  return `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

/** `http://localhost:<port>` of this worker's demo server. */
export const baseUrl = await worker.twDemoServer;
