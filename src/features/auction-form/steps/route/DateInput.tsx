import { useState, type Ref } from 'react';
import type { Locale } from '../../../../core/i18n/locales';
import { formatTypedDate, parseTypedDate } from './date-text';
import styles from './transport-dates.module.css';

export interface DateInputProps {
  id: string;
  label: string;
  /** The ISO day in the store, or null. */
  value: string | null;
  onChange(value: string | null): void;
  onBlur(): void;
  locale: Locale;
  /** An example in the page's format, shown as the placeholder. */
  example: string;
  /** The message for the stored value (required, past, receive before send). */
  error: string | null;
  /** The message for a text that is not a date. */
  invalidMessage: string;
  /** Show the invalid-text message (after a change or a blur, or once Next was pressed). */
  showInvalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A date typed in the page's format (see date-text.ts). What the customer
 * types is kept as typed while it is not a date yet; the store holds only
 * real ISO days or null.
 */
export function DateInput(props: DateInputProps) {
  const {
    id,
    label,
    value,
    onChange,
    onBlur,
    locale,
    example,
    error,
    invalidMessage,
    showInvalid,
    inputRef,
  } = props;
  const [draft, setDraft] = useState<{ text: string; iso: string | null } | null>(null);
  // A draft belongs to the value it produced; a value set from elsewhere shows as formatted.
  const current = draft && draft.iso === value ? draft : null;
  const text = current ? current.text : formatTypedDate(value, locale);
  const invalid = Boolean(current && current.text.trim() && current.iso === null);
  const message = invalid && showInvalid ? invalidMessage : invalid ? null : error;
  const errorId = `${id}-error`;

  return (
    <div className={styles.dateField}>
      <label className={styles.dateLabel} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.dateInput}
        type="text"
        autoComplete="off"
        placeholder={example}
        required
        value={text}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          const iso = parseTypedDate(typed, locale);
          setDraft({ text: typed, iso });
          if (iso !== value) onChange(iso);
        }}
        onBlur={() => {
          if (current?.iso) setDraft(null); // tidy "1.7.2026" into "01.07.2026"
          onBlur();
        }}
      />
      {message && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
