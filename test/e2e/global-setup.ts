import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../../fixtures/demo/server';
import { chromiumPath } from './chromium-path';

let server: Server | undefined;

export async function setup(project: TestProject): Promise<void> {
  const browser = chromiumPath();
  if (!browser) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  const root = path.resolve(import.meta.dirname, '../..');
  if (
    !existsSync(path.join(root, 'dist/entrypoints.json')) ||
    !existsSync(path.join(root, 'dist-demo/mocks.js'))
  ) {
    throw new Error(
      'The end-to-end tests run against the built bundle: run `npm run build` first.',
    );
  }
  server = await startDemoServer(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('chromium', browser);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
  }
}
