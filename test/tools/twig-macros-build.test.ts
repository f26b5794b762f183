// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { buildInlineScript, InlineScriptsPlugin } from '../../tools/inline-scripts';
import { TWIG_MACROS_FILE, TwigMacrosPlugin, widgetMacros } from '../../tools/twig-macros';
import { widgetsConfig } from '../../webpack.config';

/*
 * The macros file of the build is the tool's, around the inline scripts the build wrote beside it
 * (after the minifier): a page's guard is the same bytes whether it prints the macro or the file.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'tw-macros-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function build(): Promise<void> {
  writeFileSync(path.join(work, 'entry.js'), 'console.info(1);\n');
  const compiler = webpack({
    mode: 'production',
    context: work,
    entry: './entry.js',
    devtool: false,
    output: { path: path.join(work, 'out'), filename: 'main.js' },
    plugins: [new InlineScriptsPlugin(ROOT), new TwigMacrosPlugin()],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
}

describe('the build’s twig/widgets.html.twig', () => {
  it('is what the tool writes, with the inline scripts the build wrote', async () => {
    await build();
    const out = (file: string) => readFileSync(path.join(work, 'out', file), 'utf8');
    const built = {
      'announcement-guard': out('inline/announcement-guard.js').trim(),
      'consent-default': out('inline/consent-default.js').trim(),
    };
    expect(out(TWIG_MACROS_FILE)).toBe(widgetMacros(built));
    expect(built).toEqual({
      'announcement-guard': buildInlineScript(ROOT, 'announcement-guard').code,
      'consent-default': buildInlineScript(ROOT, 'consent-default').code,
    });
  });

  it('is emitted by the widgets build', () => {
    expect(widgetsConfig(true).plugins?.some((p) => p instanceof TwigMacrosPlugin)).toBe(true);
  });
});
