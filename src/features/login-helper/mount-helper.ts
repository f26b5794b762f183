import { extendGlobalApi } from '../../core/mount/registry';
import type { LoginHelperConfig } from './config';
import { createLoginHelper, type LoginHelper, type OpenLoginOptions } from './login-helper';
import type { Role, Trigger } from './triggers';

// Plain TypeScript on purpose: this runs on every page that follows a trigger, never with React.
const browserDeps = (config: LoginHelperConfig) => ({
  location: () => new URL(window.location.href),
  navigate: (url: string) => window.location.assign(url),
  loginCheckUrl: config.loginCheckUrl,
});

let active: LoginHelper | null = null;

/** The mounted node's helper, or one on the platform's defaults (the force-login route). */
const helper = (): LoginHelper => (active ??= createLoginHelper(browserDeps({})));

/** For the other widgets (the form calls it on a 401): works with or without a mounted node. */
export const openLogin = (trigger: Trigger | Role, options?: OpenLoginOptions): Promise<boolean> =>
  helper().openLogin(trigger, options);

/** Opens the flow when the current URL carries a trigger, unless that would loop. */
export const handleLocation = (): Promise<boolean> => helper().handleLocation();

/** Listens for the triggers (clicks, `#login` hashes) on this page, with a configured login check. */
export function mountLoginHelper(config: LoginHelperConfig) {
  const mounted = createLoginHelper(browserDeps(config));
  active = mounted;
  extendGlobalApi('openLogin', openLogin);
  const onHashChange = () => void mounted.handleLocation().catch(() => undefined);
  document.addEventListener('click', mounted.onClick);
  window.addEventListener('hashchange', onHashChange);
  void mounted.handleLocation().catch(() => undefined);
  return () => {
    document.removeEventListener('click', mounted.onClick);
    window.removeEventListener('hashchange', onHashChange);
    if (active === mounted) active = null;
  };
}
