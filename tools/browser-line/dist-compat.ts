import { createRequire } from 'node:module';
import { parse } from 'acorn';
import { BCD_NAMES, compareVersions } from './support-line';

/**
 * Finds what built JavaScript uses beyond the declared support line: syntax
 * (checked on the AST, so our code and the dependencies webpack bundled alike)
 * and the newer built-ins that have bitten us. Versions come from MDN's
 * browser-compat-data; a use inside a branch that tests for the same name
 * (`typeof structuredClone == "function" ? ... : fallback`) is a fallback, not a finding.
 */
export interface Finding {
  feature: string;
  line: number;
  column: number;
  /** e.g. ["safari 15.4 (needs 16.4)"] */
  missingIn: string[];
}

/**
 * MDN's data (17 MB of JSON) through Node's own loader: read and parsed in about 0.2 s, where an
 * `import` of it through vitest's module runner becomes a JavaScript module compiled for some 25 s,
 * before the unit stage's first test (its global set-up builds the inline scripts with this line).
 */
const bcd: unknown = createRequire(import.meta.url)('@mdn/browser-compat-data');

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Property names (any object: minified code renames receivers) -> BCD path. */
const MEMBER_APIS: Record<string, string> = {
  at: 'javascript.builtins.Array.at',
  findLast: 'javascript.builtins.Array.findLast',
  findLastIndex: 'javascript.builtins.Array.findLastIndex',
  toSorted: 'javascript.builtins.Array.toSorted',
  toReversed: 'javascript.builtins.Array.toReversed',
  toSpliced: 'javascript.builtins.Array.toSpliced',
  replaceAll: 'javascript.builtins.String.replaceAll',
  hasOwn: 'javascript.builtins.Object.hasOwn',
  groupBy: 'javascript.builtins.Object.groupBy',
  withResolvers: 'javascript.builtins.Promise.withResolvers',
  fromAsync: 'javascript.builtins.Array.fromAsync',
  allSettled: 'javascript.builtins.Promise.allSettled',
  any: 'javascript.builtins.Promise.any',
  isWellFormed: 'javascript.builtins.String.isWellFormed',
};

/** Global names -> BCD path. */
const GLOBAL_APIS: Record<string, string> = {
  structuredClone: 'api.structuredClone',
  AggregateError: 'javascript.builtins.AggregateError',
  WeakRef: 'javascript.builtins.WeakRef',
  FinalizationRegistry: 'javascript.builtins.FinalizationRegistry',
  BigInt: 'javascript.builtins.BigInt',
};

const SYNTAX = {
  staticBlock: 'javascript.classes.static.initialization_blocks',
  publicField: 'javascript.classes.public_class_fields',
  staticField: 'javascript.classes.static.class_fields',
  privateField: 'javascript.classes.private_class_fields',
  privateMethod: 'javascript.classes.private_class_methods',
  privateIn: 'javascript.classes.private_class_fields_in',
  optionalChaining: 'javascript.operators.optional_chaining',
  nullish: 'javascript.operators.nullish_coalescing',
  '||=': 'javascript.operators.logical_or_assignment',
  '&&=': 'javascript.operators.logical_and_assignment',
  '??=': 'javascript.operators.nullish_coalescing_assignment',
  regexpD: 'javascript.builtins.RegExp.hasIndices',
  regexpV: 'javascript.builtins.RegExp.unicodeSets',
  regexpS: 'javascript.builtins.RegExp.dotAll',
  bigint: 'javascript.builtins.BigInt',
  hashbang: 'javascript.grammar.hashbang_comments',
} as const;

type Support = {
  version_added?: string | boolean | null;
  version_removed?: string | boolean | null;
  partial_implementation?: boolean;
  prefix?: string;
  alternative_name?: string;
  flags?: unknown[];
};

/** First version in which the feature works fully, unprefixed and unflagged (null: unknown, false: never). */
function firstFullVersion(path: string, browser: string): string | false | null {
  let node: unknown = bcd;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const compat = (node as { __compat?: { support: Record<string, Support | Support[]> } })
    ?.__compat;
  if (!compat) throw new Error(`browser-compat-data has no entry ${path}`);
  const raw = compat.support[browser];
  if (!raw) return null;
  const statements = (Array.isArray(raw) ? raw : [raw]).filter(
    (s) =>
      !s.partial_implementation &&
      !s.prefix &&
      !s.alternative_name &&
      !s.flags &&
      !s.version_removed,
  );
  const added = statements[0]?.version_added;
  if (added === undefined || added === null) return null;
  if (added === false) return false;
  if (added === true) return '0';
  return added.replace(/^≤/, '');
}

/** For each family of the line lacking the feature: "family version (needs X)". */
export function missingIn(path: string, line: Map<string, string>): string[] {
  const missing: string[] = [];
  for (const [family, version] of line) {
    const browser = BCD_NAMES[family];
    if (!browser) continue;
    const first = firstFullVersion(path, browser);
    if (first === null) continue;
    if (first === false) missing.push(`${family} ${version} (never)`);
    else if (compareVersions(version, first) < 0)
      missing.push(`${family} ${version} (needs ${first})`);
  }
  return missing;
}

const propertyName = (node: Node): string | null => {
  const property = node.property as Node & { name?: string; value?: unknown };
  if (!node.computed && property.type === 'Identifier') return property.name ?? null;
  if (node.computed && property.type === 'Literal' && typeof property.value === 'string')
    return property.value;
  return null;
};

/** Names a test expression checks for (`typeof X`, `X.y`, `"y" in X`): uses of them in its branches are guarded. */
function testedNames(test: unknown, into = new Set<string>()): Set<string> {
  visit(test, (node) => {
    if (node.type === 'Identifier') into.add(node.name as string);
    if (node.type === 'MemberExpression') {
      const name = propertyName(node);
      if (name) into.add(name);
    }
    if (node.type === 'Literal' && typeof node.value === 'string') into.add(node.value);
  });
  return into;
}

function visit(node: unknown, fn: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, fn);
    return;
  }
  const n = node as Node;
  if (typeof n.type !== 'string') return;
  fn(n);
  for (const key of Object.keys(n)) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'loc') continue;
    visit(n[key], fn);
  }
}

/** Every use in `code` of syntax or an API that some browser of `line` lacks. */
export function findBeyondLine(code: string, line: Map<string, string>): Finding[] {
  const findings: Finding[] = [];
  const cache = new Map<string, string[]>();
  const ast = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowHashBang: true,
    locations: true,
  }) as unknown as Node;

  const report = (
    feature: string,
    path: string,
    at: Node,
    guarded: ReadonlySet<string>,
    name?: string,
  ) => {
    if (name && guarded.has(name)) return;
    let missing = cache.get(path);
    if (!missing) cache.set(path, (missing = missingIn(path, line)));
    if (missing.length === 0) return;
    const loc = (at as unknown as { loc: { start: { line: number; column: number } } }).loc.start;
    findings.push({ feature, line: loc.line, column: loc.column + 1, missingIn: missing });
  };

  if (code.startsWith('#!')) report('hashbang', SYNTAX.hashbang, ast, new Set());

  const walk = (node: unknown, guarded: ReadonlySet<string>, parent?: Node): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child, guarded, parent);
      return;
    }
    const n = node as Node;
    if (typeof n.type !== 'string') return;
    check(n, guarded, parent);
    // A branch runs only when its test passed: what the test names is guarded inside it.
    if (n.type === 'IfStatement' || n.type === 'ConditionalExpression') {
      // The test itself is the feature test (`if (list.findLast)`), so it counts as guarded too.
      const inner = testedNames(n.test, new Set(guarded));
      walk(n.test, inner, n);
      walk(n.consequent, inner, n);
      walk(n.alternate, guarded, n);
      return;
    }
    if (n.type === 'LogicalExpression' && (n.operator === '&&' || n.operator === '||')) {
      const inner = testedNames(n.left, new Set(guarded));
      walk(n.left, inner, n);
      walk(n.right, inner, n);
      return;
    }
    if (n.type === 'UnaryExpression' && n.operator === 'typeof') return;
    for (const key of Object.keys(n)) {
      if (key === 'type' || key === 'start' || key === 'end' || key === 'loc') continue;
      walk(n[key], guarded, n);
    }
  };

  const check = (n: Node, guarded: ReadonlySet<string>, parent?: Node): void => {
    switch (n.type) {
      case 'StaticBlock':
        return report('class static block', SYNTAX.staticBlock, n, guarded);
      case 'PropertyDefinition': {
        const key = n.key as Node;
        if (key.type === 'PrivateIdentifier')
          return report('private class field', SYNTAX.privateField, n, guarded);
        return n.static
          ? report('static class field', SYNTAX.staticField, n, guarded)
          : report('public class field', SYNTAX.publicField, n, guarded);
      }
      case 'MethodDefinition':
        if ((n.key as Node).type === 'PrivateIdentifier')
          report('private class method', SYNTAX.privateMethod, n, guarded);
        return;
      case 'BinaryExpression':
        if (n.operator === 'in' && (n.left as Node).type === 'PrivateIdentifier')
          report('#field in object', SYNTAX.privateIn, n, guarded);
        return;
      case 'ChainExpression':
        return report('optional chaining', SYNTAX.optionalChaining, n, guarded);
      case 'LogicalExpression':
        if (n.operator === '??') report('nullish coalescing', SYNTAX.nullish, n, guarded);
        return;
      case 'AssignmentExpression': {
        const op = n.operator as string;
        if (op === '||=' || op === '&&=' || op === '??=')
          report(`${op} assignment`, SYNTAX[op], n, guarded);
        return;
      }
      case 'Literal': {
        const regex = n.regex as { flags: string } | undefined;
        if (regex?.flags.includes('d')) report('RegExp d flag', SYNTAX.regexpD, n, guarded);
        if (regex?.flags.includes('v')) report('RegExp v flag', SYNTAX.regexpV, n, guarded);
        if (regex?.flags.includes('s')) report('RegExp s flag', SYNTAX.regexpS, n, guarded);
        if (typeof n.bigint === 'string') report('BigInt literal', SYNTAX.bigint, n, guarded);
        return;
      }
      case 'MemberExpression': {
        const name = propertyName(n);
        const path = name && Object.hasOwn(MEMBER_APIS, name) ? MEMBER_APIS[name] : undefined;
        // `.at` is too common a property name to flag unless it is called.
        if (!name || !path) return;
        if (name === 'at' && !(parent?.type === 'CallExpression' && parent.callee === n)) return;
        return report(name, path, n, guarded, name);
      }
      case 'Identifier': {
        const name = n.name as string;
        const path = Object.hasOwn(GLOBAL_APIS, name) ? GLOBAL_APIS[name] : undefined;
        if (!path) return;
        // Only references: not property keys, member names or declarations.
        if (parent?.type === 'MemberExpression' && parent.property === n && !parent.computed)
          return;
        if (parent?.type === 'Property' && parent.key === n && !parent.computed) return;
        return report(name, path, n, guarded, name);
      }
    }
  };

  walk(ast, new Set());
  return findings;
}
