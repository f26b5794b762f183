import {
  leaveSuggestions,
  suggestionsAsked,
  suggestionsCancelled,
  type SuggestionsAsk,
} from '@/features/auction-form/state/suggestions/suggestions-slice';
import { detailsStore } from '../store/listener-store';

const PAUSE_MS = 250;

/**
 * A store whose catalogue answers at once (or, with `hold`, never), recording each text asked and
 * the signal it was asked with.
 */
function storeWithCatalogue({ hold = false } = {}) {
  const asked: Array<{ text: string; signal: AbortSignal }> = [];
  const store = detailsStore({
    client: {
      searchCatalogue: (_list, _locale, text, signal) => {
        asked.push({ text, signal: signal as AbortSignal });
        return hold
          ? new Promise<never>(() => undefined)
          : Promise.resolve([{ name: text }] as never);
      },
    },
  });
  const ask = (text: string, extra: Partial<SuggestionsAsk> = {}) =>
    store.dispatch(
      suggestionsAsked({
        box: 'name-1',
        source: { kind: 'catalogue', list: 'car' },
        text,
        minLength: 2,
        debounceMs: PAUSE_MS,
        ...extra,
      }),
    );
  return { store, asked, ask };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the suggestions listener', () => {
  it('asks for the text once the typing has paused, never for the prefixes typed before', async () => {
    const { store, asked, ask } = storeWithCatalogue();
    ask('Sk');
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 1);
    ask('Sko');
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 1);
    ask('Skoda');
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 1);
    expect(asked).toEqual([]);
    expect(store.getState().suggestions['name-1']).toMatchObject({
      query: 'Skoda',
      status: 'loading',
    });
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.map((call) => call.text)).toEqual(['Skoda']);
    expect(store.getState().suggestions['name-1']).toMatchObject({
      query: 'Skoda',
      status: 'ready',
      items: [{ name: 'Skoda' }],
    });
  });

  it('aborts the lookup on its way as soon as a newer text is typed', async () => {
    const { asked, ask } = storeWithCatalogue({ hold: true });
    ask('Sko');
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(asked.map((call) => call.text)).toEqual(['Sko']);
    ask('Skod');
    expect(asked[0]?.signal.aborted).toBe(true);
  });

  it('asks at once when the customer asked for the list (ArrowDown, focus)', async () => {
    const { asked, ask } = storeWithCatalogue();
    ask('Skoda', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.map((call) => call.text)).toEqual(['Skoda']);
  });

  it('asks nothing for a text shorter than the minimum, nor after a cancel', async () => {
    const { store, asked, ask } = storeWithCatalogue();
    ask('S');
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(asked).toEqual([]);
    ask('Skoda');
    store.dispatch(suggestionsCancelled('name-1'));
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(asked).toEqual([]);
    expect(store.getState().suggestions['name-1']?.status).toBe('idle');
  });
});

describe('a combobox leaving the page (leaveSuggestions)', () => {
  it('drops its lookup on the way and its entry', async () => {
    const { store, asked, ask } = storeWithCatalogue({ hold: true });
    ask('Skoda', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(leaveSuggestions('name-1'));
    expect(asked.map(({ text, signal }) => ({ text, aborted: signal.aborted }))).toEqual([
      { text: 'Skoda', aborted: true },
    ]);
    expect(store.getState().suggestions).toEqual({});
  });

  it('tells the store nothing when it never asked: leaving a step wakes no subscriber for it', () => {
    const { store } = storeWithCatalogue();
    const seen: string[] = [];
    const stop = store.subscribe(() => seen.push('update'));
    store.dispatch(leaveSuggestions('name-1'));
    stop();
    expect(seen).toEqual([]);
  });
});
