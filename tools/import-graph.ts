/**
 * The modules a bundle entry reaches through its imports, read from the sources with the
 * TypeScript compiler (no build): `npx tsx tools/import-graph.ts widgets/auction-form.ts`.
 *
 * Static imports are followed; type-only imports are not (esbuild drops them). A dynamic
 * `import()` is a chunk webpack loads only when that code runs, so the caller decides, by its
 * chunk name, which of them to follow. An npm package is a leaf named `npm:<package>`; so is a
 * file that is not TypeScript (CSS, JSON). Over-approximates where it cannot know better: an
 * import whose values are used only as types still counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ImportEdge {
  /** The module imported: a path relative to the root, or `npm:<package>`. */
  target: string;
  /** For `import()`: webpack's chunk name from the magic comment, '' when it has none. */
  dynamicChunk?: string;
}

export interface ImportGraph {
  /** Every module reached, each with the module that first imported it (null for the entry). */
  reached: Map<string, string | null>;
  /** The dynamic imports met and not followed, by chunk name. */
  skipped: Map<string, string[]>;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

const packageOf = (specifier: string): string =>
  `npm:${specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')}`;

const isTypeOnlyImport = (node: ts.ImportDeclaration): boolean => {
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
};

const isTypeOnlyExport = (node: ts.ExportDeclaration): boolean =>
  node.isTypeOnly ||
  (!!node.exportClause &&
    ts.isNamedExports(node.exportClause) &&
    node.exportClause.elements.length > 0 &&
    node.exportClause.elements.every((element) => element.isTypeOnly));

const CHUNK_NAME = /webpackChunkName:\s*["']([^"']+)["']/;

/** The specifiers a file imports for its values, with the chunk name of each `import()`. */
function importsOf(
  file: string,
): Array<{ specifier: string; dynamicChunk?: string; template?: boolean }> {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Array<{ specifier: string; dynamicChunk?: string; template?: boolean }> = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !isTypeOnlyImport(node)
    ) {
      found.push({ specifier: node.moduleSpecifier.text });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !isTypeOnlyExport(node)
    ) {
      found.push({ specifier: node.moduleSpecifier.text });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument) {
        // The magic comment is in the trivia before the argument: `import(/* webpackChunkName: "x" */ './x')`.
        const chunk = CHUNK_NAME.exec(text.slice(argument.pos, argument.getStart(source)))?.[1];
        const dynamicChunk = chunk ?? '';
        if (ts.isStringLiteralLike(argument))
          found.push({ specifier: argument.text, dynamicChunk });
        // `moment/locale/${locale}`: every file the pattern may name; its fixed head says where.
        else if (ts.isTemplateExpression(argument))
          found.push({ specifier: argument.head.text, dynamicChunk, template: true });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Resolves an import as webpack would (tsconfig paths, `@/` → src/), or names its package. */
function resolve(
  specifier: string,
  from: string,
  options: ts.CompilerOptions,
  root: string,
  template: boolean,
): string {
  const relative = specifier.startsWith('.');
  if (template) {
    // The pattern's head is a directory (or a package): the modules under it are leaves here.
    return relative
      ? path.relative(root, path.resolve(path.dirname(from), specifier)) || '.'
      : packageOf(specifier);
  }
  const { resolvedModule } = ts.resolveModuleName(specifier, from, options, ts.sys);
  if (resolvedModule) {
    if (resolvedModule.isExternalLibraryImport) return packageOf(specifier);
    return path.relative(root, resolvedModule.resolvedFileName);
  }
  // Not TypeScript (a CSS module): a leaf, where the file is.
  const file = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  if ((relative || specifier.startsWith('@/')) && existsSync(file))
    return path.relative(root, file);
  if (!relative && !specifier.startsWith('@/')) return packageOf(specifier);
  throw new Error(`${path.relative(root, from)}: cannot resolve ${JSON.stringify(specifier)}`);
}

/**
 * Walks from `entry` (relative to `root`) through static imports and through the dynamic
 * imports `followDynamic` accepts (by chunk name).
 */
export function importGraph(
  entry: string,
  followDynamic: (chunk: string, target: string) => boolean,
  root = ROOT,
): ImportGraph {
  const options = compilerOptions(root);
  const reached = new Map<string, string | null>([[entry, null]]);
  const skipped = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const current = queue.shift() as string;
    if (current.startsWith('npm:') || !/\.(ts|tsx)$/.test(current)) continue;
    const file = path.join(root, current);
    for (const { specifier, dynamicChunk, template } of importsOf(file)) {
      const target = resolve(specifier, file, options, root, template ?? false);
      if (dynamicChunk !== undefined && !followDynamic(dynamicChunk, target)) {
        skipped.set(dynamicChunk, [...(skipped.get(dynamicChunk) ?? []), target]);
        continue;
      }
      if (reached.has(target)) continue;
      reached.set(target, current);
      queue.push(target);
    }
  }
  return { reached, skipped };
}

/** The chain of imports from the entry to `module`, entry first. */
export function importChain(graph: ImportGraph, module: string): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = module; at; at = graph.reached.get(at))
    chain.unshift(at);
  return chain;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const entry = process.argv[2] ?? 'widgets/auction-form.ts';
  const graph = importGraph(entry, () => true);
  for (const module of [...graph.reached.keys()].sort())
    console.info(
      `${module}  ←  ${importChain(graph, module).slice(0, -1).join(' → ') || '(entry)'}`,
    );
}
