import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { parseDataAttributes } from '@/core/config/data-attributes';
import { getPageConfig, resetPageConfigForTests } from '@/core/config/page-config';
import { resetI18nForTests } from '@/core/i18n/i18n';
import type { Unmount } from '@/core/mount/widget';
import { setHostnameForTests } from '@/features/cookie-consent/host';
import { CONSENT_EVENT, type ConsentChangedDetail } from '@/features/cookie-consent/save-consent';
import { logConsent } from '@/features/cookie-consent/ui/consent-log';
import { widget } from '@/features/cookie-consent/widget';
import { consentLog } from '../../../fixtures/consent/handlers';
import { mockServer } from '../../../fixtures/node';
import { clearAllCookies, cookieValue, elementNamedDataLayer } from './helpers';

type Win = Window & { dataLayer?: unknown[]; gtag?: unknown };
/** The consent-gated test scripts write into the DOM, which jsdom's script context shares with the test. */
const ran = () => (document.documentElement.dataset.ran ?? '').split(' ').filter(Boolean);
let unmount: Unmount | void;

async function mountBar(attributes = '', page?: () => void): Promise<HTMLElement> {
  document.body.innerHTML = `<footer><a href="#" data-cookie-settings>Cookie settings</a></footer>
    <div data-tw-widget="cookie-bar" data-policy-url="/privacy" ${attributes}></div>
    <script type="text/plain" data-consent="analytics">document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+' analytics'</script>
    <script type="text/plain" data-consent="marketing">document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+' marketing'</script>`;
  page?.();
  const element = document.querySelector<HTMLElement>('[data-tw-widget]') as HTMLElement;
  const config = parseDataAttributes('cookie-bar', element, widget.schema);
  await act(async () => {
    unmount = await widget.mount(element, config, { widget: 'cookie-bar', page: getPageConfig() });
  });
  return element;
}

const lastUpdate = () =>
  ((window as Win).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'consent' && args[1] === 'update')
    .at(-1)?.[2];

beforeEach(() => {
  resetPageConfigForTests();
  resetI18nForTests();
  clearAllCookies();
  consentLog.length = 0;
  delete (window as Win).dataLayer;
  delete (window as Win).gtag;
  delete document.documentElement.dataset.ran;
  setHostnameForTests(null);
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
});

describe('cookie-bar on a first visit', () => {
  it('shows a labelled, non-blocking region kept out of snippets, with equal-weight choices and the policy link', async () => {
    await mountBar();
    const region = await screen.findByRole('region', { name: 'Cookies and your privacy' });
    expect(region).toHaveAttribute('data-nosnippet');
    expect(screen.queryByRole('dialog')).toBeNull();
    const accept = screen.getByRole('button', { name: 'Accept all' });
    const necessary = screen.getByRole('button', { name: 'Necessary only' });
    expect(accept.className).toBe(necessary.className);
    expect(screen.getByRole('link', { name: 'Privacy and cookie policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // Nothing optional runs and Consent Mode says denied until a decision.
    expect(ran()).toEqual([]);
    expect(lastUpdate()).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  it('"Accept all" stores 7 for a year, runs the tags, updates Consent Mode, fires consent-changed, logs 7 and hides', async () => {
    const events: ConsentChangedDetail[] = [];
    const listener = (event: Event) =>
      events.push((event as CustomEvent<ConsentChangedDetail>).detail);
    window.addEventListener(CONSENT_EVENT, listener);
    await mountBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    window.removeEventListener(CONSENT_EVENT, listener);
    expect(cookieValue('cookie_consent')).toBe('7');
    expect(ran()).toEqual(['analytics', 'marketing']);
    expect(lastUpdate()).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(events).toEqual([
      { consent: 7, previous: null, analytics: true, marketing: true, personalization: true },
    ]);
    expect(screen.queryByRole('region')).toBeNull();
    await waitFor(() => expect(consentLog).toEqual([7]));
    expect(screen.getByRole('status')).toHaveTextContent('Your cookie choices have been saved.');
  });

  it('shows and takes a choice on a page with an element named dataLayer and no head script', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await mountBar('', () => elementNamedDataLayer());
      await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
      expect(cookieValue('cookie_consent')).toBe('7');
      expect(ran()).toEqual(['analytics', 'marketing']);
    } finally {
      errors.mockRestore();
    }
  });

  it('"Necessary only" stores the default selection, analytics (1)', async () => {
    await mountBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Necessary only' }));
    expect(cookieValue('cookie_consent')).toBe('1');
    expect(ran()).toEqual(['analytics']);
    await waitFor(() => expect(consentLog).toEqual([1]));
  });

  it('with data-default-consent="0", "Necessary only" stores 0 and runs nothing', async () => {
    await mountBar('data-default-consent="0"');
    await userEvent.click(await screen.findByRole('button', { name: 'Necessary only' }));
    expect(cookieValue('cookie_consent')).toBe('0');
    expect(ran()).toEqual([]);
    await waitFor(() => expect(consentLog).toEqual([0]));
  });

  it('on a .pl host analytics is always on, even with the strict default', async () => {
    setHostnameForTests('www.transport.pl');
    await mountBar('data-default-consent="0"');
    expect(lastUpdate()).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose cookies' }));
    expect(screen.getByRole('switch', { name: /Analytics/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Analytics/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(cookieValue('cookie_consent')).toBe('1');
  });

  it('the settings view works from the keyboard: toggles, save, Escape goes back', async () => {
    const user = userEvent.setup();
    await mountBar();
    await user.click(await screen.findByRole('button', { name: 'Choose cookies' }));
    expect(screen.getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Choose cookies' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const analytics = screen.getByRole('switch', { name: /Analytics/ });
    const marketing = screen.getByRole('switch', { name: /Marketing/ });
    expect(analytics).toBeChecked();
    expect(marketing).not.toBeChecked();
    analytics.focus();
    await user.keyboard(' ');
    marketing.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(cookieValue('cookie_consent')).toBe('6');
    expect(ran()).toEqual(['marketing']);
  });
});

describe('cookie-bar for a returning visitor', () => {
  it('shows nothing, applies the stored consent and sends an update on load', async () => {
    document.cookie = 'cookie_consent=3; path=/';
    await mountBar();
    expect(screen.queryByRole('region')).toBeNull();
    expect(ran()).toEqual(['analytics', 'marketing']);
    expect(lastUpdate()).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(window.TransportWidgets?.getConsent).toBeTypeOf('function');
    expect((window.TransportWidgets?.getConsent as () => number)()).toBe(7);
  });

  it('reopens the settings from a [data-cookie-settings] link, and withdrawing clears that category', async () => {
    document.cookie = 'cookie_consent=7; path=/';
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_fbp=fb.1.1; path=/';
    await mountBar();
    const link = screen.getByRole('link', { name: 'Cookie settings' });
    link.focus();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    await userEvent.click(screen.getByRole('switch', { name: /Marketing/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(cookieValue('cookie_consent')).toBe('1');
    expect(cookieValue('_fbp')).toBeUndefined();
    expect(cookieValue('_ga')).toBe('GA1.1.1');
    expect(link).toHaveFocus();
    await waitFor(() => expect(consentLog).toEqual([1]));
  });

  it('reopens through window.TransportWidgets.openCookieSettings() and closes with Escape, unchanged', async () => {
    document.cookie = 'cookie_consent=1; path=/';
    await mountBar();
    await act(async () => {
      await (window.TransportWidgets?.openCookieSettings as () => Promise<void>)();
    });
    expect(screen.getByRole('region', { name: 'Cookie settings' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(cookieValue('cookie_consent')).toBe('1');
    expect(consentLog).toEqual([]);
  });
});

describe('the consent log', () => {
  it('sends the consent as a number and retries a failure once', async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/api/user/cookie_consent_log', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined;
      }),
    );
    await expect(logConsent(6, 1)).resolves.toBe(true);
    expect(calls).toBe(2);
    expect(consentLog).toEqual([6]);
  });

  it('gives up after the second failure without throwing', async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/api/user/cookie_consent_log', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await expect(logConsent(1, 1)).resolves.toBe(false);
    expect(calls).toBe(2);
  });

  it('a failing log never blocks the decision', async () => {
    mockServer.use(http.post('*/api/user/cookie_consent_log', () => HttpResponse.error()));
    await mountBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(cookieValue('cookie_consent')).toBe('7');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
