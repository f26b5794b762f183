import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setPageNavigator } from '@/features/auction-form/state/navigation/page-navigator';
import { patchAuction } from '@/features/auction-form/state/store/auction-slice';
import {
  ADDED_AUCTION_IDS_KEY,
  UPDATED_AUCTION_IDS_KEY,
} from '@/features/auction-form/state/submit/auction-ids';
import { DEVICE_UID_KEY } from '@/features/auction-form/state/submit/device-uid';
import { submitAuction } from '@/features/auction-form/state/submit/submit-auction';
import { auctionWrites, resetAuctionWrites } from '../../../../../../fixtures/form/handlers';
import { mockServer } from '../../../../../../fixtures/node';
import { setScenario } from '../../../../../../fixtures/scenario';
import { stubLoginDoor } from '../../../../login-helper/login-door';
import { renderSummary, UUID } from './render-summary';

const userClick = async () => {
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.click(submitButton());
};

const submitButton = (
  name: RegExp | string = /Post my request|Post the new request|Save changes/,
) => screen.getByRole('button', { name });

let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let restoreNavigator: () => void;

beforeEach(() => {
  resetAuctionWrites();
  navigate = vi.fn<(url: string) => void>();
  restoreNavigator = setPageNavigator(navigate);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  restoreNavigator();
  delete (window as { TransportWidgets?: unknown }).TransportWidgets;
});

describe('summary submit, by mode', () => {
  it('add mode POSTs the whole auction to api_post_auction, then remembers the id, clears the draft and goes to the success page', async () => {
    localStorage.setItem('persist:auction-form:addNew', '{"auction":"{}"}');
    const form = await renderSummary({
      config: { submitParameters: { source: 'landing', formMode: 'not-this' } },
      form: { isTitleEnteredByUser: true },
    });
    await form.user.click(submitButton('Post my request'));

    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/frontapp/my-account/listings/5000/success'),
    );
    expect(auctionWrites).toHaveLength(1);
    const [write] = auctionWrites;
    expect(write?.method).toBe('POST');
    expect(new URL(write?.url ?? '').pathname).toBe('/api/auctions');
    const deviceUID = localStorage.getItem(DEVICE_UID_KEY);
    expect(deviceUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(write?.body).toMatchObject({
      uuid: UUID,
      categoryId: 101,
      mainCategoryId: 1,
      title: 'Sofa and two armchairs',
      description: 'Please wrap the legs.',
      fromAddress: { city: 'Warszawa', addressDbId: 11 },
      toAddress: { city: 'Kraków', addressDbId: 12 },
      totalWeight: 60,
      isAuctionTitleEnteredByUser: true,
      deviceUID,
      source: 'landing',
      // The page's extras never overwrite what the form owns.
      formMode: 'addNew',
    });
    const items = write?.body.items as Array<Record<string, unknown>>;
    expect(items[0]).toMatchObject({ name: 'Sofa', weight: 60, length: 220 });
    expect(items[0]).not.toHaveProperty('key');
    expect(items[0]).not.toHaveProperty('touched');
    expect(JSON.parse(localStorage.getItem(ADDED_AUCTION_IDS_KEY) ?? '[]')).toEqual([5000]);
    expect(localStorage.getItem('persist:auction-form:addNew')).toBeNull();
    expect(form.store.getState().submit.status).toBe('succeeded');
  });

  it('posts the total weight as the summary shows it (3 × 4.161666 kg: 12.5, not 12.484998)', async () => {
    const form = await renderSummary({
      items: [{ name: 'Box', length: 40, width: 30, height: 30, weight: 4.161666, itemsNumber: 3 }],
    });
    const total = screen.getByText('Total weight').closest('div') ?? document.body;
    expect(within(total as HTMLElement).getByText('12.5 kg')).toBeInTheDocument();
    await form.user.click(submitButton('Post my request'));
    await waitFor(() => expect(auctionWrites).toHaveLength(1));
    expect(auctionWrites[0]?.body.totalWeight).toBe(12.5);
  });

  it('copy mode POSTs with formMode copy and the new uuid', async () => {
    const form = await renderSummary({ mode: 'copy' });
    await form.user.click(submitButton('Post the new request'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(auctionWrites[0]).toMatchObject({
      method: 'POST',
      body: { formMode: 'copy', uuid: UUID, id: null },
    });
    expect(navigate).toHaveBeenCalledWith('/frontapp/my-account/listings/5000/success');
  });

  it('edit mode PATCHes api_patch_auction_form_data for the edited auction, without deviceUID or formMode', async () => {
    const form = await renderSummary({ mode: 'edit', config: { submitParameters: { ab: 'b' } } });
    await form.user.click(submitButton('Save changes'));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/frontapp/my-account/listings/4242/success'),
    );
    const [write] = auctionWrites;
    expect(write?.method).toBe('PATCH');
    expect(new URL(write?.url ?? '').pathname).toBe('/api/auction/4242/form/data');
    expect(write?.body).toMatchObject({ id: 4242, isAuctionTitleEnteredByUser: false, ab: 'b' });
    expect(write?.body).not.toHaveProperty('deviceUID');
    expect(write?.body).not.toHaveProperty('formMode');
    expect(JSON.parse(localStorage.getItem(UPDATED_AUCTION_IDS_KEY) ?? '[]')).toEqual([4242]);
    expect(localStorage.getItem(ADDED_AUCTION_IDS_KEY)).toBeNull();
  });

  it('keeps one device id across submits', async () => {
    localStorage.setItem(DEVICE_UID_KEY, 'device-1');
    const form = await renderSummary();
    await form.user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(auctionWrites[0]?.body.deviceUID).toBe('device-1');
  });
});

describe('double-submit guard', () => {
  it('a double click sends one request', async () => {
    const form = await renderSummary();
    await form.user.dblClick(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(auctionWrites).toHaveLength(1);
  });

  it('two submits in the same tick send one request; the second is refused as busy', async () => {
    const form = await renderSummary();
    let outcomes: string[] = [];
    await act(async () => {
      outcomes = await Promise.all([
        form.store.dispatch(submitAuction()),
        form.store.dispatch(submitAuction()),
      ]);
    });
    expect(outcomes.sort()).toEqual(['busy', 'succeeded']);
    expect(auctionWrites).toHaveLength(1);
  });

  it('shows the button busy while the request runs', async () => {
    setScenario('slow');
    const form = await renderSummary();
    await form.user.click(submitButton());
    const busy = await screen.findByRole('button', { name: /Posting your request/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await form.user.click(busy);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(auctionWrites).toHaveLength(1);
  });
});

describe('failures', () => {
  it('maps a 422 onto its fields and steps, with links that go there and come back', async () => {
    setScenario('validation-error', 'writes');
    const form = await renderSummary();
    await form.user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request has not been posted yet.');
    // The server's general English line adds nothing to the listed fields.
    expect(alert).not.toHaveTextContent('Validation Failed');
    const description = within(alert).getByText('This value is too long.').closest('li');
    const weight = within(alert)
      .getByText(/This value should be positive/)
      .closest('li');
    expect(description).toHaveTextContent(/^Description: This value is too long\./);
    expect(weight).toHaveTextContent(/^Item 1, Weight: This value should be positive\./);
    // The first field to fix has the focus, so a keyboard or screen-reader user starts there.
    await waitFor(() =>
      expect(within(description as HTMLElement).getByRole('button')).toHaveFocus(),
    );
    expect(form.store.getState().submit.fieldErrors).toEqual([
      expect.objectContaining({
        path: 'description',
        field: 'description',
        step: 'shippingDetails',
        itemKey: null,
      }),
      expect.objectContaining({
        path: 'items[0].weight',
        field: 'weight',
        step: 'shippingDetails',
        itemIndex: 0,
        itemKey: 'summary-item-0',
      }),
    ]);
    expect(navigate).not.toHaveBeenCalled();
    expect(
      within(description as HTMLElement).getByRole('button', { name: 'Go to Details' }),
    ).toBeInTheDocument();

    await form.user.click(
      within(weight as HTMLElement).getByRole('button', { name: 'Go to Details' }),
    );
    expect(form.store.getState().form).toMatchObject({
      step: 'shippingDetails',
      returnToStep: 'summary',
    });
  });

  it('a 401 opens the login helper through the global API, and keeps everything typed', async () => {
    setScenario('unauthorized', 'writes');
    const openLogin = stubLoginDoor();
    const form = await renderSummary();
    await form.user.click(submitButton());
    await waitFor(() =>
      expect(openLogin).toHaveBeenCalledWith('login', { returnUrl: expect.any(String) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to continue.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(form.store.getState().auction.description).toBe('Please wrap the legs.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 403 says what was refused and does not send to log in', async () => {
    mockServer.use(
      http.post('*/api/auctions', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const openLogin = stubLoginDoor();
    await renderSummary();
    await userClick();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('not allowed to post or change this request (error 403)');
    expect(within(alert).queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(openLogin).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with storage blocked a failed submit does not claim the draft is saved on the device', async () => {
    setScenario('server-error', 'writes');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await renderSummary();
    await userClick();
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('Everything you entered is saved on this device');
    expect(alert).toHaveTextContent('keep this page open until your request is sent');
    setItem.mockRestore();
  });

  it('a 401 without the login helper on the page goes to the force-login route', async () => {
    setScenario('unauthorized', 'writes');
    window.history.replaceState(null, '', '/form/en/summary');
    const form = await renderSummary();
    await form.user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const url = navigate.mock.calls[0]?.[0] ?? '';
    expect(url).toMatch(/\/force-login\/[\w-]+\/login$/);
    const encoded = url.split('/').at(-2) ?? '';
    expect(atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))).toBe('/form/en/summary');
  });

  it('a server error says so, keeps the fields, and the retry (same uuid) succeeds', async () => {
    setScenario('server-error', 'writes');
    const form = await renderSummary();
    await form.user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(alert).toHaveTextContent('Everything you entered is saved on this device');
    expect(form.store.getState().submit.failure).toEqual({ kind: 'server', status: 500 });

    setScenario('normal');
    await form.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(auctionWrites.map((w) => w.body.uuid)).toEqual([UUID]);
  });

  it('a failed submit writes the draft at once, not at the next throttle tick', async () => {
    // Only the persistoid's throttle interval is held: the draft is written by the flush alone.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      setScenario('server-error', 'writes');
      const form = await renderSummary({ persist: true });
      const key = `persist:${form.env.draftKey}`;
      const savedTitle = () =>
        JSON.parse(JSON.parse(localStorage.getItem(key) ?? '{"auction":"{}"}').auction).title;
      act(() => {
        form.store.dispatch(patchAuction({ title: 'Sofa, wrapped' }));
      });
      expect(savedTitle()).not.toBe('Sofa, wrapped');
      await form.user.click(submitButton());
      await screen.findByRole('alert');
      expect(savedTitle()).toBe('Sofa, wrapped');
      form.persistor?.pause();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offline says so, waits for the online event and retries by itself', async () => {
    setScenario('offline', 'writes');
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const form = await renderSummary();
    await form.user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You are offline. We will send it as soon as the connection is back',
    );
    expect(form.store.getState().submit.failure?.kind).toBe('offline');

    setScenario('normal');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/frontapp/my-account/listings/5000/success'),
    );
    expect(auctionWrites).toHaveLength(1);
    onLine.mockRestore();
  });
});

describe('final validators', () => {
  it('lists each failing check with a link to its step, and sends nothing', async () => {
    const form = await renderSummary({
      items: [{ name: '', length: 220, width: 95, height: 80, weight: 10 }],
      form: { isTitleEnteredByUser: true },
      auction: { title: '  ' },
    });
    await form.user.click(submitButton());
    const list = await screen.findByRole('alert');
    expect(list).toHaveTextContent('A few things need your attention');
    expect(within(list).getByText('Every item needs a name.')).toBeInTheDocument();
    expect(within(list).getByText(/The title must be filled in/)).toBeInTheDocument();
    expect(form.store.getState().form.finalValidators).toEqual(['items', 'title']);
    await waitFor(() => expect(list).toHaveFocus());
    expect(auctionWrites).toHaveLength(0);

    const [first] = within(list).getAllByRole('button', { name: 'Go to Details' });
    await form.user.click(first as HTMLElement);
    expect(form.store.getState().form).toMatchObject({
      step: 'shippingDetails',
      returnToStep: 'summary',
    });
  });

  it('says when the dates of a restored draft have passed', async () => {
    const form = await renderSummary({
      auction: {
        sendDateFrom: '2020-01-01',
        sendDateTo: '2020-01-02',
        receiveDateFrom: '2020-01-02',
        receiveDateTo: '2020-01-03',
      },
    });
    await form.user.click(submitButton());
    expect(
      await screen.findByText('The dates you chose have passed. Please pick new ones.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Route and dates' })).toBeInTheDocument();
  });
});
