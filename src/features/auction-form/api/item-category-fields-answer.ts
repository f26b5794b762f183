import * as v from 'valibot';
import { optionalBoolean, optionalList, optionalString, wireId } from '../model/wire';

const validatorSchema = v.object({
  // Any string: an unknown type is the validators' own error (spec section 5), reported there.
  type: v.string(),
  params: v.optional(v.record(v.string(), v.unknown())),
  // Each validator's own message map (spec section 5): per key a text in the asked language or
  // texts by locale. A malformed entry costs only that message; the generic text shows instead.
  messages: v.fallback(
    v.optional(
      v.record(
        v.string(),
        v.fallback(
          v.optional(v.union([v.string(), v.record(v.string(), v.optional(v.string()))])),
          undefined,
        ),
      ),
    ),
    undefined,
  ),
});

/** One row of api_item_category_fields: a field definition with its validators (spec sections 3 and 5). */
export const fieldDefinitionSchema = v.object({
  id: wireId,
  key: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  type: v.string(),
  value: v.nullish(v.union([v.string(), v.number(), v.boolean()]), null),
  unit: optionalString,
  required: v.pipe(
    optionalBoolean,
    v.transform((required) => required === true),
  ),
  validators: v.pipe(
    v.nullish(
      v.object({
        mandatory: optionalList(validatorSchema),
        optional: optionalList(validatorSchema),
      }),
      { mandatory: [], optional: [] },
    ),
    v.transform((validators) => validators ?? { mandatory: [], optional: [] }),
  ),
  options: v.optional(v.array(v.object({ value: v.string(), label: v.string() }))),
});

export const itemCategoryFieldsAnswerSchema = v.array(fieldDefinitionSchema);
