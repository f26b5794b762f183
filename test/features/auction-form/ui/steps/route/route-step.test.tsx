import { fireEvent, act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense, type ReactNode } from 'react';
import { today } from '@/core/dates/calendar-day';
import { getI18n } from '@/core/i18n/i18n';
import { isAddressValid } from '@/features/auction-form/rules/address';
import { deriveDateRange } from '@/features/auction-form/rules/dates';
import {
  stepChanged,
  transportDateRangeChosen,
} from '@/features/auction-form/state/navigation/form-slice';
import { setCategory, setDates } from '@/features/auction-form/state/store/auction-slice';
import RouteStep from '@/features/auction-form/ui/steps/route/route-step';
import { mockServer } from '../../../../../../fixtures/node';
import { renderStep, type RenderedForm } from '../../../render-form';
import { pickPlace } from './pick-place';

const wrapper = (children: ReactNode) => (
  <Suspense fallback={<p>loading step</p>}>{children}</Suspense>
);

async function renderRoute(): Promise<RenderedForm> {
  await (await getI18n(['auction-form-route'], 'en')).loadNamespaces(['auction-form-route']);
  const form = await renderStep(RouteStep, { wrapper });
  await screen.findByRole('combobox', { name: 'Pickup place' });
  return form;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('route step: addresses and route', () => {
  it('fills the address from a keyboard pick, then draws the route and shows the distance', async () => {
    const form = await renderRoute();
    const from = await pickPlace(form, 'Pickup place', 'Krak');
    const address = form.store.getState().addresses.from;
    expect(address).toMatchObject({
      city: 'Kraków',
      countryCode: 'PL',
      postalCode: '31-042',
      isAddressChanged: false,
      inputError: null,
      geoCodingError: null,
    });
    expect(address.addressDbId).toEqual(expect.any(Number));
    expect(from).toHaveValue(address.userText);
    expect(address.userText).toContain('31-042 Kraków');

    await pickPlace(form, 'Delivery place', 'Berl');
    expect(form.store.getState().addresses.to.city).toBe('Berlin');
    await waitFor(() =>
      expect(form.store.getState().auction.polylineString).toEqual(expect.any(String)),
    );
    const { distance } = form.store.getState().auction;
    // Kraków–Berlin is about 530 km as the crow flies; the fixture road factor is 1.25.
    expect(distance).toBeGreaterThan(550);
    expect(distance).toBeLessThan(750);
    expect(await screen.findByText(`About ${distance} km by road`)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Map of the route from Kraków to Berlin/ }),
    ).toBeInTheDocument();
  });

  it('says a typed text was never chosen, and drops a chosen place when the text changes', async () => {
    const form = await renderRoute();
    const from = await pickPlace(form, 'Pickup place', 'Gdań');
    await pickPlace(form, 'Delivery place', 'Pozn');
    await waitFor(() => expect(form.store.getState().auction.distance).not.toBeNull());

    await form.user.click(from);
    await form.user.type(from, 'x');
    const changed = form.store.getState().addresses.from;
    expect(changed.isAddressChanged).toBe(true);
    expect(isAddressValid(changed)).toBe(false);
    expect(changed.previousText).toContain('Gdańsk');
    await waitFor(() => expect(form.store.getState().auction.distance).toBeNull());
    expect(from).toHaveAccessibleDescription(
      /You changed this address\. Choose the new place from the list \(before: .*Gdańsk/,
    );

    await form.user.tab();
    expect(form.store.getState().addresses.from.inputError).toBe('notSelected');
    expect(from).toBeInvalid();
    expect(from).toHaveAccessibleDescription(
      'Choose a place from the list so we can find it on the map.',
    );
  });

  it('shows a geocoding failure as a clear message and keeps the address invalid', async () => {
    mockServer.use(
      http.post('*/api/localizations/address-info-by-place-id', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const form = await renderRoute();
    const input = screen.getByRole('combobox', { name: 'Pickup place' });
    await form.user.type(input, 'Lubl');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await form.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(form.store.getState().addresses.from.geoCodingError).toBe('serverFailed'),
    );
    expect(isAddressValid(form.store.getState().addresses.from)).toBe(false);
    expect((input as HTMLInputElement).value).toContain('20-109 Lublin');
    expect(input).toHaveAccessibleDescription(
      'The place search is not working right now. Please choose the place again in a moment.',
    );
  });

  it('offers to try again when the route cannot be calculated', async () => {
    let fail = true;
    mockServer.use(
      http.get('*/api/map/polyline/:from/:to', () =>
        fail ? HttpResponse.json({ message: 'nope' }, { status: 404 }) : undefined,
      ),
    );
    const form = await renderRoute();
    await pickPlace(form, 'Pickup place', 'Wroc');
    await pickPlace(form, 'Delivery place', 'Prah');
    expect(
      await screen.findByText('We could not calculate the distance right now.'),
    ).toBeInTheDocument();
    fail = false;
    await form.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/km by road/)).toBeInTheDocument();
    expect(form.store.getState().auction.polylineString).toEqual(expect.any(String));
  });
});

describe('route step: transport dates', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 11, 10, 30)); // Thursday 11 June 2026
  });
  afterEach(() => vi.useRealTimers());

  const option = (name: RegExp) => screen.getByRole('radio', { name });
  const dates = (form: RenderedForm) => {
    const { dateFixed, sendDateFrom, sendDateTo, receiveDateFrom, receiveDateTo } =
      form.store.getState().auction;
    return { dateFixed, sendDateFrom, sendDateTo, receiveDateFrom, receiveDateTo };
  };

  it('shows the window each quick option gives from today', async () => {
    await renderRoute();
    expect(option(/Within 3 days/)).toHaveAccessibleDescription(
      // Non-breaking spaces inside each date: a window wraps between its ends only.
      'Pickup and delivery Thu\u00a011\u00a0Jun – Sun\u00a014\u00a0Jun',
    );
    expect(option(/Within a week/)).toHaveAccessibleDescription(
      'Pickup and delivery Thu\u00a011\u00a0Jun – Thu\u00a018\u00a0Jun',
    );
    expect(option(/flexible/)).toHaveAccessibleDescription('Couriers propose the dates');
    expect(option(/Specific dates/)).toHaveAccessibleDescription(
      'Choose the pickup and delivery windows yourself',
    );
  });

  it('applies each option’s dates to the request', async () => {
    const form = await renderRoute();
    await form.user.click(option(/Within 3 days/));
    expect(dates(form)).toEqual({
      dateFixed: true,
      sendDateFrom: '2026-06-11',
      sendDateTo: '2026-06-14',
      receiveDateFrom: '2026-06-11',
      receiveDateTo: '2026-06-14',
    });
    expect(form.store.getState().form.transportDateRange).toBe('3days');

    await form.user.click(option(/Within a week/));
    expect(dates(form)).toEqual({
      dateFixed: true,
      sendDateFrom: '2026-06-11',
      sendDateTo: '2026-06-18',
      receiveDateFrom: '2026-06-11',
      receiveDateTo: '2026-06-18',
    });

    await form.user.click(option(/flexible/));
    expect(dates(form)).toEqual({
      dateFixed: false,
      sendDateFrom: null,
      sendDateTo: null,
      receiveDateFrom: null,
      receiveDateTo: null,
    });
    expect(screen.queryByLabelText('Earliest pickup')).not.toBeInTheDocument();

    await form.user.click(option(/Specific dates/));
    expect(dates(form)).toEqual({
      dateFixed: true,
      sendDateFrom: null,
      sendDateTo: null,
      receiveDateFrom: null,
      receiveDateTo: null,
    });
    for (const label of [
      'Earliest pickup',
      'Latest pickup',
      'Earliest delivery',
      'Latest delivery',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('placeholder', 'e.g. 11/06/2026');
    }
  });

  it('an edited auction whose dates have passed opens on "Specific dates" with the past-date errors shown at once', async () => {
    const form = await renderRoute();
    const passed = {
      dateFixed: true,
      sendDateFrom: '2026-05-20',
      sendDateTo: '2026-05-22',
      receiveDateFrom: '2026-05-25',
      receiveDateTo: '2026-05-28',
    };
    // As the edit loader does (state/store/start-form.ts): the derived range and, if any, its patch.
    const { range, patch } = deriveDateRange({ ...passed, bookingSetPrice: null }, today());
    act(() => {
      form.store.dispatch(setDates(patch ?? passed));
      form.store.dispatch(transportDateRangeChosen(range));
    });
    expect(option(/Specific dates/)).toBeChecked();
    const past = 'This date is in the past. Choose today or a later date.';
    // Nothing typed, nothing left, Continue not pressed: the customer must still see why.
    expect(screen.getByLabelText('Earliest pickup')).toHaveAccessibleDescription(past);
    expect(screen.getByLabelText('Earliest delivery')).toHaveAccessibleDescription(past);
    expect(screen.getByLabelText('Earliest pickup')).toBeInvalid();
    expect(dates(form)).toEqual(passed);
  });

  it('flags a date in the past, inline and tied to its input', async () => {
    const form = await renderRoute();
    await form.user.click(option(/Specific dates/));
    const earliest = screen.getByLabelText('Earliest pickup');
    await form.user.type(earliest, '09/06/2026');
    expect(form.store.getState().auction.sendDateFrom).toBe('2026-06-09');
    expect(earliest).toBeInvalid();
    expect(earliest).toHaveAccessibleDescription(
      'This date is in the past. Choose today or a later date.',
    );
  });

  it('flags a delivery date earlier than its pickup date', async () => {
    const form = await renderRoute();
    await form.user.click(option(/Specific dates/));
    await form.user.type(screen.getByLabelText('Earliest pickup'), '15/06/2026');
    const delivery = screen.getByLabelText('Earliest delivery');
    await form.user.type(delivery, '13/6/2026');
    expect(form.store.getState().auction.receiveDateFrom).toBe('2026-06-13');
    expect(delivery).toBeInvalid();
    expect(delivery).toHaveAccessibleDescription(
      'The delivery date cannot be earlier than the pickup date.',
    );
    await form.user.clear(delivery);
    await form.user.type(delivery, '16/06/2026');
    expect(delivery).not.toBeInvalid();
  });

  it('reads dates in the page’s own order (en-GB: day first) and says so when a text is not a date', async () => {
    const form = await renderRoute();
    await form.user.click(option(/Specific dates/));
    const latest = screen.getByLabelText('Latest pickup');
    await form.user.type(latest, '30/02/2026');
    expect(latest).not.toBeInvalid(); // still typing
    await form.user.tab();
    expect(latest).toBeInvalid();
    expect(latest).toHaveAccessibleDescription('Enter a date like 11/06/2026.');
    expect(form.store.getState().auction.sendDateTo).toBeNull();
    await form.user.clear(latest);
    await form.user.type(latest, '1/7/2026');
    await form.user.tab();
    expect(form.store.getState().auction.sendDateTo).toBe('2026-07-01');
    expect(latest).toHaveValue('01/07/2026');
  });

  it('offers each date on the platform calendar (a native date input), in step with the text', async () => {
    const form = await renderRoute();
    await form.user.click(option(/Specific dates/));
    const calendar = screen.getByLabelText('Earliest pickup: pick on a calendar');
    expect(calendar).toHaveAttribute('type', 'date');
    expect(calendar).toHaveAttribute('min', '2026-06-11');
    fireEvent.change(calendar, { target: { value: '2026-06-20' } });
    expect(form.store.getState().auction.sendDateFrom).toBe('2026-06-20');
    expect(screen.getByLabelText('Earliest pickup')).toHaveValue('20/06/2026');
    await form.user.type(screen.getByLabelText('Latest pickup'), '25/06/2026');
    expect(screen.getByLabelText('Latest pickup: pick on a calendar')).toHaveValue('2026-06-25');
  });

  it('flags required dates when Continue is pressed, focusing the first one', async () => {
    const form = await renderRoute();
    await pickPlace(form, 'Pickup place', 'Szcz');
    await pickPlace(form, 'Delivery place', 'Hamb');
    await form.user.click(option(/Specific dates/));
    await form.user.type(screen.getByLabelText('Latest pickup'), '20/06/2026');
    await form.user.click(continueButton());
    const earliest = screen.getByLabelText('Earliest pickup');
    expect(earliest).toHaveFocus();
    expect(earliest).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Earliest delivery')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByLabelText('Latest pickup')).not.toBeInvalid();
  });
});

describe('route step: Continue', () => {
  it('stays focusable while incomplete and sends the focus to the first invalid field with its message', async () => {
    const form = await renderRoute();
    const button = continueButton();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Enter both places and choose the dates to continue.',
    );

    await form.user.click(button);
    const from = screen.getByRole('combobox', { name: 'Pickup place' });
    expect(from).toHaveFocus();
    expect(from).toHaveAccessibleDescription('Enter where the shipment is picked up.');
    expect(screen.getByRole('combobox', { name: 'Delivery place' })).toHaveAccessibleDescription(
      'Enter where the shipment is delivered.',
    );

    await pickPlace(form, 'Pickup place', 'Ol');
    await form.user.click(button);
    expect(screen.getByRole('combobox', { name: 'Delivery place' })).toHaveFocus();

    await pickPlace(form, 'Delivery place', 'Wien');
    await form.user.click(button);
    const first = screen.getAllByRole('radio')[0];
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(
      'Couriers propose the dates Choose when the shipment should travel.',
    );
    expect(form.store.getState().form.step).toBeNull();
  });

  it('a place typed while the lookup was slow shows its suggestions when Continue sends the focus back', async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.post('*/api/localizations/address-info-by-name', async () => {
        await answered;
        // Then the fixtures' own handler answers.
        return undefined;
      }),
    );
    const form = await renderRoute();
    const from = screen.getByRole('combobox', { name: 'Pickup place' });
    await form.user.click(from);
    await form.user.type(from, 'Krak');
    // The customer does not wait for the list: Continue, which sends them back to the field.
    await form.user.click(continueButton());
    answer();
    expect(from).toHaveFocus();
    expect(from).toHaveAccessibleDescription(
      'Choose a place from the list so we can find it on the map.',
    );
    await waitFor(() => expect(from).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(/Kraków/);
  });

  it('moves on to the details once the route and dates are complete', async () => {
    const form = await renderRoute();
    act(() => {
      form.store.dispatch(setCategory({ mainCategoryId: 1, categoryId: 1 }));
      form.store.dispatch(stepChanged({ step: 'route', history: 'replace' }));
    });
    await pickPlace(form, 'Pickup place', 'Łódź');
    await pickPlace(form, 'Delivery place', 'Lyon');
    await form.user.click(screen.getByRole('radio', { name: /flexible/ }));
    const button = continueButton();
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(button).not.toHaveAttribute('aria-describedby');
    await form.user.click(button);
    expect(form.store.getState().form.step).toBe('shippingDetails');
  });

  it('the hint names only what is missing: "Enter both places" goes once both are chosen', async () => {
    const form = await renderRoute();
    await pickPlace(form, 'Pickup place', 'Porto');
    expect(continueButton()).toHaveAccessibleDescription(
      'Enter both places and choose the dates to continue.',
    );
    await pickPlace(form, 'Delivery place', 'Lisboa');
    await waitFor(() =>
      expect(continueButton()).toHaveAccessibleDescription('Choose the dates to continue.'),
    );
    expect(screen.queryByText(/Enter both places/)).toBeNull();
  });

  it('keeps the Continue hint out of the way once complete', async () => {
    const form = await renderRoute();
    await pickPlace(form, 'Pickup place', 'Porto');
    await pickPlace(form, 'Delivery place', 'Lisboa');
    await form.user.click(screen.getByRole('radio', { name: /Within a week/ }));
    expect(
      within(screen.getByRole('button', { name: 'Continue' }).parentElement!).queryByText(
        /Enter both places/,
      ),
    ).toBeNull();
  });
});

describe('route step: a long chosen address', () => {
  // jsdom lays nothing out: the input's widths are set as a phone would measure them.
  const widths = (scroll: number, client: number) => {
    vi.spyOn(HTMLInputElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
    vi.spyOn(HTMLInputElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
  };
  afterEach(() => vi.restoreAllMocks());

  it('is shown whole under the box and in its tooltip when the box cuts it', async () => {
    widths(620, 280);
    const form = await renderRoute();
    const from = await pickPlace(form, 'Pickup place', 'Krak');
    const text = form.store.getState().addresses.from.userText ?? '';
    expect(from).toHaveAttribute('title', text);
    await waitFor(() =>
      expect(document.querySelector('[data-full-address]')).toHaveTextContent(text),
    );
    // Its postcode ("31-…") is one unbreakable piece: a line break never falls at its hyphen.
    const postcode = /\d+-\d+/.exec(text)?.[0];
    expect(postcode).toBeDefined();
    expect(
      [...document.querySelectorAll('[data-full-address] span')].map((s) => s.textContent),
    ).toContain(postcode);
    // Typing again: the text is no longer a chosen address, the full line and tooltip go.
    await form.user.type(from, 'x');
    expect(document.querySelector('[data-full-address]')).toBeNull();
    expect(from).not.toHaveAttribute('title');
  });

  it('is not repeated when it fits', async () => {
    widths(200, 280);
    const form = await renderRoute();
    const from = await pickPlace(form, 'Pickup place', 'Krak');
    expect(from).toHaveAttribute('title');
    expect(document.querySelector('[data-full-address]')).toBeNull();
  });
});
