import { resetPageConfigForTests } from '@/core/config/page-config';
import { fromBase64Url } from '@/core/router/base64-url';
import { resetRouterForTests } from '@/core/router/get-router';
import { createLoginHelper } from '@/features/login-helper/login-helper';

function helper(href: string, extra: { loginCheckUrl?: string; now?: () => number } = {}) {
  const navigate = vi.fn<(url: string) => void>();
  let current = new URL(href);
  const h = createLoginHelper({
    location: () => current,
    navigate,
    loginPaths: async () => ['/force-login'],
    ...extra,
  });
  return { h, navigate, go: (next: string) => (current = new URL(next)) };
}

const target = (navigate: ReturnType<typeof vi.fn>) =>
  new URL(navigate.mock.calls[0]?.[0] as string);

describe('login helper', () => {
  afterEach(() => {
    resetRouterForTests();
    resetPageConfigForTests();
    document.head.innerHTML = '';
  });

  it('redirects ?register-courier to the login check with the trigger and a clean return URL', async () => {
    const { h, navigate } = helper('https://www.example.com/en/help?x=1&register-courier', {
      loginCheckUrl: '/login-check',
    });
    await expect(h.handleLocation()).resolves.toBe(true);
    const to = target(navigate);
    expect(to.pathname).toBe('/login-check');
    expect(to.searchParams.get('type')).toBe('register-courier');
    expect(to.searchParams.get('url')).toBe('/en/help?x=1');
  });

  it('redirects a hash trigger and drops it from the return URL', async () => {
    const { h, navigate } = helper('https://www.example.com/en/help?x=1#lost-password', {
      loginCheckUrl: 'https://www.example.com/login-check',
    });
    await h.handleLocation();
    expect(target(navigate).searchParams.get('url')).toBe('/en/help?x=1');
    expect(target(navigate).searchParams.get('type')).toBe('lost-password');
  });

  it('does nothing without a trigger', async () => {
    const { h, navigate } = helper('https://www.example.com/en/help?next=login#top');
    await expect(h.handleLocation()).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('resolves the force-login route through the router when no URL is configured', async () => {
    const { h, navigate } = helper('https://www.example.com/en/help?login');
    await h.handleLocation();
    const [, path, type] =
      /^\/force-login\/([\w-]+)\/([\w-]+)$/.exec(navigate.mock.calls[0]?.[0] as string) ?? [];
    expect(type).toBe('login');
    expect(fromBase64Url(path as string)).toBe('/en/help');
  });

  it('uses /forcar-login on a pt_PT page', async () => {
    document.head.innerHTML = '<meta name="transport-widgets" data-locale="pt_PT">';
    resetPageConfigForTests();
    const { h, navigate } = helper('https://www.example.com/pt/ajuda#register');
    await h.handleLocation();
    const [, path] =
      /^\/forcar-login\/([\w-]+)\/register$/.exec(navigate.mock.calls[0]?.[0] as string) ?? [];
    expect(fromBase64Url(path as string)).toBe('/pt/ajuda');
  });

  it('does not redirect from the login page itself (loop guard)', async () => {
    const { h, navigate } = helper('https://www.example.com/force-login?login');
    await expect(h.handleLocation()).resolves.toBe(false);
    const configured = helper('https://www.example.com/login-check?login', {
      loginCheckUrl: '/login-check',
    });
    await expect(configured.h.handleLocation()).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(configured.navigate).not.toHaveBeenCalled();
  });

  it('does not redirect twice when the flow bounces straight back to the same URL', async () => {
    let t = 1_000;
    const first = helper('https://www.example.com/en?login', {
      loginCheckUrl: '/login-check',
      now: () => t,
    });
    await first.h.handleLocation();
    expect(first.navigate).toHaveBeenCalledTimes(1);
    t += 2_000;
    const bounced = helper('https://www.example.com/en?login', {
      loginCheckUrl: '/login-check',
      now: () => t,
    });
    await expect(bounced.h.handleLocation()).resolves.toBe(false);
    t += 60_000;
    const later = helper('https://www.example.com/en?login', {
      loginCheckUrl: '/login-check',
      now: () => t,
    });
    await expect(later.h.handleLocation()).resolves.toBe(true);
  });

  it('openLogin refuses a foreign return URL and falls back to the current page', async () => {
    const { h, navigate } = helper('https://www.example.com/en/form?step=2', {
      loginCheckUrl: '/login-check',
    });
    await h.openLogin('login', { returnUrl: 'https://evil.example.net/phish' });
    expect(target(navigate).searchParams.get('url')).toBe('/en/form?step=2');
    expect(target(navigate).origin).toBe('https://www.example.com');
  });

  it('openLogin accepts a role and a same-site return URL', async () => {
    const { h, navigate } = helper('https://www.example.com/en', { loginCheckUrl: '/login-check' });
    await h.openLogin('charity', { returnUrl: '/en/after?register-charity' });
    expect(target(navigate).searchParams.get('type')).toBe('register-charity');
    expect(target(navigate).searchParams.get('url')).toBe('/en/after');
  });

  it('openLogin rejects an unknown trigger', async () => {
    const { h } = helper('https://www.example.com/en');
    await expect(h.openLogin('admin' as never)).rejects.toThrow(/unknown trigger/);
  });

  it('intercepts same-site trigger links and leaves the others alone', async () => {
    const { h, navigate } = helper('https://www.example.com/en/help', {
      loginCheckUrl: '/login-check',
    });
    document.body.innerHTML = `
      <a id="hash" href="#register-courier">courier</a>
      <a id="query" href="/en/other?login">login</a>
      <a id="plain" href="/en/other">plain</a>
      <a id="foreign" href="https://evil.example.net/?login">foreign</a>`;
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document
        .getElementById(id)
        ?.addEventListener('click', (e) => e.preventDefault(), { once: true }); // jsdom must not navigate
      document.addEventListener('click', h.onClick, { once: true, capture: true });
      document.getElementById(id)?.dispatchEvent(event);
    };
    click('plain');
    click('foreign');
    expect(navigate).not.toHaveBeenCalled();
    click('hash');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(target(navigate).searchParams.get('type')).toBe('register-courier');
    expect(target(navigate).searchParams.get('url')).toBe('/en/help');
  });
});
