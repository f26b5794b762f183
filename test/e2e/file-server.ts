import type { Server } from 'node:http';
import { afterAll } from 'vitest';
import { startDemoServer } from '../../fixtures/demo/server';

/**
 * Every browser test file has a demo server of its own, on a free port: the files run at once, and
 * the mock API keeps state between requests (posted auctions, read notifications, the hub's token
 * refused once), which one file must never see another file change.
 *
 * A setup file of the `e2e` and `engines` projects: it runs before the file's tests, in the same
 * module graph, so a test file that imports `baseUrl` gets this server's.
 */
const server: Server = await startDemoServer(0);
const address = server.address();

/** `http://localhost:<port>` of this file's demo server. */
export const baseUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;

afterAll(
  () =>
    new Promise<void>((resolve) => {
      // The notifications hub holds its event streams open.
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
