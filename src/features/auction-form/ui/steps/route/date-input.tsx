import { useState, type Ref } from 'react';
import type { Locale } from '@/core/i18n/locales';
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
  /** The accessible name of the calendar beside the text ("Earliest pickup: pick on a calendar"). */
  calendarLabel: string;
  /** The earliest day the calendar offers (ISO), e.g. today. */
  min?: string;
}

let nativeDate: boolean | null = null;

/** Whether the browser has a real date input (phones and every current desktop browser do). */
function supportsNativeDate(): boolean {
  if (nativeDate === null) {
    const probe = document.createElement('input');
    probe.setAttribute('type', 'date');
    probe.value = 'not-a-date';
    nativeDate = probe.type === 'date' && probe.value === '';
  }
  return nativeDate;
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
    calendarLabel,
    min,
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
      <div className={styles.dateRow}>
        <input
          ref={inputRef}
          id={id}
          className={styles.dateInput}
          type="text"
          inputMode="numeric"
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
        {supportsNativeDate() && (
          // The platform's own picker: keyboard- and screen-reader-complete, no library. The
          // text field stays the place to type in the page's order.
          <span className={styles.calendar}>
            <input
              className={styles.calendarInput}
              type="date"
              aria-label={calendarLabel}
              min={min}
              value={value ?? ''}
              onClick={(event) => {
                try {
                  event.currentTarget.showPicker?.();
                } catch {
                  // Already open, or not allowed in this frame: the input still takes keys.
                }
              }}
              onChange={(event) => {
                const iso = event.target.value || null;
                setDraft(null);
                if (iso !== value) onChange(iso);
              }}
              onBlur={onBlur}
            />
            <svg className={styles.calendarIcon} viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM7 12h3v3H7v-3Z"
              />
            </svg>
          </span>
        )}
      </div>
      {message && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
