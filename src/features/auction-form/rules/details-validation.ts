import { reportError } from '@/core/errors/report';
import type { Item } from '../model/item';
import type { FieldDefinition } from '../model/item-category';
import {
  checkField,
  type FieldProblem,
  type FieldValidator,
  type FieldValidators,
  type FieldValue,
} from './field-validators';
import { DESCRIPTION_VALIDATORS, NAME_VALIDATORS, TITLE_VALIDATORS } from './text-limits';

export const CATEGORY_VALIDATORS: FieldValidators = { mandatory: [{ type: 'blank' }] };
/** An item's count when its category's definitions are unknown (not loaded yet): a set count is a whole number from 1. */
const COUNT_VALIDATORS: FieldValidators = {
  mandatory: [{ type: 'integer' }, { type: 'range', params: { min: 1 } }],
};
/** The booking price: a whole job's price the platform takes, from 1 to a million. */
export const PRICE_VALIDATORS: FieldValidators = {
  mandatory: [{ type: 'range', params: { min: 1, max: 1_000_000 } }],
};

/** Where a problem is: an item's field, or a field of the auction. */
export interface LocatedProblem extends FieldProblem {
  itemKey: string | null;
  field: string;
}

export interface ItemContext {
  /** The item category's field definitions; undefined while unknown (not loaded, failed). */
  definitions: readonly FieldDefinition[] | undefined;
  /** Item categories exist for the auction's category, so one must be chosen. */
  categoryRequired: boolean;
  /** The name field is the car's make and model (the `model` definition) rather than a free name. */
  nameIsModel: boolean;
  /**
   * A lookup the item's checks depend on (its field definitions, the category's item types) has
   * not answered yet: the item cannot be judged, so the step counts as unchecked.
   */
  definitionsPending?: boolean;
}

/** Broken validators already reported: the screen checks a field on every keystroke. */
const reported = new WeakSet<FieldValidator>();

/**
 * checkField for the screen: a broken definition from the API (an unknown
 * type, a pattern that does not compile) is the platform's bug, not the
 * customer's. It costs only that validator: the field's other validators
 * still run, and the broken one is reported once.
 */
export function checkSafely(
  value: FieldValue,
  validators: FieldValidators | null | undefined,
): FieldProblem | null {
  return checkField(value, validators, (error, validator) => {
    if (reported.has(validator)) return;
    reported.add(validator);
    reportError(error, { widget: 'auction-form', kind: 'field-definition' });
  });
}

const locate = (
  itemKey: string | null,
  field: string,
  problem: FieldProblem | null,
): LocatedProblem[] => (problem ? [{ ...problem, itemKey, field }] : []);

/** An item's problems in screen order: category, name, then the dynamic fields in their order. */
function validateItem(item: Item, context: ItemContext): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  if (context.categoryRequired)
    problems.push(
      ...locate(item.key, 'itemCategoryId', checkField(item.itemCategoryId, CATEGORY_VALIDATORS)),
    );
  if (!context.nameIsModel)
    problems.push(...locate(item.key, 'name', checkField(item.name, NAME_VALIDATORS)));
  if (!context.definitions?.some((d) => d.key === 'itemsNumber') && item.itemsNumber !== null)
    problems.push(
      ...locate(item.key, 'itemsNumber', checkField(item.itemsNumber, COUNT_VALIDATORS)),
    );
  for (const definition of context.definitions ?? []) {
    const value = (item as unknown as Record<string, FieldValue>)[definition.key];
    problems.push(...locate(item.key, definition.key, checkSafely(value, definition.validators)));
  }
  return problems;
}

export interface DetailsInput {
  items: readonly Item[];
  contextOf(item: Item): ItemContext;
  title: string | null;
  isTitleEnteredByUser: boolean;
  description: string | null;
  bookingSetPrice: number | null;
}

/**
 * Every problem of the screen, in screen order. Errors block Next; warnings
 * are returned too so the screen can show them, but never block.
 */
export function validateDetails(input: DetailsInput): LocatedProblem[] {
  const problems = input.items.flatMap((item) => validateItem(item, input.contextOf(item)));
  // A generated title may still be on its way; only a title the customer owns must be filled in.
  if (input.isTitleEnteredByUser)
    problems.push(...locate(null, 'title', checkField(input.title, TITLE_VALIDATORS)));
  problems.push(
    ...locate(null, 'description', checkField(input.description, DESCRIPTION_VALIDATORS)),
  );
  problems.push(
    ...locate(null, 'bookingSetPrice', checkField(input.bookingSetPrice, PRICE_VALIDATORS)),
  );
  return problems;
}

export const blocking = (problems: readonly LocatedProblem[]): LocatedProblem[] =>
  problems.filter((p) => p.level === 'error');

/** The DOM id of a field, so Next can focus the first error. */
export const fieldDomId = (itemKey: string | null, field: string): string =>
  itemKey ? `tw-details-${itemKey}-${field}` : `tw-details-${field}`;
