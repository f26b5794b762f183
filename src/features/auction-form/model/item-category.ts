import type { DYNAMIC_FIELDS } from './item';

/** An item category (spec section 3). */
export interface ItemCategory {
  id: number;
  name: string;
  slug: string;
  level: number;
  parent: number | null;
}

/** The item fields a definition may drive. */
export type DynamicFieldKey = (typeof DYNAMIC_FIELDS)[number];

/**
 * One entry of a validator's message map: a text in the language the answer
 * was asked in (Accept-Language), or texts by locale (`{ "en": …, "pl": … }`).
 */
export type MessageText = string | Readonly<Record<string, string | undefined>>;

/** A validator as the API sends it; `type` is a plain string because the API may send anything. */
export interface FieldValidator {
  type: string;
  params?: Record<string, unknown>;
  messages?: Readonly<Record<string, MessageText | undefined>>;
}

export interface FieldValidators {
  mandatory?: readonly FieldValidator[];
  optional?: readonly FieldValidator[];
}

/** A field definition of an item category (spec section 3), validators included. */
export interface FieldDefinition {
  id: number;
  key: DynamicFieldKey | string;
  name: string;
  type: 'number' | 'text' | 'select' | 'checkbox' | string;
  value: string | number | boolean | null;
  unit: string | null;
  required: boolean;
  validators: FieldValidators;
  options?: Array<{ value: string; label: string }>;
}
