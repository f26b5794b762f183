import * as v from 'valibot';
import type { DYNAMIC_FIELDS } from './item';
import {
  optionalBoolean,
  optionalId,
  optionalList,
  optionalString,
  wireId,
  wireInteger,
} from './wire';

/**
 * The item categories and their field definitions (spec section 3) as the API sends them: each
 * schema is the single source of its type, and parses the answer at the boundary (api/form-api.ts).
 */

/** One row of api_item_category_main and api_item_category_level (spec section 3, "Item category"). */
const itemCategorySchema = v.object({
  id: wireId,
  name: v.pipe(v.string(), v.minLength(1)),
  slug: v.string(),
  level: wireInteger,
  parent: optionalId,
});

export const itemCategoriesAnswerSchema = v.array(itemCategorySchema);

export type ItemCategory = v.InferOutput<typeof itemCategorySchema>;

/** The item fields a definition may drive. */
export type DynamicFieldKey = (typeof DYNAMIC_FIELDS)[number];

/**
 * One entry of a validator's message map: a text in the language the answer was asked in
 * (Accept-Language), or texts by locale (`{ "en": …, "pl": … }`).
 */
const messageTextSchema = v.union([v.string(), v.record(v.string(), v.optional(v.string()))]);

export type MessageText = v.InferOutput<typeof messageTextSchema>;

/** A validator as the API sends it (spec section 5). */
const validatorSchema = v.object({
  // Any string: an unknown type is the validators' own error (spec section 5), reported there.
  type: v.string(),
  params: v.optional(v.record(v.string(), v.unknown())),
  // Per key a text in the asked language or texts by locale. A malformed entry costs only that
  // message; the generic text shows instead.
  messages: v.fallback(
    v.optional(v.record(v.string(), v.fallback(v.optional(messageTextSchema), undefined))),
    undefined,
  ),
});

export type FieldValidator = v.InferOutput<typeof validatorSchema>;

const validatorsSchema = v.object({
  mandatory: optionalList(validatorSchema),
  optional: optionalList(validatorSchema),
});

export type FieldValidators = Partial<v.InferOutput<typeof validatorsSchema>>;

/** One row of api_item_category_fields: a field definition with its validators (spec sections 3 and 5). */
export const fieldDefinitionSchema = v.object({
  id: wireId,
  key: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  // 'number', 'text', 'select', 'checkbox' or anything the API may add: unknown types render as text.
  type: v.string(),
  value: v.nullish(v.union([v.string(), v.number(), v.boolean()]), null),
  unit: optionalString,
  required: v.pipe(
    optionalBoolean,
    v.transform((required) => required === true),
  ),
  validators: v.pipe(
    v.nullish(validatorsSchema, { mandatory: [], optional: [] }),
    v.transform((validators) => validators ?? { mandatory: [], optional: [] }),
  ),
  options: v.optional(v.array(v.object({ value: v.string(), label: v.string() }))),
});

export const itemCategoryFieldsAnswerSchema = v.array(fieldDefinitionSchema);

export type FieldDefinition = v.InferOutput<typeof fieldDefinitionSchema>;
