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
  const input = Object.keys(named).length ? { pages: templates, templates: named } : templates;
  const rendered = JSON.parse(runRenderer(['--batch'], JSON.stringify(input))) as Rendered[];
  if (rendered.length !== templates.length)
    throw new Error(`render.php answered ${rendered.length} of ${templates.length} templates`);
  return rendered;
}

function runRenderer(args: string[], input: string): string {
  const php = process.env.PHP_BINARY || 'php';
  const result = spawnSync(php, [RENDERER, ...args], {
    input,
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
  return result.stdout;
}

/** The Symfony site the templates of `renderTwigPages` render in (test/twig/symfony-site.php). */
export interface TwigSite {
  /** Encore's builds: `_default` (webpack_encore.output_path) and named builds → their entrypoints.json. */
  builds: Record<string, string>;
  /** `webpack_encore.crossorigin`, printed on every script and link tag (a build on a CDN). */
  crossorigin?: 'anonymous' | 'use-credentials';
  /** The folder of the `@transport_widgets` Twig namespace (the build's `inline/`). */
  inline: string;
  /** The request's locale (`app.request.locale`). */
  locale: string;
  /** Constructor arguments, by name, of the PHP Twig extensions a doc shows. */
  parameters?: Record<string, unknown>;
}

/** One page: its site, its template, the visitor, and the variables its controller passes. */
export interface TwigPage {
  site: TwigSite;
  template: string;
  signedIn?: boolean;
  /** Only compiled (parsed): a fragment that cannot render on its own. */
  compileOnly?: boolean;
  context?: Record<string, unknown>;
}

/**
 * A page's outcome: what Twig printed, the CSP nonce of the response when the page asked for one,
 * and whether rendering it started a session (a guest's response then sets a cookie and is private).
 */
export type RenderedPage =
  | { html: string; nonce: string | null; startedSession: boolean; error?: undefined }
  | { html?: undefined; nonce?: undefined; startedSession?: undefined; error: string };

/**
 * Renders each page with real Twig as a page of its Symfony site: `strict_variables`, the `app`
 * global, routing, assets, CSRF, Encore's and Nelmio's functions, the `@transport_widgets`
 * namespace, and the Twig extensions whose PHP source is given (`extensions`), all in one PHP
 * process. Needs PHP, Twig and Symfony's php-symfony-* packages (tools/setup.mjs installs them).
 */
export function renderTwigPages(
  pages: readonly TwigPage[],
  extensions: readonly string[] = [],
): RenderedPage[] {
  const rendered = JSON.parse(
    runRenderer(['--site'], JSON.stringify({ extensions, pages })),
  ) as RenderedPage[];
  if (rendered.length !== pages.length)
    throw new Error(`render.php answered ${rendered.length} of ${pages.length} pages`);
  return rendered;
}
