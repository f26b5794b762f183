import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import * as v from 'valibot';
import { formClient } from '@/features/auction-form/api/client';
import { auctionFormConfigSchema } from '@/features/auction-form/config';
import { makeStore } from '@/features/auction-form/state/store/store';
import {
  Combobox,
  type ComboboxProps,
} from '@/features/auction-form/ui/components/combobox/combobox';

interface City {
  id: string;
  name: string;
}

const CITIES: City[] = [
  { id: 'krk', name: 'Kraków' },
  { id: 'kra', name: 'Krasnystaw' },
  { id: 'kro', name: 'Krosno' },
];

const messages = {
  loading: 'Searching…',
  noResults: 'No matching places',
  failed: (why: string) =>
    why === 'unavailable' ? 'Suggestions are unavailable' : 'The place service failed',
  count: (n: number) => `${n} suggestions`,
};

type Fetch = (text: string, signal: AbortSignal) => Promise<City[]>;

/** A form store whose place lookup is `fetch`: the combobox's lookups are the store's. */
function storeLookingUpWith(fetch: Fetch) {
  const config = v.parse(auctionFormConfigSchema, {});
  const client = {
    ...formClient,
    suggestPlaces: fetch as unknown as typeof formClient.suggestPlaces,
  };
  const env = {
    config,
    locale: 'en' as const,
    currency: 'EUR',
    stepBase: '/form/en/',
    draftKey: 'test',
    userId: null,
  };
  return makeStore({ env, client, persist: false }).store;
}

function Harness(
  props: Partial<ComboboxProps<City>> & {
    fetch: Fetch;
    onPick?: (city: City) => void;
    store?: ReturnType<typeof storeLookingUpWith>;
  },
) {
  const [text, setText] = useState('');
  const [store] = useState(() => props.store ?? storeLookingUpWith(props.fetch));
  return (
    <Provider store={store}>
      <Combobox<City>
        label="From"
        value={text}
        onInputChange={setText}
        source={{ kind: 'places' }}
        getOptionKey={(city) => city.id}
        renderOption={(city) => city.name}
        onSelect={(city) => {
          setText(city.name);
          props.onPick?.(city);
        }}
        messages={messages}
        {...props}
      />
      <p id="extra">Extra description</p>
    </Provider>
  );
}

const resolving = (rows: City[] = CITIES) => vi.fn<Fetch>(() => Promise.resolve(rows));

async function openWith(fetch: Fetch, text = 'Kr', extra: Partial<ComboboxProps<City>> = {}) {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<Harness fetch={fetch} onPick={onPick} {...extra} />);
  const input = screen.getByRole('combobox', { name: 'From' });
  await user.type(input, text);
  await screen.findAllByRole('option');
  return { user, input, onPick };
}

describe('Combobox', () => {
  it('is a labelled combobox that controls a listbox, collapsed at first', () => {
    render(<Harness fetch={resolving()} />);
    const input = screen.getByRole('combobox', { name: 'From' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(
      document.getElementById(listbox?.getAttribute('aria-labelledby') ?? ''),
    ).toHaveTextContent('From');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('asks once, after the debounce, for the whole typed text, and lists the options', async () => {
    const fetch = resolving();
    const { input } = await openWith(fetch, 'Krak');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('Krak');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Kraków',
      'Krasnystaw',
      'Krosno',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('asks nothing below the minimum length', async () => {
    const fetch = resolving();
    const user = userEvent.setup();
    render(<Harness fetch={fetch} />);
    await user.type(screen.getByRole('combobox'), 'K');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the active option with ArrowDown and ArrowUp, wrapping at both ends', async () => {
    const { user, input } = await openWith(resolving());
    const options = screen.getAllByRole('option');
    const activeId = () => input.getAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(activeId()).toBe(options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeId()).toBe(options[2]?.id);
    await user.keyboard('{ArrowDown}');
    expect(activeId()).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(activeId()).toBe(options[2]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(activeId()).toBe(options[1]?.id);
    expect(input).toHaveFocus();
  });

  it('jumps to the first and last option with Home and End while an option is active', async () => {
    const { user, input } = await openWith(resolving());
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}{End}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
  });

  it('leaves Home and End to the caret while no option is active', async () => {
    const { user, input } = await openWith(resolving(), 'Kr');
    await user.keyboard('{Home}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect((input as HTMLInputElement).selectionStart).toBe(0);
    await user.keyboard('{End}');
    expect((input as HTMLInputElement).selectionStart).toBe(2);
  });

  it('picks the active option with Enter and collapses', async () => {
    const { user, input, onPick } = await openWith(resolving());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(CITIES[1]);
    expect(input).toHaveValue('Krasnystaw');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('does nothing on Enter with no active option', async () => {
    const { user, input, onPick } = await openWith(resolving());
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape, then clears the text on a second Escape', async () => {
    const { user, input, onPick } = await openWith(resolving());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('Kr');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('Escape during a pending lookup stops the spinner; ArrowDown asks again', async () => {
    const asked: AbortSignal[] = [];
    const fetch = vi.fn<Fetch>(
      (_text, signal) =>
        new Promise<City[]>((resolve) => {
          asked.push(signal);
          // The first lookup never answers unless aborted; the second one answers.
          if (asked.length > 1) resolve(CITIES);
        }),
    );
    const user = userEvent.setup();
    const { container } = render(<Harness fetch={fetch} />);
    const input = screen.getByRole('combobox', { name: 'From' });
    await user.type(input, 'Kr');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.spinner')).not.toBeNull();
    expect(screen.getByText('Searching…')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(asked[0]?.aborted).toBe(true);
    expect(container.querySelector('.spinner')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Kr');

    await user.keyboard('{ArrowDown}');
    await screen.findAllByRole('option');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(container.querySelector('.spinner')).toBeNull();
  });

  it('reopens with ArrowDown (first option active) and ArrowUp (last option active)', async () => {
    const fetch = resolving();
    const { user, input } = await openWith(fetch);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{Escape}{ArrowUp}');
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]?.id),
    );
  });

  it('picks an option with the mouse and keeps the focus in the input', async () => {
    const { user, input, onPick } = await openWith(resolving());
    await user.click(screen.getByRole('option', { name: 'Krosno' }));
    expect(onPick).toHaveBeenCalledWith(CITIES[2]);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Krosno');
  });

  it('a press on the list between its options (a finger, or a tap the browser moves off the option) keeps the focus and the list', async () => {
    const { input } = await openWith(resolving());
    const listbox = screen.getByRole('listbox');
    // The press's default would move the focus out of the input, and its blur closes the list
    // before the click arrives: the pick would be lost.
    expect(fireEvent.mouseDown(listbox)).toBe(false);
    expect(input).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(CITIES.length);
  });

  it('a tap is the option it pressed, though the page moved under the finger before the click', async () => {
    const { input, onPick } = await openWith(resolving());
    // A finger presses "Krasnystaw"; the page moves before the browser's click, which lands on the
    // list around the options rather than on one (a line appearing above, the list scrolled).
    const pressed = screen.getByRole('option', { name: 'Krasnystaw' });
    fireEvent.pointerDown(pressed, { pointerType: 'touch' });
    fireEvent.mouseDown(screen.getByRole('listbox'));
    fireEvent.click(screen.getByRole('listbox'));
    expect(onPick).toHaveBeenCalledWith(CITIES[1]);
    expect(input).toHaveValue('Krasnystaw');
  });

  it('a press that did not start on an option picks nothing', async () => {
    const { onPick } = await openWith(resolving());
    const listbox = screen.getByRole('listbox');
    fireEvent.pointerDown(listbox, { pointerType: 'touch' });
    fireEvent.click(listbox);
    // And a press the browser gave up (the finger scrolled the list) picks nothing either.
    fireEvent.pointerDown(screen.getByRole('option', { name: 'Krosno' }), { pointerType: 'touch' });
    fireEvent.pointerCancel(screen.getByRole('option', { name: 'Krosno' }));
    fireEvent.click(listbox);
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getAllByRole('option')).toHaveLength(CITIES.length);
  });

  it('aborts the stale request when a new keystroke arrives', async () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn<Fetch>((text, signal) => {
      signals.push(signal);
      return text === 'Kra'
        ? Promise.resolve([CITIES[0] as City])
        : new Promise<City[]>(() => undefined);
    });
    const user = userEvent.setup();
    render(<Harness fetch={fetch} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Kr');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(signals[0]?.aborted).toBe(false);
    await user.type(input, 'a');
    expect(signals[0]?.aborted).toBe(true);
    expect(await screen.findByRole('option')).toHaveTextContent('Kraków');
    expect(fetch).toHaveBeenLastCalledWith('Kra', expect.any(AbortSignal));
  });

  it('says so when nothing matches and when the lookup fails', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<Fetch>((text) =>
      text.startsWith('Zz') ? Promise.resolve([]) : Promise.reject(new Error('offline')),
    );
    render(<Harness fetch={fetch} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Zzz');
    expect(await screen.findByText('No matching places', { selector: 'p' })).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.clear(input);
    await user.type(input, 'Kr');
    expect(await screen.findByText('Suggestions are unavailable', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Suggestions are unavailable');
  });

  it('ties its error and extra descriptions to the input with aria-describedby', () => {
    render(
      <Harness
        fetch={resolving()}
        error="Choose a place from the list"
        describedBy="extra"
        hint="City or postal code"
      />,
    );
    const input = screen.getByRole('combobox');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'City or postal code Choose a place from the list Extra description',
    );
  });

  it('leaves the page without waking the store when it never asked', () => {
    const fetch = resolving();
    const store = storeLookingUpWith(fetch);
    const seen: string[] = [];
    const { unmount } = render(<Harness fetch={fetch} store={store} />);
    const stop = store.subscribe(() => seen.push('update'));
    unmount();
    stop();
    expect(seen).toEqual([]);
  });

  it('leaves the page dropping what it asked', async () => {
    const fetch = vi.fn<Fetch>(() => new Promise<never>(() => undefined));
    const store = storeLookingUpWith(fetch);
    const user = userEvent.setup();
    const { unmount } = render(<Harness fetch={fetch} store={store} />);
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'Kr');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const signal = fetch.mock.calls[0]?.[1];
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(store.getState().suggestions).toEqual({});
  });

  it('is not invalid without an error', () => {
    render(<Harness fetch={resolving()} />);
    expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-invalid');
  });
});
