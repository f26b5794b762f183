import { useCallback, useEffect, useRef, useState } from 'react';

export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type FetchSuggestions<T> = (text: string, signal: AbortSignal) => Promise<T[]>;

export interface SuggestionsOptions {
  debounceMs: number;
  minLength: number;
}

const isAbort = (error: unknown): boolean =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'aborted');

/**
 * Debounced suggestions for a text. Every new request aborts the one before
 * at once (not when the debounce fires), so a slow answer to an old prefix can
 * never overwrite the list for what the customer has typed since.
 */
export function useSuggestions<T>(
  fetchSuggestions: FetchSuggestions<T>,
  options: SuggestionsOptions,
) {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<SuggestionStatus>('idle');
  const [query, setQuery] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controller = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchSuggestions);
  useEffect(() => {
    fetchRef.current = fetchSuggestions;
  }, [fetchSuggestions]);
  const { debounceMs, minLength } = options;

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    controller.current?.abort();
    controller.current = null;
  }, []);

  /**
   * The customer's cancel (Escape, a pick): a lookup stopped on its way has no answer, so the
   * status leaves `loading` (the spinner stops) and the next ArrowDown asks again.
   */
  const cancel = useCallback(() => {
    stop();
    setStatus((current) => (current === 'loading' ? 'idle' : current));
  }, [stop]);

  const run = useCallback((text: string) => {
    const current = new AbortController();
    controller.current = current;
    fetchRef.current(text, current.signal).then(
      (rows) => {
        if (current.signal.aborted) return;
        setItems(rows);
        setStatus('ready');
      },
      (error: unknown) => {
        if (current.signal.aborted || isAbort(error)) return;
        setItems([]);
        setStatus('failed');
      },
    );
  }, []);

  /** Asks for `text` after the debounce, or at once with `immediate`. */
  const request = useCallback(
    (text: string, immediate = false) => {
      stop();
      setQuery(text);
      if (text.trim().length < minLength) {
        setItems([]);
        setStatus('idle');
        return;
      }
      setStatus('loading');
      if (immediate) run(text);
      else timer.current = setTimeout(() => run(text), debounceMs);
    },
    [stop, run, debounceMs, minLength],
  );

  useEffect(() => stop, [stop]);

  return { items, status, query, request, cancel };
}
