import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDataAttributes } from '@/core/config/data-attributes';
import { getPageConfig, resetPageConfigForTests } from '@/core/config/page-config';
import { resetI18nForTests } from '@/core/i18n/i18n';
import type { Unmount } from '@/core/mount/widget';
import { widget } from '@/features/mobile-app-bar/widget';
import { UA } from './user-agents';

const ATTRS =
  'data-app-name="TransportMarket" data-android-url="https://play.example/app" data-ios-url="https://apps.example/app" data-rating="4.7" data-rating-count="12840" data-icon-url="/icon.png"';
let unmount: Unmount | void;

function setUserAgent(value: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(value);
}

async function mountBar(attributes = ATTRS) {
  document.body.innerHTML = `<div data-tw-widget="mobile-app-bar" ${attributes}></div>`;
  const element = document.querySelector<HTMLElement>('[data-tw-widget]') as HTMLElement;
  const config = parseDataAttributes('mobile-app-bar', element, widget.schema);
  await act(async () => {
    unmount = await widget.mount(element, config, {
      widget: 'mobile-app-bar',
      page: getPageConfig(),
    });
  });
  return element;
}

beforeEach(() => {
  resetPageConfigForTests();
  resetI18nForTests();
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.restoreAllMocks();
  document.head.querySelector('meta[name="apple-itunes-app"]')?.remove();
});

describe('mobile-app-bar', () => {
  it('shows the app name, rating and store link on an Android phone, with a real close button', async () => {
    setUserAgent(UA.androidPhone);
    await mountBar();
    const region = await screen.findByRole('region', { name: 'Our mobile app' });
    expect(region).toHaveTextContent('TransportMarket');
    expect(region).toHaveTextContent('Rated 4.7 out of 5');
    expect(region).toHaveTextContent('12,840 ratings');
    expect(region).toHaveTextContent('Free on Google Play');
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      'https://play.example/app',
    );
    const close = screen.getByRole('button', { name: 'Close the app banner' });
    expect(close.tagName).toBe('BUTTON');
  });

  it('uses the App Store link on an iPhone', async () => {
    setUserAgent(UA.iphoneSafari);
    await mountBar();
    expect(await screen.findByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      'https://apps.example/app',
    );
    expect(screen.getByRole('region')).toHaveTextContent('Free on the App Store');
  });

  it('closing stores the flag and the bar stays hidden on the next page', async () => {
    setUserAgent(UA.androidPhone);
    await mountBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the app banner' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(Number(window.localStorage.getItem('mobile_app_bar_closed'))).toBeGreaterThan(1e12);
    act(() => unmount?.());
    await mountBar();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows again once the configured days have passed', async () => {
    setUserAgent(UA.androidPhone);
    window.localStorage.setItem('mobile_app_bar_closed', String(Date.now() - 8 * 86_400_000));
    await mountBar(`${ATTRS} data-closed-days="7"`);
    expect(await screen.findByRole('region')).toBeInTheDocument();
  });

  it('does not show on a desktop, inside the app, or on iOS Safari with apple-itunes-app', async () => {
    setUserAgent(UA.desktop);
    expect((await mountBar()).childElementCount).toBe(0);
    setUserAgent(UA.appWebview);
    expect((await mountBar()).childElementCount).toBe(0);
    setUserAgent(UA.iphoneSafari);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="apple-itunes-app" content="app-id=1">',
    );
    expect((await mountBar()).childElementCount).toBe(0);
  });

  it('still works when localStorage throws', async () => {
    setUserAgent(UA.androidPhone);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await mountBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the app banner' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
