import { memo, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { parseDecimal } from '@/core/validation/parse-decimal';
import type { Item } from '@/features/auction-form/model/item';
import type { FieldDefinition } from '@/features/auction-form/model/item-category';
import { checkSafely, fieldDomId } from '@/features/auction-form/rules/details-validation';
import type { FieldValue } from '@/features/auction-form/rules/field-validators';
import {
  selectFromCatalogue,
  selectItemValue,
} from '@/features/auction-form/state/details/details-selectors';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import { typed } from '@/features/auction-form/state/store/typing-buffer';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { FieldMessage } from '../field-message';
import { useAppStore } from '../use-app-store';
import { useTypedInput } from '../use-typed-input';
import { AUTOFILL_FIELDS, editPatch } from './autofill';
import { CatalogueNote, MarkedControl } from './catalogue-mark';

const showNumber = (value: FieldValue) => (typeof value === 'number' ? String(value) : '');
const showText = (value: FieldValue) =>
  value === null || value === undefined ? '' : String(value);
const readText = (text: string): FieldValue => (text === '' ? null : text);

export interface DynamicFieldProps {
  itemKey: string;
  definition: FieldDefinition;
}

/**
 * One field of an item, driven by its definition. It subscribes to its own
 * value only, so typing here re-renders this field and nothing else.
 */
export const DynamicField = memo(function DynamicField({ itemKey, definition }: DynamicFieldProps) {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const field = definition.key as keyof Item;
  const value = useAppSelector((state) => selectItemValue(state, itemKey, field)) as FieldValue;
  const touched = useAppSelector((state) => selectItemValue(state, itemKey, 'touched'));
  const [blurred, setBlurred] = useState(false);
  const problem = useMemo(
    () => checkSafely(value, definition.validators),
    [value, definition.validators],
  );
  // Warnings help while typing; errors wait until the customer leaves the field or presses Next.
  const shown = problem && (problem.level === 'warning' || blurred || touched) ? problem : null;
  const id = fieldDomId(itemKey, definition.key);
  const messageId = `${id}-message`;
  // The catalogue marks follow the item's flag on their own (catalogue-mark.tsx); an edit reads it as it is now.
  const markable = AUTOFILL_FIELDS.has(definition.key) && value !== null && value !== undefined;
  const number = definition.type === 'number';
  const inputRef = useRef<HTMLInputElement>(null);
  const input = useTypedInput(
    inputRef,
    value,
    number ? showNumber : showText,
    number ? parseDecimal : readText,
  );
  const set = (next: unknown, keystroke = false) => {
    const catalogue = selectFromCatalogue(store.getState(), itemKey);
    const update = updateItem({ key: itemKey, patch: editPatch(definition.key, next, catalogue) });
    dispatch(keystroke ? typed(update) : update);
  };
  const type = (next: string) => {
    input.typed(next);
    set(number ? parseDecimal(next) : readText(next), true);
  };
  const unit = definition.unit
    ? t(`units.${definition.unit}`, { defaultValue: definition.unit })
    : null;
  const common = {
    id,
    'aria-invalid': shown?.level === 'error' ? true : undefined,
    'aria-describedby': shown ? messageId : undefined,
    'aria-required': definition.required || undefined,
    onBlur: () => setBlurred(true),
  };

  if (definition.type === 'checkbox') {
    return (
      <div className={styles.checkField} data-field={definition.key}>
        <input
          {...common}
          type="checkbox"
          className={styles.checkbox}
          checked={value === true}
          onChange={(event: ChangeEvent<HTMLInputElement>) => set(event.target.checked)}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {definition.name}
        </label>
        <FieldMessage id={messageId} problem={shown} />
      </div>
    );
  }

  return (
    <div className={styles.field} data-field={definition.key}>
      <label htmlFor={id} className={styles.label}>
        {definition.name}
        {!definition.required && <span className={styles.optional}> {t('optional')}</span>}
        <CatalogueNote itemKey={itemKey} shown={markable} />
      </label>
      <MarkedControl itemKey={itemKey} shown={markable}>
        {definition.type === 'select' ? (
          <select
            {...common}
            className={styles.select}
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(event) => set(event.target.value || null)}
          >
            <option value="">{t('choose')}</option>
            {(definition.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : definition.type === 'number' ? (
          <input
            {...common}
            className={styles.input}
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            ref={inputRef}
            defaultValue={input.defaultValue}
            onChange={(event) => type(event.target.value)}
          />
        ) : (
          <input
            {...common}
            className={styles.input}
            type="text"
            ref={inputRef}
            defaultValue={input.defaultValue}
            onChange={(event) => type(event.target.value)}
          />
        )}
        {unit && (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        )}
      </MarkedControl>
      <FieldMessage id={messageId} problem={shown} />
    </div>
  );
});
