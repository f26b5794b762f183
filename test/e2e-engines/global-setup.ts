import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../../fixtures/demo/server';

let server: Server | undefined;

export async function setup(project: TestProject): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(root, 'dist/entrypoints.json')))
    throw new Error('The engine suite runs against the built bundle: run `npm run build` first.');
  server = await startDemoServer(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseUrl', `http://localhost:${port}`);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
