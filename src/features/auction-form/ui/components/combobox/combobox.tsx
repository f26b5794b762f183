import { useId, type ReactNode, type Ref } from 'react';
import controls from '@/core/ui/controls.module.css';
import type { SuggestionSource } from '@/features/auction-form/state/suggestions/suggestions-slice';
import { ComboboxPopup } from './combobox-popup';
import styles from './combobox.module.css';
import { joinNames } from './join-names';
import { useCombobox, type ComboboxMessages } from './use-combobox';

export type { ComboboxMessages } from './use-combobox';

export interface ComboboxProps<T> {
  label: ReactNode;
  /** The text in the input; the owner keeps it (it may differ from the chosen option). */
  value: string;
  onInputChange(text: string): void;
  /** Where the suggestions come from; the store looks them up (state/suggestions/suggestions-listener.ts). */
  source: SuggestionSource;
  getOptionKey(item: T): string;
  renderOption(item: T, state: { active: boolean }): ReactNode;
  onSelect(item: T): void;
  onBlur?(): void;
  messages: ComboboxMessages;
  /** A message shown under the field and tied to it; marks the input invalid. */
  error?: string | null;
  /** A hint shown under the field. */
  hint?: ReactNode;
  /** Ids of further elements describing the input. */
  describedBy?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Work outside the combobox (resolving a choice) is running. */
  busy?: boolean;
  /** Fewer characters than this ask for nothing. */
  minLength?: number;
  debounceMs?: number;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's tooltip, e.g. the whole of a long chosen value. */
  title?: string;
  /** Shown under the field, not tied to it (the input's own value says the same to a screen reader). */
  after?: ReactNode;
  /**
   * Focus shows the suggestions for the text already there (asked for if need be): set while
   * the text is not a choice, so a customer sent back to the field finds the list to choose from.
   */
  openOnFocus?: boolean;
  className?: string;
}

/**
 * An editable combobox with a listbox popup and list autocomplete, after the
 * WAI-ARIA 1.2 pattern: focus stays in the input, the active option is
 * pointed at by aria-activedescendant. Keys: ArrowDown/ArrowUp open the list
 * and move through it (wrapping), Home/End jump to the first/last option
 * while one is active (otherwise they move the caret), Enter picks the
 * active option, Escape closes the list or, when it is closed, clears the
 * text. Generic so every autocomplete of the form shares it.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    label,
    value,
    onInputChange,
    source,
    getOptionKey,
    renderOption,
    onSelect,
    onBlur,
    messages,
    error,
    hint,
    describedBy,
    placeholder,
    required,
    disabled,
    busy,
    minLength = 2,
    debounceMs = 250,
    name,
    inputRef,
    title,
    after,
    openOnFocus = false,
    className,
  } = props;
  const autoId = useId();
  const inputId = props.id ?? `${autoId}input`;
  const listboxId = `${autoId}listbox`;
  const labelId = `${autoId}label`;
  const hintId = `${autoId}hint`;
  const errorId = `${autoId}error`;
  const optionId = (index: number) => `${autoId}option-${index}`;

  const state = useCombobox<T>({
    value,
    onInputChange,
    source,
    onSelect,
    onBlur,
    messages,
    minLength,
    debounceMs,
    openOnFocus,
  });
  const { listRef, ...list } = state;
  const { expanded, active, status, announcement, input } = list;

  const describedByIds = joinNames(hint ? hintId : null, error ? errorId : null, describedBy);

  return (
    <div className={joinNames(styles.field, className)}>
      <label id={labelId} className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.anchor}>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedByIds}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholder}
          title={title}
          disabled={disabled}
          value={value}
          {...input}
        />
        {(busy || status === 'loading') && <span className={styles.spinner} aria-hidden="true" />}
        <ComboboxPopup
          state={list}
          listRef={listRef}
          listboxId={listboxId}
          labelId={labelId}
          optionId={optionId}
          getOptionKey={getOptionKey}
          renderOption={renderOption}
        />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {after}
      <div role="status" aria-live="polite" aria-atomic="true" className={controls.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
