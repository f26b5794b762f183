import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const RENDERER = path.join(import.meta.dirname, 'render.php');
/** render.php's exit code when Twig or Symfony's components are missing. */
const MISSING = 3;

/** One template's outcome: what Twig printed, or the error it threw. */
export type Rendered = { html: string; error?: undefined } | { html?: undefined; error: string };

/**
 * PHP, Twig or Symfony's components are not on this machine: what is missing is in the message.
 * npm test's set-up installs them (tools/setup.mjs); npm start's does not.
 */
export class TwigUnavailable extends Error {
  override name = 'TwigUnavailable';
}

/**
 * Renders each template with real Twig 3 under PHP (tools/twig/render.php: `autoescape: html`,
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

const php = (): string => process.env.PHP_BINARY || 'php';

/** What went wrong with one run of render.php, or null when it answered. */
function failure(
  program: string,
  outcome: {
    error?: Error | undefined;
    status: number | null;
    signal: string | null;
    stderr: string;
  },
): Error | null {
  if (outcome.error)
    return new TwigUnavailable(
      `Cannot run PHP (${program}: ${outcome.error.message}). Install php-cli, php-twig and the ` +
        'php-symfony-* packages: node tools/setup.mjs test does it as root on Debian/Ubuntu, or set PHP_BINARY.',
    );
  if (outcome.status === MISSING) return new TwigUnavailable(outcome.stderr.trim());
  if (outcome.status !== 0)
    return new Error(
      `render.php exited with ${outcome.status ?? outcome.signal}: ${outcome.stderr}`,
    );
  return null;
}

function runRenderer(args: string[], input: string): string {
  const program = php();
  const result = spawnSync(program, [RENDERER, ...args], {
    input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const error = failure(program, result);
  if (error) throw error;
  return result.stdout;
}

/** The same run without blocking the event loop: a server renders while it answers other requests. */
function runRendererAsync(args: string[], input: string): Promise<string> {
  const program = php();
  return new Promise((resolve, reject) => {
    // A PHP that hangs must not hold a request for ever.
    const child = spawn(program, [RENDERER, ...args], { timeout: 30_000 });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let spawnError: Error | undefined;
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      spawnError = error;
    });
    // A PHP that never started closes its stdin: the write error is the spawn error, said above.
    child.stdin.on('error', () => {});
    child.on('close', (status, signal) => {
      const error = failure(program, {
        error: spawnError,
        status,
        signal,
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
      if (error) reject(error);
      else resolve(Buffer.concat(stdout).toString('utf8'));
    });
    child.stdin.end(input);
  });
}

/** The Symfony site the templates of `renderTwigPages` render in (tools/twig/symfony-site.php). */
export interface TwigSite {
  /** Encore's builds: `_default` (webpack_encore.output_path) and named builds → their entrypoints.json. */
  builds: Record<string, string>;
  /** `webpack_encore.crossorigin`, printed on every script and link tag (a build on a CDN). */
  crossorigin?: 'anonymous' | 'use-credentials';
  /** `webpack_encore.script_attributes`, printed on every script tag (the recipe's `{defer: true}`). */
  scriptAttributes?: Record<string, string | boolean>;
  /**
   * The folder, or folders, of the `@transport_widgets` Twig namespace (the build's `twig/` and
   * `inline/`); one that does not exist is skipped, as docs/symfony-integration.md's loader does.
   */
  inline: string | readonly string[];
  /** The folder of the site's own templates (`templates/`), for a page given by `view`. */
  templates?: string;
  /** Routes the site declares, name → path (`/host/{host}/`); any other name is `/<name-with-dashes>`. */
  routes?: Record<string, string>;
  /** The request's locale (`app.request.locale`). */
  locale: string;
  /** Constructor arguments, by name, of the PHP Twig extensions a doc shows. */
  parameters?: Record<string, unknown>;
}

/** One page: its site, its template, the visitor, and the variables its controller passes. */
export interface TwigPage {
  site: TwigSite;
  /** The template's source; or `view`, a template's name in `site.templates`, as a controller renders it. */
  template?: string;
  view?: string;
  signedIn?: boolean;
  /** The request's cookies (`app.request.cookies`), by name. */
  cookies?: Record<string, string>;
  /** Only compiled (parsed): a fragment that cannot render on its own. */
  compileOnly?: boolean;
  context?: Record<string, unknown>;
  /**
   * The response's CSP nonce, when the caller sends the header itself; without it `csp_nonce()`
   * makes one per page, as NelmioSecurityBundle's listener does per response.
   */
  nonce?: string;
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
  return answered(runRenderer(['--site'], JSON.stringify({ extensions, pages })), pages.length);
}

/**
 * One page, in a PHP process of its own, without blocking the caller's event loop (the demo renders
 * its host pages so, per request). Rejects with `TwigUnavailable` when PHP, Twig or Symfony is missing.
 */
export async function renderTwigPage(
  page: TwigPage,
  extensions: readonly string[] = [],
): Promise<RenderedPage> {
  const output = await runRendererAsync(['--site'], JSON.stringify({ extensions, pages: [page] }));
  return answered(output, 1)[0] as RenderedPage;
}

function answered(output: string, expected: number): RenderedPage[] {
  const rendered = JSON.parse(output) as RenderedPage[];
  if (rendered.length !== expected)
    throw new Error(`render.php answered ${rendered.length} of ${expected} pages`);
  return rendered;
}
