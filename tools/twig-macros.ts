import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Compiler } from 'webpack';
import { toAttributeName } from '../src/core/config/data-attributes';
import { widgetConfigSchemas } from '../widgets/config-schemas';
import { buildInlineScript, INLINE_SCRIPTS, type InlineScript } from './inline-scripts';
import { widgetJsonSchema } from './schema-plugin';

/**
 * `dist/twig/widgets.html.twig`: one Twig macro per widget, generated from its valibot schema (through
 * its JSON Schema, as the docs' tables are), that prints the widget's node with every attribute
 * encoded as the widget reads it back, and the inline script the widget needs, with the page's nonce.
 * A raw `data-enabled="{{ false }}"` prints an empty attribute, which the widget reads as "not set":
 * its default `true` applies and marketing's off switch fails open. The macro prints `"false"`.
 *
 * `npx tsx tools/twig-macros.ts [file]` writes the same file (default: stdout); the build emits it
 * beside `dist/inline/` (TwigMacrosPlugin). docs/symfony-integration.md shows a template using it.
 */
export const TWIG_MACROS_FILE = 'twig/widgets.html.twig';

type Widget = keyof typeof widgetConfigSchemas;

/** The macro of a widget: its name with underscores (`tw.top_announcement(…)`). */
export const macroName = (widget: string): string => widget.replace(/-/g, '_');

/** Scripts that must follow the widget's node: the guard acts on the element right before it. */
const AFTER_NODE: Partial<Record<Widget, InlineScript>> = {
  'top-announcement': 'announcement-guard',
};

/**
 * Scripts with a macro of their own: the consent default goes in the head before the tag manager,
 * far from the cookie bar's node, which may come last in the body.
 */
const ON_THEIR_OWN: Record<string, InlineScript> = { consent_default: 'consent-default' };

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';
type JsonSchema = { type?: string | string[]; anyOf?: JsonSchema[]; enum?: unknown[] };

/** What a value of these kinds is called in a macro's error. */
const WORDS: Record<Kind, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a hash',
};

/** The JSON kinds an attribute's schema accepts; a schema that tells none stops the build. */
function kindsOf(schema: JsonSchema, where: string): Kind[] {
  const kinds = new Set<Kind>();
  const visit = (node: JsonSchema) => {
    for (const type of [node.type ?? []].flat())
      kinds.add(type === 'integer' ? 'number' : (type as Kind));
    for (const value of node.enum ?? [])
      kinds.add(Array.isArray(value) ? 'array' : (typeof value as Kind));
    node.anyOf?.forEach(visit);
  };
  visit(schema);
  const known = [...kinds].filter((kind) => kind in WORDS);
  if (known.length === 0 || known.length !== kinds.size)
    throw new Error(`twig-macros: cannot tell what ${where} takes (${JSON.stringify(schema)})`);
  return known;
}

/** A Twig string literal of generated text, which never needs escaping (names, kinds, words). */
function literal(text: string): string {
  if (!/^[\w .,()-]*$/.test(text)) throw new Error(`twig-macros: unexpected text ${text}`);
  return `'${text}'`;
}

/** The attributes' description handed to `_node`: by key, its attribute, kinds and words. */
function attributesOf(widget: string, schema: Parameters<typeof widgetJsonSchema>[0]): string {
  const json = widgetJsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const rows = Object.entries(json.properties ?? {}).map(([key, property]) => {
    const kinds = kindsOf(property, `${widget}.${key}`);
    const fields = [
      `name: ${literal(toAttributeName(key))}`,
      `kinds: [${kinds.map(literal).join(', ')}]`,
      `expects: ${literal(kinds.map((kind) => WORDS[kind]).join(' or '))}`,
      `required: ${json.required?.includes(key) ? 'true' : 'false'}`,
    ];
    return `\n    ${literal(key)}: {${fields.join(', ')}},`;
  });
  return `{${rows.join('')}\n  }`;
}

/**
 * A script's text inside the template, verbatim. Checked rather than escaped: the built scripts hold
 * none of these, and one that did would end the verbatim block or the script element early.
 */
function verbatim(name: InlineScript, code: string): string {
  if (/endverbatim|<\/script|<!--/i.test(code))
    throw new Error(`twig-macros: ${name} cannot be printed verbatim inside <script>`);
  return `<script{{ tw._nonce(options) }}>{% verbatim %}${code}{% endverbatim %}</script>`;
}

const HEADER = `{#
 # Transport widgets: one macro per widget, generated at build time from each widget's config schema
 # by tools/twig-macros.ts. Do not edit: take the file of the same build as the scripts.
 #
 #   {% import '@transport_widgets/widgets.html.twig' as tw %}
 #   {{ tw.top_announcement({id: announcement.id, content: announcement.content,
 #        enabled: announcement.enabled}, {nonce: csp_nonce('script')}) }}
 #
 # config: a hash keyed by the widget's settings (the attribute without data-, in camelCase: minHeight
 # for data-min-height). Text is printed as it is, true and false as "true" and "false", numbers,
 # lists and hashes as JSON; a key that is null is not printed, so the widget's default applies.
 # An unknown key, or a value of another kind (the text 'false' for a switch), is a Twig error.
 # options: {nonce: …}, for the macros that print an inline script.
 #}
`;

/**
 * Twig's html_attr escaper writes a C1 control (U+0080–U+009F) as its numeric reference, which an HTML
 * parser reads as the Windows-1252 letter of that byte (`&#x0080;` is €, `&#x0092;` is ’): the text
 * macro makes each one U+FFFD first, as the escaper itself does for the C0 controls and DEL. The keys
 * are the controls' UTF-8 bytes as `\xHH` escapes, which Twig reads back in a single-quoted literal.
 */
const C1_AS_REPLACEMENT = `{${Array.from(
  { length: 0x20 },
  (_, i) => `'\\xC2\\x${(0x80 + i).toString(16).toUpperCase()}': '\\xEF\\xBF\\xBD'`,
).join(', ')}}`;

/** The helpers every macro calls; `_`-prefixed, not for templates. */
const HELPERS = `
{#- Twig's own runtime error, with strict_variables on or off: no PHP constant has a space in its name. -#}
{%- macro _fail(message) -%}
  {{- constant('transport-widgets: ' ~ message) -}}
{%- endmacro -%}

{%- macro _keys(macro, what, given, known) -%}
  {%- import _self as tw -%}
  {%- if given is not iterable -%}
    {{- tw._fail(macro ~ '() takes a hash of ' ~ (what == 'key' ? 'settings' : 'options') ~ ', e.g. {' ~ (known|first ?: 'nonce') ~ ': …}') -}}
  {%- endif -%}
  {%- for key in given|keys -%}
    {%- if key not in known -%}
      {{- tw._fail(macro ~ '() has no ' ~ what ~ ' "' ~ key ~ '" (its ' ~ what ~ 's: ' ~ (known is empty ? 'none' : known|join(', ')) ~ ')') -}}
    {%- endif -%}
  {%- endfor -%}
{%- endmacro -%}

{%- macro _nonce(options) -%}
  {%- if (options.nonce ?? '') is not same as('') %} nonce="{{ options.nonce|e('html_attr') }}"{% endif -%}
{%- endmacro -%}

{%- macro _node(macro, widget, attributes, config, options, option_names) -%}
  {%- import _self as tw -%}
  {{- tw._keys(macro, 'key', config, attributes|keys) -}}
  {{- tw._keys(macro, 'option', options, option_names) -}}
  <div data-tw-widget="{{ widget|e('html_attr') }}"
  {%- for key, attribute in attributes -%}
    {%- set value = config[key] ?? null -%}
    {%- if value is not null %} {{ attribute.name }}="{{ tw._value(macro ~ '() takes ' ~ attribute.expects ~ ' for "' ~ key ~ '"', value, attribute.kinds) }}"
    {%- elseif attribute.required -%}
      {{- tw._fail(macro ~ '() needs "' ~ key ~ '"') -}}
    {%- endif -%}
  {%- endfor -%}
  ></div>
{%- endmacro -%}

{#-
 # The JSON of a value, unescaped: every caller escapes what it prints. json_encode gives false for
 # what JSON cannot hold (text that is not UTF-8, INF): an error, never an empty attribute.
 #}
{%- macro _json(wrong, value) -%}
  {%- import _self as tw -%}
  {%- set json = value|json_encode -%}
  {%- if json is same as(false) %}{{ tw._fail(wrong ~ ': json_encode cannot write this value') }}{% endif -%}
  {{- json|raw -}}
{%- endmacro -%}

{#- Text escaped for a double-quoted attribute, every control HTML does not define as U+FFFD. -#}
{%- macro _text(value) -%}
  {{- (value ~ '')|replace(${C1_AS_REPLACEMENT})|e('html_attr') -}}
{%- endmacro -%}

{#- The attribute's value, escaped for a double-quoted attribute; a value of another kind fails. -#}
{%- macro _value(wrong, value, kinds) -%}
  {%- import _self as tw -%}
  {%- if value is same as(true) or value is same as(false) -%}
    {%- if 'boolean' not in kinds %}{{ tw._fail(wrong) }}{% endif -%}
    {{- value ? 'true' : 'false' -}}
  {%- elseif value is iterable -%}
    {%- if 'object' in kinds -%}
      {#- Key by key: json_encode writes a hash keyed 0, 1, … (or an empty one) as a JSON list. -#}
      {%- set json = '' -%}
      {%- for key, item in value -%}
        {%- set json = json ~ (loop.first ? '' : ',') ~ tw._json(wrong, key ~ '') ~ ':' ~ tw._json(wrong, item) -%}
      {%- endfor -%}
      {{- ('{' ~ json ~ '}')|e('html_attr') -}}
    {%- elseif 'array' in kinds -%}
      {#- merge() renumbers a list whose keys have gaps (after a filter), which json_encode would write as a hash. -#}
      {%- set list = value|merge([]) -%}
      {%- if list is not empty and list|keys != range(0, list|length - 1) %}{{ tw._fail(wrong) }}{% endif -%}
      {{- tw._json(wrong, list)|e('html_attr') -}}
    {%- else -%}
      {{- tw._fail(wrong) -}}
    {%- endif -%}
  {%- else -%}
    {%- set json = tw._json(wrong, value) ~ '' -%}
    {%- if json starts with '"' -%}
      {#- Text; for a number, a page's numeric text such as '4.5' (the widget reads it as JSON). -#}
      {%- if 'string' not in kinds and ('number' not in kinds or not (value matches '/^-?[0-9]+([.][0-9]+)?([eE][-+]?[0-9]+)?$/')) -%}
        {{- tw._fail(wrong) -}}
      {%- endif -%}
      {{- tw._text(value) -}}
    {%- elseif json matches '/^-?[0-9]/' -%}
      {#- A number, as JSON: every digit of a float, where printing it would round it to 14. -#}
      {%- if 'number' not in kinds and 'string' not in kinds %}{{ tw._fail(wrong) }}{% endif -%}
      {{- json|e('html_attr') -}}
    {%- elseif 'string' in kinds -%}
      {#- An object that Twig prints as text (__toString), or an error of Twig's own. -#}
      {{- tw._text(value) -}}
    {%- else -%}
      {{- tw._fail(wrong) -}}
    {%- endif -%}
  {%- endif -%}
{%- endmacro -%}
`;

/** The file's text: one macro per widget (and per script on its own), then the helpers. */
export function widgetMacros(
  scripts: Readonly<Record<InlineScript, string>>,
  schemas: Readonly<Record<string, Parameters<typeof widgetJsonSchema>[0]>> = widgetConfigSchemas,
): string {
  const widgets = Object.entries(schemas).map(([widget, schema]) => {
    const macro = macroName(widget);
    const script = AFTER_NODE[widget as Widget];
    const call = `tw._node(${literal(macro)}, ${literal(widget)}, ${attributesOf(widget, schema)}, config, options, [${script ? literal('nonce') : ''}])`;
    return [
      `{#- tw.${macro}(config, options): the ${widget} node${script ? `, then its ${script} script (options: {nonce})` : ''}. -#}`,
      `{%- macro ${macro}(config = {}, options = {}) -%}`,
      `  {%- import _self as tw -%}`,
      `  {{- ${call} -}}`,
      ...(script ? [`  ${verbatim(script, scripts[script])}`] : []),
      `{%- endmacro -%}`,
    ].join('\n');
  });
  const own = Object.entries(ON_THEIR_OWN).map(([macro, script]) =>
    [
      `{#- tw.${macro}(options): the ${script} script on its own (options: {nonce}). -#}`,
      `{%- macro ${macro}(options = {}) -%}`,
      `  {%- import _self as tw -%}`,
      `  {{- tw._keys(${literal(macro)}, 'option', options, ['nonce']) -}}`,
      `  ${verbatim(script, scripts[script])}`,
      `{%- endmacro -%}`,
    ].join('\n'),
  );
  return `${HEADER}\n${[...widgets, ...own].join('\n\n')}\n${HELPERS}`;
}

/**
 * Emits `twig/widgets.html.twig` with the inline scripts as the build wrote them, once they are final
 * (the minifier has run), so the macros print the very file beside them in `dist/inline/`.
 */
export class TwigMacrosPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('TwigMacrosPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'TwigMacrosPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const scripts = Object.fromEntries(
            (Object.keys(INLINE_SCRIPTS) as InlineScript[]).map((name) => {
              const asset = compilation.getAsset(`inline/${name}.js`);
              if (!asset) throw new Error(`TwigMacrosPlugin: no inline/${name}.js in the build`);
              return [name, asset.source.source().toString().trim()];
            }),
          ) as Record<InlineScript, string>;
          compilation.emitAsset(
            TWIG_MACROS_FILE,
            new webpack.sources.RawSource(widgetMacros(scripts)),
          );
        },
      );
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const scripts = Object.fromEntries(
    (Object.keys(INLINE_SCRIPTS) as InlineScript[]).map((name) => [
      name,
      buildInlineScript(root, name).code,
    ]),
  ) as Record<InlineScript, string>;
  const file = process.argv[2];
  if (!file) process.stdout.write(widgetMacros(scripts));
  else {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(file, widgetMacros(scripts));
    console.info(`Widget macros written to ${file}.`);
  }
}
