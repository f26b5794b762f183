/**
 * `npm run check-routes -- <dump file or URL> [--locale pl]`: tells a backend
 * developer which route names or placeholders their FOSJsRouting dump lacks
 * for the widgets (exit code 1 when something lacks). The dump may be the
 * JSON of `fos:js-routing:dump --format=json` or the controller's answer
 * (JSON or JSONP).
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import {
  checkRouteDump,
  formatRouteProblem,
  type RouteProblem,
} from '../src/core/router/required-routes';
import { readRouteDump } from '../src/core/router/route-dump';
import { widgetRequiredRoutes } from '../widgets/config-schemas';

async function readSource(source: string): Promise<{ status: number; body: string }> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(15000) });
    if (!response.ok) throw new Error(`${source} answered HTTP ${response.status}`);
    return { status: response.status, body: await response.text() };
  }
  return { status: 200, body: await readFile(source, 'utf8') };
}

export function formatProblems(problems: RouteProblem[]): string {
  if (!problems.length) return 'The dump has every route the widgets need.';
  return [
    `The dump lacks ${problems.length} thing(s) the widgets need:`,
    ...problems.map((p) => `  ${formatRouteProblem(p)}`),
  ].join('\n');
}

export async function checkRoutes(argv: string[]): Promise<{ code: number; output: string }> {
  const localeAt = argv.indexOf('--locale');
  const locale = localeAt >= 0 ? argv[localeAt + 1] : undefined;
  const source = argv.find(
    (arg, i) => !arg.startsWith('--') && !(localeAt >= 0 && i === localeAt + 1),
  );
  if (!source)
    return { code: 2, output: 'Usage: npm run check-routes -- <dump file or URL> [--locale pl]' };
  try {
    const { status, body } = await readSource(source);
    const problems = checkRouteDump(
      readRouteDump(source, status, body),
      widgetRequiredRoutes,
      locale,
    );
    return { code: problems.length ? 1 : 0, output: formatProblems(problems) };
  } catch (error) {
    return { code: 2, output: error instanceof Error ? error.message : String(error) };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { code, output } = await checkRoutes(process.argv.slice(2));
  (code ? console.error : console.info)(output);
  process.exitCode = code;
}
