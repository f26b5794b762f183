import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type PointerEvent,
  type MouseEvent,
} from 'react';
import type { PlaceLookupFailure as LookupFailure } from '@/features/auction-form/rules/classify-failure';
import type { SuggestionSource } from '@/features/auction-form/state/suggestions/suggestions-slice';
import { nextActiveIndex } from './combobox-keys';
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

export interface ComboboxBehaviour<T> {
  /** The text in the input; the owner keeps it (it may differ from the chosen option). */
  value: string;
  onInputChange(text: string): void;
  source: SuggestionSource;
  onSelect(item: T): void;
  onBlur?(): void;
  messages: ComboboxMessages;
  minLength: number;
  debounceMs: number;
  openOnFocus: boolean;
}

/** An arrow pressed before the list arrived: the first (or last) option becomes active when it does. */
const FIRST_WHEN_LOADED = -2;
const LAST_WHEN_LOADED = -3;

/**
 * What the combobox does, apart from how it looks: the list's state (open, the active option, the
 * suggestions asked for the text), what the panel and the live region say, and the input's and the
 * popup's handlers (WAI-ARIA 1.2 editable combobox with list autocomplete).
 */
export function useCombobox<T>(behaviour: ComboboxBehaviour<T>) {
  const { value, onInputChange, source, onSelect, onBlur, messages, minLength, openOnFocus } =
    behaviour;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { items, status, query, failure, request, cancel } = useSuggestions<T>(source, {
    debounceMs: behaviour.debounceMs,
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

  /** Opens the list for the text in the field; false when its rows are still to come. */
  const showList = (): boolean => {
    setOpen(true);
    if (status === 'ready' && query === value) return true;
    // Nothing loaded for this text yet (e.g. the field came filled): ask now.
    if (status !== 'loading' || query !== value) request(value, true);
    return false;
  };

  const input = {
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const text = event.target.value;
      onInputChange(text);
      setActiveIndex(-1);
      setOpen(text.trim().length >= minLength);
      request(text);
    },
    onFocus() {
      if (openOnFocus && value.trim().length >= minLength) showList();
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
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
    },
    onBlur() {
      close();
      onBlur?.();
    },
  };

  const popup = {
    // Keeps focus (and the caret) in the input while the mouse or a finger picks: a press
    // anywhere in the popup, since a tap between options, or one the browser moves onto the
    // list, would blur the input, and its blur closes the list before the click arrives.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    // A click picks the option it lands on. A tap is the option it pressed: the browser
    // hit-tests the click again after the finger lifts, and if the page moved meanwhile (its
    // scroll to the top), the click lands beside the options. A press the browser gave up (a
    // scroll of the list) picks nothing.
    onPointerDown(event: PointerEvent) {
      pressed.current = optionAt(event.target);
    },
    onPointerCancel() {
      pressed.current = null;
    },
    onClick(event: MouseEvent) {
      const item = optionAt(event.target) ?? pressed.current;
      if (item !== null && items.includes(item)) choose(item);
    },
  };

  /** The pointer over an option makes it the active one. */
  const hover = (index: number) => {
    if (index !== active) setActiveIndex(index);
  };

  return {
    items,
    status,
    expanded,
    active,
    panelMessage,
    announcement,
    listRef,
    input,
    popup,
    hover,
  };
}
