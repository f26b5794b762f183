/**
 * Tells a backend developer which route names or placeholders their FOSJsRouting dump lacks for the
 * widgets (exit code 1 when something lacks, 2 when a source cannot be read):
 *
 *   npm run check-routes -- <dump file or URL> [--page <page file or URL>] [--locale pl]
 *   npm run check-routes -- --page <page URL>      # the dump the page points at
 *
 * The dump may be the JSON of `fos:js-routing:dump --format=json` or the controller's answer (JSON or
 * JSONP). With `--page`, only what that page needs is demanded: the widgets it holds, and of each
 * the routes its attributes use (`data-hub-url` makes `notifications_hub` optional, …).
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { PAGE_CONFIG_SELECTOR } from '../src/core/config/page-meta';
import type { RouteManifest } from '../src/core/router/manifest';
import {
  checkRouteDump,
  conditionText,
  formatRouteProblem,
  neededBy,
  routesForPage,
  type PageNode,
  type RouteProblem,
} from '../src/core/router/required-routes';
import { parseRouteDump, readRouteDump, statusError } from '../src/core/router/route-dump';
import { widgetRequiredRoutes } from '../widgets/config-schemas';

const USAGE =
  'Usage: npm run check-routes -- <dump file or URL> [--page <page file or URL>] [--locale pl]';

/** A source that cannot be read: said in one line, exit code 2. */
class Unreadable extends Error {}

const isUrl = (source: string): boolean => /^https?:\/\//i.test(source);

async function fetchSource(url: string, what: string): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { Accept: 'application/json, application/javascript, text/html' },
      signal: AbortSignal.timeout(15000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      (error as Error).name === 'TimeoutError'
        ? 'no answer within 15 s'
        : (cause?.code ?? cause?.message ?? (error as Error).message);
    throw new Unreadable(
      `${what} ${url} could not be fetched (${reason}): is the site running, and is the URL right?`,
    );
  }
}

async function readLocal(file: string, what: string, hint: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Unreadable(`${what} ${file}: no such file. ${hint}`);
    throw new Unreadable(`${what} ${file} cannot be read (${code ?? (error as Error).message})`);
  }
}

const DUMP_HINT =
  'Write it first (`bin/console fos:js-routing:dump --format=json --target=var/fos_js_routes.json`), or give its URL (`https://site.example/js/routing.json`).';

/** The dump of a file or URL, with the runtime's messages: status, what was expected, the fix. */
async function readDump(source: string): Promise<RouteManifest> {
  if (!isUrl(source))
    return readRouteDump(source, 200, await readLocal(source, 'Route dump', DUMP_HINT));
  const response = await fetchSource(source, 'Route dump');
  if (!response.ok) throw statusError(source, response.status);
  const redirected = response.redirected && response.url ? new URL(response.url).pathname : null;
  return readRouteDump(
    source,
    response.status,
    await response.text(),
    response.headers.get('Content-Type') ?? '',
    redirected,
  );
}

interface Page {
  nodes: PageNode[];
  /** The dump the page points at: its `data-routes-url` (resolved) or its inline `data-routes`. */
  routesUrl?: string;
  routes?: string;
  locale?: string;
}

/** The widget nodes and page settings of a rendered page (a URL, or a file saved from one). */
async function readPage(source: string): Promise<Page> {
  let html: string;
  if (isUrl(source)) {
    const response = await fetchSource(source, 'Page');
    if (!response.ok)
      throw new Unreadable(
        `Page ${source} answered HTTP ${response.status}, expected 200 with the page's HTML (a page behind a login: save it from the browser and pass the file)`,
      );
    html = await response.text();
  } else
    html = await readLocal(
      source,
      'Page',
      'Save the page from the browser (its HTML) and pass that file.',
    );
  const doc = new JSDOM(html).window.document;
  const data = (element: Element) =>
    Object.fromEntries(
      [...element.attributes]
        .filter((a) => a.name.startsWith('data-'))
        .map((a) => [a.name, a.value] as const),
    );
  const nodes = [...doc.querySelectorAll('[data-tw-widget]')].map((node) => ({
    widget: node.getAttribute('data-tw-widget') ?? '',
    attributes: data(node),
  }));
  const meta = doc.querySelector(PAGE_CONFIG_SELECTOR);
  const routesUrl = meta?.getAttribute('data-routes-url')?.trim() || undefined;
  const base = isUrl(source) ? source : undefined;
  return {
    nodes,
    routesUrl: routesUrl && base ? new URL(routesUrl, base).href : routesUrl,
    routes: meta?.getAttribute('data-routes')?.trim() || undefined,
    locale:
      meta?.getAttribute('data-locale')?.trim() ||
      doc.documentElement.getAttribute('lang')?.trim() ||
      undefined,
  };
}

export function formatProblems(problems: RouteProblem[]): string {
  if (!problems.length) return 'The dump has every route the widgets need.';
  return [
    `The dump lacks ${problems.length} thing(s) the widgets need:`,
    ...problems.map((p) => `  ${formatRouteProblem(p)}`),
  ].join('\n');
}

/** The routes the page's widgets do not resolve with the attributes they set. */
function notDemanded(nodes: readonly PageNode[]): string[] {
  const lines: string[] = [];
  const widgets = new Set(nodes.map((node) => node.widget));
  for (const [widget, routes] of Object.entries(widgetRequiredRoutes)) {
    const own = nodes.filter((node) => node.widget === widget);
    if (!own.length) continue;
    for (const route of routes)
      if (!own.some((node) => neededBy(route, node.attributes, widgets)))
        lines.push(`  ${route.name} (${widget}): ${conditionText(route)}`);
  }
  return lines;
}

async function dumpOf(source: string | undefined, page: Page | undefined): Promise<RouteManifest> {
  if (source) return readDump(source);
  if (page?.routesUrl) {
    if (!isUrl(page.routesUrl))
      throw new Unreadable(
        `The page's data-routes-url is ${page.routesUrl}: pass the page's URL (not a file) or the dump itself.`,
      );
    return readDump(page.routesUrl);
  }
  if (page?.routes) {
    let data: unknown;
    try {
      data = JSON.parse(page.routes);
    } catch {
      throw new Unreadable("The page's data-routes is not JSON.");
    }
    const manifest = parseRouteDump(data);
    if (typeof manifest === 'string') throw new Unreadable(`The page's data-routes ${manifest}`);
    return manifest;
  }
  throw new Unreadable(
    'The page gives no route dump (data-routes-url or data-routes on its meta tag): its widgets use the manifest shipped in the bundle. Pass a dump to check one.',
  );
}

export async function checkRoutes(argv: string[]): Promise<{ code: number; output: string }> {
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const pageSource = option('--page');
  const values = new Set([option('--locale'), pageSource]);
  const source = argv.find((arg) => !arg.startsWith('--') && !values.has(arg));
  if (!source && !pageSource) return { code: 2, output: USAGE };
  try {
    const page = pageSource ? await readPage(pageSource) : undefined;
    const manifest = await dumpOf(source, page);
    const locale = option('--locale') ?? page?.locale;
    if (!page) {
      const problems = checkRouteDump(manifest, widgetRequiredRoutes, locale);
      const hint = problems.some((p) => p.condition)
        ? '\nPass --page <page URL> to demand only what one page needs.'
        : '';
      return { code: problems.length ? 1 : 0, output: formatProblems(problems) + hint };
    }
    if (!page.nodes.length)
      return {
        code: 0,
        output: `The page holds no widget node ([data-tw-widget]): it needs no route.`,
      };
    const problems = checkRouteDump(
      manifest,
      routesForPage(widgetRequiredRoutes, page.nodes),
      locale,
    );
    const skipped = notDemanded(page.nodes);
    const output = [
      problems.length
        ? formatProblems(problems).replace('the widgets need', "the page's widgets need")
        : "The dump has every route the page's widgets need.",
      ...(skipped.length ? ['Not demanded on this page:', ...skipped] : []),
    ].join('\n');
    return { code: problems.length ? 1 : 0, output };
  } catch (error) {
    return { code: 2, output: error instanceof Error ? error.message : String(error) };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { code, output } = await checkRoutes(process.argv.slice(2));
  (code ? console.error : console.info)(output);
  process.exitCode = code;
}
