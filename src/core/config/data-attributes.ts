import * as v from 'valibot';
import { ConfigError } from '../errors/errors';
import { describeValue } from '../errors/describe-value';

/** A widget's config schema: a valibot object whose keys map to `data-*` attributes. */
export type ConfigSchema = v.ObjectSchema<
  v.ObjectEntries,
  v.ErrorMessage<v.ObjectIssue> | undefined
>;

export const toAttributeName = (key: string): string =>
  `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

// Values that may be JSON (numbers, booleans, objects, arrays); a string field takes the text as is.
const JSON_LIKE = /^\s*([[{"]|-?\d|true\b|false\b|null\b)/;

function firstIssue(issues: readonly v.BaseIssue<unknown>[]): { expected: string; at: string } {
  const issue = issues[0];
  if (!issue) return { expected: 'a valid value', at: '' };
  const at = (issue.path ?? [])
    .map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`))
    .join('');
  const expected = issue.expected && issue.type !== 'custom' ? issue.expected : issue.message;
  return { expected: expected.replace(/^Invalid \w+: /, ''), at };
}

/**
 * Reads one attribute for one schema entry. The raw text is tried first, so
 * a string field never needs JSON quoting; only when that fails and the text
 * looks like JSON is it parsed.
 */
function readEntry(widget: string, element: Element, key: string, entry: v.GenericSchema): unknown {
  const attribute = toAttributeName(key);
  const raw = element.getAttribute(attribute);
  const input = raw === null ? undefined : raw;
  const direct = v.safeParse(entry, input);
  if (direct.success) return direct.output;
  if (raw === null || !JSON_LIKE.test(raw)) {
    const { expected } = firstIssue(direct.issues);
    throw new ConfigError(widget, attribute, expected, describeValue(input));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new ConfigError(widget, attribute, 'valid JSON', `malformed JSON (${reason})`);
  }
  const result = v.safeParse(entry, parsed);
  if (result.success) return result.output;
  const { expected, at } = firstIssue(result.issues);
  const received = result.issues[0]?.input;
  throw new ConfigError(widget, `${attribute}${at}`, expected, describeValue(received));
}

/** Parses a node's data attributes against a widget schema, or throws a ConfigError naming the attribute. */
export function parseDataAttributes<S extends ConfigSchema>(
  widget: string,
  element: Element,
  schema: S,
): v.InferOutput<S> {
  const collected: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(schema.entries)) {
    const value = readEntry(widget, element, key, entry);
    if (value !== undefined) collected[key] = value;
  }
  // Cross-field checks (pipes on the object) run last, on the assembled config.
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
