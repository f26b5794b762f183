import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { toAttributeName } from '../src/core/config/data-attributes';
import { pageConfigSchema } from '../src/core/config/page-config';
import type { RouteManifest } from '../src/core/router/manifest';
import type { RequiredRoute } from '../src/core/router/required-routes';
import { widgetRequiredRoutes } from '../widgets/config-schemas';
import { widgetConfigSchemas } from '../widgets/config-schemas';
import { widgetJsonSchema } from './schema-plugin';

/**
 * The config tables of the README (page settings) and of each widget's reference page
 * (`docs/widgets/<widget>.md`) are generated from the valibot schemas (through their JSON Schema), and
 * the route names of docs/symfony-integration.md from each feature's `routes.ts`,
 * between `<!-- config:NAME -->` markers. `npx tsx tools/readme-tables.ts` rewrites them; a unit
 * test fails when they are stale.
 */
export const README = path.resolve(import.meta.dirname, '../README.md');
export const widgetDoc = (widget: string): string =>
  path.resolve(import.meta.dirname, `../docs/widgets/${widget}.md`);
/** The Symfony integration page: the route names the page's dump must hold. */
export const SYMFONY_DOC = path.resolve(import.meta.dirname, '../docs/symfony-integration.md');
/** Every generated document: the README, the Symfony integration page and one reference page per widget. */
export const generatedDocs = (): string[] => [
  README,
  SYMFONY_DOC,
  ...Object.keys(widgetConfigSchemas).map(widgetDoc),
];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  description?: string;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((v) => `\`${String(v)}\``).join(' \\| ');
  if (schema.const !== undefined) return `\`${String(schema.const)}\``;
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' \\| ');
  if (schema.type === 'array')
    return `JSON array of ${schema.items ? typeOf(schema.items) : 'values'}`;
  if (schema.type === 'object') return 'JSON object';
  const base = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
  const extra = [
    schema.format,
    schema.minimum !== undefined ? `≥ ${schema.minimum}` : '',
    schema.maximum !== undefined ? `≤ ${schema.maximum}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return extra ? `${base} (${extra})` : base;
}

export function configTable(schema: Parameters<typeof widgetJsonSchema>[0]): string {
  const json = widgetJsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const rows = Object.entries(json.properties ?? {}).map(([key, property]) => {
    const required = json.required?.includes(key) ? 'yes' : 'no';
    const fallback =
      property.default === undefined ? '' : `\`${JSON.stringify(property.default)}\``;
    const description = (property.description ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
    return `| \`${toAttributeName(key)}\` | ${typeOf(property)} | ${required} | ${fallback} | ${description} |`;
  });
  if (rows.length === 0) return '_This widget takes no data attributes._';
  return [
    '| attribute | type | required | default | meaning |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The route names the widgets resolve (each feature's `routes.ts`), with the shipped path as an example. */
export function requiredRoutesTable(): string {
  const manifest = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../src/core/router/shipped-routes.json'),
      'utf8',
    ),
  ) as RouteManifest;
  const rows = new Map<string, { route: RequiredRoute; uses: string[] }>();
  for (const [widget, routes] of Object.entries(widgetRequiredRoutes)) {
    for (const route of routes) {
      const row = rows.get(route.name) ?? { route, uses: [] };
      row.uses.push(`${widget}: ${route.use}`);
      rows.set(route.name, row);
    }
  }
  const example = (name: string): string => {
    const definition = manifest.routes[name];
    if (!definition) return '';
    const path = [...definition.tokens]
      .reverse()
      .map((t) => (t[0] === 'text' ? t[1] : `${t[1]}{${t[3]}}`))
      .join('');
    return `${(definition.methods ?? []).join(', ') || 'any'} \`${path}\``;
  };
  const list = (items: readonly string[] | undefined) =>
    items?.length ? items.map((p) => `\`${p}\``).join(', ') : '';
  return [
    '| route name | path placeholders | other parameters sent | method | used by | shipped path (example) |',
    '|---|---|---|---|---|---|',
    ...[...rows.values()].map(
      ({ route, uses }) =>
        `| \`${route.name}\` | ${list(route.path)} | ${list(route.query)} | ${route.method ?? 'link'} | ${uses.join('; ')} | ${example(route.name)} |`,
    ),
  ].join('\n');
}

/** The widget attributes (and widgets) that make a route optional (RequiredRoute `unless` / `onlyWith` / `unlessWidget`), as check-routes applies them. */
export function optionalRoutesTable(): string {
  const code = (list: readonly string[] | undefined) =>
    list?.length ? list.map((c) => `\`${c}\``).join(', ') : '';
  const rows = Object.entries(widgetRequiredRoutes).flatMap(([widget, routes]) =>
    routes
      .filter((route) => route.unless?.length || route.onlyWith?.length || route.unlessWidget)
      .map((route) => {
        const unless = [
          code(route.unless),
          route.unlessWidget ? `(the page holds the ${route.unlessWidget} widget)` : '',
        ]
          .filter(Boolean)
          .join(' ');
        return `| \`${route.name}\` | ${widget} | ${unless} | ${code(route.onlyWith)} |`;
      }),
  );
  return [
    '| route name | widget | not needed when the node sets | needed only when the node sets |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function renderReadme(current: string): string {
  const tables: Record<string, string> = {
    page: configTable(pageConfigSchema),
    'required-routes': requiredRoutesTable(),
    'optional-routes': optionalRoutesTable(),
  };
  for (const [widget, schema] of Object.entries(widgetConfigSchemas))
    tables[widget] = configTable(schema);
  return current.replace(
    /(<!-- config:([\w-]+) -->\n)[\s\S]*?(<!-- \/config:\2 -->)/g,
    (whole, open: string, name: string, close: string) =>
      tables[name] ? `${open}${tables[name]}\n${close}` : whole,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of generatedDocs()) writeFileSync(file, renderReadme(readFileSync(file, 'utf8')));
  console.info(
    'Config tables updated in the README, docs/symfony-integration.md and docs/widgets/.',
  );
}
