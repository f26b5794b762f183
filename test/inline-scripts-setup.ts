import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildInlineScript, INLINE_SCRIPTS, type InlineScript } from '../tools/inline-scripts';

/**
 * The inline scripts, built once as the build builds `dist/inline/` (esbuild refuses to run inside
 * the jsdom environment, so they are built here, in Node, and handed to the tests).
 */
export function setup(project: TestProject): void {
  const root = path.resolve(import.meta.dirname, '..');
  const scripts = Object.fromEntries(
    (Object.keys(INLINE_SCRIPTS) as InlineScript[]).map((name) => [
      name,
      buildInlineScript(root, name),
    ]),
  ) as Record<InlineScript, { code: string; inputs: string[] }>;
  project.provide('inlineScripts', scripts);
}

declare module 'vitest' {
  export interface ProvidedContext {
    inlineScripts: Record<InlineScript, { code: string; inputs: string[] }>;
  }
}
