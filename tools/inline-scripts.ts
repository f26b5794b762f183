import path from 'node:path';
import { buildSync } from 'esbuild';
import webpack, { type Compiler } from 'webpack';
import { esbuildSupport } from './browser-line/esbuild-support';

/**
 * Scripts a page prints inline (with its CSP nonce) rather than loads: each is built from the very
 * rule files the widgets use, on its own, with no runtime, into `dist/inline/<name>.js`, so a
 * page's copy can never drift from the bundle's decision. docs/symfony-integration.md shows how
 * a template prints them.
 */
export const INLINE_SCRIPTS = {
  /** Right after the top announcement's node: collapses it or reserves its room before first paint. */
  'announcement-guard': 'src/features/top-announcement/pre-paint-guard.ts',
  /** In the head, before the tag manager: the Consent Mode default. */
  'consent-default': 'src/features/cookie-consent/consent-default-head.ts',
} as const;

export type InlineScript = keyof typeof INLINE_SCRIPTS;

/** One inline script, minified for the support line, and the source files it was built from. */
export function buildInlineScript(
  root: string,
  name: InlineScript,
): { code: string; inputs: string[] } {
  const result = buildSync({
    entryPoints: [path.join(root, INLINE_SCRIPTS[name])],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    legalComments: 'none',
    metafile: true,
    ...esbuildSupport(root),
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`inline script ${name}: esbuild wrote nothing`);
  return {
    code: output.text.trim(),
    inputs: Object.keys(result.metafile.inputs).map((input) => path.join(root, input)),
  };
}

/** Emits every inline script into the build, rebuilt when one of its sources changes. */
export class InlineScriptsPlugin {
  /** The source files of the last compilation's inline scripts (the notices read their packages). */
  private readonly built = new Set<string>();

  constructor(private readonly root: string) {}

  inputs(): string[] {
    return [...this.built];
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('InlineScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'InlineScriptsPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          this.built.clear();
          for (const name of Object.keys(INLINE_SCRIPTS) as InlineScript[]) {
            const { code, inputs } = buildInlineScript(this.root, name);
            for (const input of inputs) {
              compilation.fileDependencies.add(input);
              this.built.add(input);
            }
            // Already minified: the minimizer would rewrite them into bytes no test has run.
            compilation.emitAsset(`inline/${name}.js`, new webpack.sources.RawSource(`${code}\n`), {
              minimized: true,
            });
          }
        },
      );
    });
  }
}
