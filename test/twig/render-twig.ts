import { spawnSync } from 'node:child_process';
import path from 'node:path';

const RENDERER = path.join(import.meta.dirname, 'render.php');

/** One template's outcome: what Twig printed, or the error it threw. */
export type Rendered = { html: string; error?: undefined } | { html?: undefined; error: string };

/**
 * Renders each template with real Twig 3 under PHP (test/twig/render.php: `autoescape: html`,
 * `strict_variables: true`), all in one PHP process. PHP is `PHP_BINARY` or `php`; npm test's
 * set-up installs it with Twig (tools/setup.mjs). A machine without them fails here, loudly.
 * `named`: templates each page can load by name (`{% import 'name' as x %}`), source by name.
 */
export function renderTwig(
  templates: readonly string[],
  named: Readonly<Record<string, string>> = {},
): Rendered[] {
  const php = process.env.PHP_BINARY || 'php';
  const input = Object.keys(named).length ? { pages: templates, templates: named } : templates;
  const result = spawnSync(php, [RENDERER, '--batch'], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error)
    throw new Error(
      `Cannot run PHP (${php}: ${result.error.message}). Install php-cli and php-twig: ` +
        'node tools/setup.mjs test does it as root on Debian/Ubuntu, or set PHP_BINARY.',
    );
  if (result.status !== 0)
    throw new Error(`render.php exited with ${result.status ?? result.signal}: ${result.stderr}`);
  const rendered = JSON.parse(result.stdout) as Rendered[];
  if (rendered.length !== templates.length)
    throw new Error(`render.php answered ${rendered.length} of ${templates.length} templates`);
  return rendered;
}
