import { extendGlobalApi } from '../../core/mount/registry';
import type { OpenLoginOptions } from './login-helper';
import { clickedTrigger, findTrigger, type Role, type Trigger } from './triggers';

/*
 * What every page runs for the login helper: it only looks for a trigger (a link clicked, the
 * URL's query or hash). The flow itself (loop guard, return URL, login route) loads when one is
 * found, which on most pages is never.
 */
const flow = () => import(/* webpackChunkName: "login-helper-flow" */ './mount-helper');

/** For the other widgets (the form calls it on a 401): the flow loads when asked. */
export const openLogin = (trigger: Trigger | Role, options?: OpenLoginOptions): Promise<boolean> =>
  flow().then((loaded) => loaded.openLogin(trigger, options));

const here = () => new URL(window.location.href);

/** The platform's node (no login-check URL): listens for triggers on this page. */
export function listenForTriggers(): () => void {
  const onClick = (event: MouseEvent) => {
    const clicked = clickedTrigger(event, here());
    if (!clicked) return;
    event.preventDefault();
    openLogin(clicked.trigger, { returnUrl: clicked.link.href }).catch(() => undefined);
  };
  const onLocation = () => {
    if (findTrigger(here()))
      void flow()
        .then((loaded) => loaded.handleLocation())
        .catch(() => undefined);
  };
  document.addEventListener('click', onClick);
  window.addEventListener('hashchange', onLocation);
  onLocation();
  return () => {
    document.removeEventListener('click', onClick);
    window.removeEventListener('hashchange', onLocation);
  };
}

// Offered as soon as the entry runs, so a page without the node still has it.
extendGlobalApi('openLogin', openLogin);
