import * as v from 'valibot';
import { describeValue } from '../errors/describe-value';
import { ConfigError } from '../errors/errors';
import { logError, reportError } from '../errors/report';

/** A widget's config schema: a valibot object whose keys map to `data-*` attributes. */
export type ConfigSchema = v.ObjectSchema<
  v.ObjectEntries,
  v.ErrorMessage<v.ObjectIssue> | undefined
>;

export const toAttributeName = (key: string): string =>
  `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

// Values that may be JSON (numbers, booleans, objects, arrays); a string field takes the text as is.
const JSON_LIKE = /^\s*([[{"]|-?\d|true\b|false\b|null\b)/;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  Array: 'a JSON array',
  Object: 'a JSON object',
  null: 'null',
};

const bound = (requirement: unknown): string =>
  requirement instanceof Date ? requirement.toISOString() : String(requirement);

/** What an issue expected, in words a page author reads (never the value received). */
function describeExpected(issue: v.BaseIssue<unknown>): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  // A message given in the schema (`v.regex(re, 'a cookie name')`) is already in words.
  if (!/^Invalid \w+/.test(issue.message) && issue.message) return issue.message;
  switch (issue.type) {
    case 'url':
      return 'an absolute URL';
    case 'integer':
      return 'a whole number';
    case 'min_value':
      return `a value of at least ${bound(requirement)}`;
    case 'max_value':
      return `a value of at most ${bound(requirement)}`;
    case 'min_length':
      return `at least ${bound(requirement)} characters or items`;
    case 'max_length':
      return `at most ${bound(requirement)} characters or items`;
    case 'regex':
      return `text matching ${String(requirement)}`;
    case 'picklist':
      return `one of ${(issue.expected ?? '')
        .replace(/^\((.*)\)$/, '$1')
        .split(' | ')
        .join(', ')}`;
    default:
      break;
  }
  const expected = (issue.expected ?? '').replace(/^\((.*)\)$/, '$1');
  const words = expected
    .split(' | ')
    .map((part) => TYPE_WORDS[part] ?? part)
    .filter((part, index, all) => part && all.indexOf(part) === index);
  return words.length ? words.join(' or ') : 'a valid value';
}

function firstIssue(issues: readonly v.BaseIssue<unknown>[]): { expected: string; at: string } {
  const issue = issues[0];
  if (!issue) return { expected: 'a valid value', at: '' };
  const at = (issue.path ?? [])
    .map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`))
    .join('');
  return { expected: describeExpected(issue), at };
}

const acceptsNothing = (entry: v.GenericSchema): boolean => v.safeParse(entry, undefined).success;

/**
 * Reads one attribute for one schema entry. An empty attribute is "not set"
 * (Twig prints `""` for a missing value): an optional one takes its default. The raw text is tried
 * first, so a string field never needs JSON quoting; only when that fails and
 * the text looks like JSON is it parsed.
 */
function readEntry(widget: string, element: Element, key: string, entry: v.GenericSchema): unknown {
  const attribute = toAttributeName(key);
  const raw = element.getAttribute(attribute);
  const input = raw === null || raw.trim() === '' ? undefined : raw;
  const direct = v.safeParse(entry, input);
  if (direct.success) return direct.output;
  if (input === undefined || !JSON_LIKE.test(input)) {
    const { expected } = firstIssue(direct.issues);
    throw new ConfigError(widget, attribute, expected, describeValue(raw ?? undefined));
  }
  // Text of the right type that failed a check (`data-locale="true"`) is told as text, not as JSON.
  const textIssue = direct.issues[0]?.kind === 'validation' ? direct.issues : null;
  const asText = () => {
    const { expected } = firstIssue(textIssue ?? direct.issues);
    return new ConfigError(widget, attribute, expected, describeValue(raw ?? undefined));
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    if (textIssue) throw asText();
    throw new ConfigError(widget, attribute, 'valid JSON', 'malformed JSON');
  }
  const result = v.safeParse(entry, parsed);
  if (result.success) return result.output;
  if (textIssue) throw asText();
  const { expected, at } = firstIssue(result.issues);
  const received = result.issues[0]?.input;
  throw new ConfigError(widget, `${attribute}${at}`, expected, describeValue(received));
}

/** The default for an attribute that was dropped: logged and reported, the widget goes on. */
function reportIgnoredAttribute(error: ConfigError): void {
  logError('[transport-widgets]', error);
  reportError(error, { widget: error.widget, kind: 'config' });
}

/**
 * Parses a node's data attributes against a widget schema. A bad optional
 * attribute costs only itself: it is reported (`onIgnored`) and its default
 * applies. A bad required attribute, or a config whose fields do not fit
 * together, throws a ConfigError naming the attribute.
 *
 * The attributes read one by one are the whole config of a plain object schema: only a schema with
 * checks across its fields (a pipe on the object) is run again over the assembled config. A second
 * pass for every schema would read a long handed-over JSON list (the form's categories) twice, on
 * the entry's task.
 */
export function parseDataAttributes<S extends ConfigSchema>(
  widget: string,
  element: Element,
  schema: S,
  onIgnored: (error: ConfigError) => void = reportIgnoredAttribute,
): v.InferOutput<S> {
  const collected: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(schema.entries)) {
    let value: unknown;
    try {
      value = readEntry(widget, element, key, entry);
    } catch (error) {
      if (!(error instanceof ConfigError) || !acceptsNothing(entry)) throw error;
      onIgnored(new ConfigError(error.widget, error.attribute, error.expected, error.found, true));
      value = v.parse(entry, undefined);
    }
    if (value !== undefined) collected[key] = value;
  }
  if (!('pipe' in schema)) return collected as v.InferOutput<S>;
  const whole = v.safeParse(schema, collected);
  if (!whole.success) {
    const { expected, at } = firstIssue(whole.issues);
    throw new ConfigError(
      widget,
      at ? toAttributeName(at.replace(/^\./, '')) : 'config',
      expected,
      'a config that does not fit',
    );
  }
  return whole.output;
}
