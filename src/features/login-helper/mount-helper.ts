import { extendGlobalApi } from '../../core/mount/mount-kit';
import type { LoginHelperConfig } from './config';
import { createLoginHelper, type LoginHelper, type OpenLoginOptions } from './login-helper';
import type { Role, Trigger } from './triggers';

// Plain TypeScript on purpose: this entry runs on every page and must never pull React in.
const browserDeps = (config: LoginHelperConfig) => ({
  location: () => new URL(window.location.href),
  navigate: (url: string) => window.location.assign(url),
  loginCheckUrl: config.loginCheckUrl,
});

let active: LoginHelper | null = null;

/** For the other widgets (the form calls it on a 401): works with or without a mounted node. */
export const openLogin = (trigger: Trigger | Role, options?: OpenLoginOptions): Promise<boolean> =>
  (active ?? createLoginHelper(browserDeps({}))).openLogin(trigger, options);

/** Listens for the triggers (clicks, `#login` hashes) on this page. */
export function mountLoginHelper(config: LoginHelperConfig) {
  const helper = createLoginHelper(browserDeps(config));
  active = helper;
  extendGlobalApi('openLogin', openLogin);
  const onHashChange = () => void helper.handleLocation().catch(() => undefined);
  document.addEventListener('click', helper.onClick);
  window.addEventListener('hashchange', onHashChange);
  void helper.handleLocation().catch(() => undefined);
  return () => {
    document.removeEventListener('click', helper.onClick);
    window.removeEventListener('hashchange', onHashChange);
    if (active === helper) active = null;
  };
}

// Registered as soon as the entry runs, so a page without the node still offers it.
extendGlobalApi('openLogin', openLogin);
