import * as v from 'valibot';
import {
  optionalBoolean,
  optionalId,
  optionalNumber,
  optionalString,
  wireNumberOrText,
  wireText,
} from './wire';

/**
 * A kind of field of the form's data, declared once: `model` is its type in the store and the
 * draft, with its empty value as the schema's default (`v.getDefaults` gives a new record), and
 * `wire` how the API sends it (DECIMAL strings, ids as text, left out or null).
 */
interface FieldKind<M extends v.GenericSchema, W extends v.GenericSchema> {
  model: M;
  wire: W;
}

const kind = <M extends v.GenericSchema, W extends v.GenericSchema>(
  model: M,
  wire: W,
): FieldKind<M, W> => ({ model, wire });

const truthy = v.pipe(
  optionalBoolean,
  v.transform((value) => value === true),
);

export const field = {
  text: kind(v.optional(v.nullable(v.string()), null), optionalString),
  number: kind(v.optional(v.nullable(v.number()), null), optionalNumber),
  /** An id: a number in the form, an integer or numeric text on the wire. */
  id: kind(v.optional(v.nullable(v.number()), null), optionalId),
  /** Yes, no or not said. */
  flag: kind(v.optional(v.nullable(v.boolean()), null), optionalBoolean),
  /** Yes or no; not said means no. */
  flagOff: kind(v.optional(v.boolean(), false), truthy),
  /** Yes or no; not said means yes. */
  flagOn: kind(
    v.optional(v.boolean(), true),
    v.pipe(
      optionalBoolean,
      v.transform((value) => value ?? true),
    ),
  ),
  /** Text the API may send as a number (a building number, a year). */
  numberAsText: kind(v.optional(v.nullable(v.string()), null), v.nullish(wireText, null)),
  /** An id of another system, kept as it came (an OSM id, a catalogue id). */
  numberOrText: kind(
    v.optional(v.nullable(v.union([v.number(), v.string()])), null),
    v.nullish(wireNumberOrText, null),
  ),
} as const;

type Kinds = Record<string, FieldKind<v.GenericSchema, v.GenericSchema>>;

/** The store's schema entries of a declaration. */
export const modelEntries = <F extends Kinds>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.model])) as {
    [K in keyof F]: F[K]['model'];
  };

/** The API's schema entries of the same declaration. */
export const wireEntries = <F extends Kinds>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.wire])) as {
    [K in keyof F]: F[K]['wire'];
  };
