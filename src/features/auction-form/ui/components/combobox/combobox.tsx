import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import controls from '@/core/ui/controls.module.css';
import type { PlaceLookupFailure as LookupFailure } from '@/features/auction-form/rules/classify-failure';
import type { SuggestionSource } from '@/features/auction-form/state/suggestions/suggestions-slice';
import { nextActiveIndex } from './combobox-keys';
import styles from './combobox.module.css';
import { useSuggestions } from './use-suggestions';

export interface ComboboxMessages {
  /** While a request runs. */
  loading: string;
  /** The answer held nothing. */
  noResults: string;
  /** The request failed, and why (the connection, or the service: only the first asks to check it). */
  failed(why: LookupFailure): string;
  /** Announced to screen readers when a list arrives. */
  count(count: number): string;
}

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

/** An arrow pressed before the list arrived: the first (or last) option becomes active when it does. */
const FIRST_WHEN_LOADED = -2;
const LAST_WHEN_LOADED = -3;

const join = (...ids: Array<string | false | null | undefined>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

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

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { items, status, query, failure, request, cancel } = useSuggestions<T>(source, {
    debounceMs,
    minLength,
  });
  const listRef = useRef<HTMLUListElement>(null);
  // The option under the last press in the popup, for a click that the page's movement took off it.
  const pressed = useRef<T | null>(null);

  // Stale rows (for an older text) are never shown, so Enter cannot pick one.
  const expanded = open && status === 'ready' && items.length > 0;
  const active = !expanded
    ? -1
    : activeIndex === FIRST_WHEN_LOADED
      ? 0
      : activeIndex === LAST_WHEN_LOADED
        ? items.length - 1
        : activeIndex < items.length
          ? activeIndex
          : -1;
  const panelMessage = !open
    ? null
    : status === 'loading'
      ? messages.loading
      : status === 'failed'
        ? messages.failed(failure ?? 'unavailable')
        : status === 'ready' && items.length === 0
          ? messages.noResults
          : null;
  const announcement = !open
    ? ''
    : status === 'ready'
      ? items.length > 0
        ? messages.count(items.length)
        : messages.noResults
      : status === 'failed'
        ? messages.failed(failure ?? 'unavailable')
        : '';

  useEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
    pressed.current = null;
  };

  const optionAt = (target: EventTarget): T | null => {
    const option = target instanceof Element ? target.closest('[role="option"]') : null;
    const index = Number(option?.getAttribute('data-index') ?? NaN);
    return option && listRef.current?.contains(option) ? (items[index] ?? null) : null;
  };

  const choose = (item: T) => {
    close();
    cancel();
    onSelect(item);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    onInputChange(text);
    setActiveIndex(-1);
    setOpen(text.trim().length >= minLength);
    request(text);
  };

  /** Opens the list for the text in the field; false when its rows are still to come. */
  const showList = (): boolean => {
    setOpen(true);
    if (status === 'ready' && query === value) return true;
    // Nothing loaded for this text yet (e.g. the field came filled): ask now.
    if (status !== 'loading' || query !== value) request(value, true);
    return false;
  };

  const handleFocus = () => {
    if (openOnFocus && value.trim().length >= minLength) showList();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded && !showList()) {
          setActiveIndex(event.key === 'ArrowDown' ? FIRST_WHEN_LOADED : LAST_WHEN_LOADED);
          return;
        }
        setActiveIndex(nextActiveIndex(event.key, expanded ? active : -1, items.length));
        return;
      }
      case 'Home':
      case 'End':
        if (active < 0) return; // the caret moves, as in any text field
        event.preventDefault();
        setActiveIndex(nextActiveIndex(event.key, active, items.length));
        return;
      case 'Enter': {
        const item = active >= 0 ? items[active] : undefined;
        if (item === undefined) return;
        event.preventDefault();
        choose(item);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
          cancel();
        } else if (value) {
          event.preventDefault();
          onInputChange('');
          request('');
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const describedByIds = join(hint ? hintId : null, error ? errorId : null, describedBy);

  return (
    <div className={join(styles.field, className)}>
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
          onChange={handleChange}
          onFocus={handleFocus}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
        />
        {(busy || status === 'loading') && <span className={styles.spinner} aria-hidden="true" />}
        <div
          className={styles.popup}
          hidden={!expanded && !panelMessage}
          // Keeps focus (and the caret) in the input while the mouse or a finger picks: a press
          // anywhere in the popup, since a tap between options, or one the browser moves onto the
          // list, would blur the input, and its blur closes the list before the click arrives.
          onMouseDown={(event) => event.preventDefault()}
          // A click picks the option it lands on. A tap is the option it pressed: the browser
          // hit-tests the click again after the finger lifts, and if the page moved meanwhile (its
          // scroll to the top), the click lands beside the options. A press the browser gave up (a
          // scroll of the list) picks nothing.
          onPointerDown={(event) => {
            pressed.current = optionAt(event.target);
          }}
          onPointerCancel={() => {
            pressed.current = null;
          }}
          onClick={(event) => {
            const item = optionAt(event.target) ?? pressed.current;
            if (item !== null && items.includes(item)) choose(item);
          }}
        >
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-labelledby={labelId}
            className={styles.listbox}
            hidden={!expanded}
          >
            {expanded &&
              items.map((item, index) => (
                <li
                  key={getOptionKey(item)}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={index === active}
                  className={join(styles.option, index === active && styles.active)}
                  onMouseMove={() => {
                    if (index !== active) setActiveIndex(index);
                  }}
                >
                  {renderOption(item, { active: index === active })}
                </li>
              ))}
          </ul>
          {panelMessage && !expanded && (
            <p className={join(styles.panelMessage, status === 'failed' && styles.panelError)}>
              {panelMessage}
            </p>
          )}
        </div>
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
