import { logError } from '../../core/errors/report';
import { loadRouter } from '../../core/router/load-router';
import { navigableUrl } from '../../core/security/navigation';
import { getStorage } from '../../core/storage/safe-storage';
import { buildLoginUrl } from './login-url';
import { isLoginLoop, leftForLogin } from './loop-guard';
import { safeReturnUrl } from './return-url';
import {
  clickedTrigger,
  findTrigger,
  stripTriggers,
  toTrigger,
  TRIGGERS,
  type Role,
  type Trigger,
} from './triggers';

export interface OpenLoginOptions {
  /** Where to come back to after logging in; same-site only, else the current page. */
  returnUrl?: string;
}

export interface LoginHelperDeps {
  location(): URL;
  navigate(url: string): void;
  loginCheckUrl?: string;
  /** Paths that are the login flow itself: a trigger there must not redirect again. */
  loginPaths?(): Promise<string[]>;
  now?(): number;
}

/** Where the loop guard's note of the page left for the login is kept (loop-guard.ts). */
const GUARD_KEY = 'tw-login-redirect';

/** The force-login paths of every locale, as the router builds them with no parameter. */
async function routerLoginPaths(): Promise<string[]> {
  const router = await loadRouter();
  return [router.generate('front_force_login', {})];
}

export function createLoginHelper(deps: LoginHelperDeps) {
  const now = deps.now ?? Date.now;
  let redirecting = false;

  async function onLoginPage(here: URL): Promise<boolean> {
    // With a login check the helper never resolves the force-login route: the page's dump need not hold it.
    if (deps.loginCheckUrl) {
      const target = new URL(deps.loginCheckUrl, here);
      return target.origin === here.origin && target.pathname === here.pathname;
    }
    const paths = await (deps.loginPaths ?? routerLoginPaths)().catch(() => [] as string[]);
    return paths.some((path) => path !== '/' && here.pathname.startsWith(path));
  }

  const bouncedBack = (here: URL): boolean =>
    isLoginLoop(getStorage().getItem(GUARD_KEY), here, now());

  /** Redirects to the login flow for a trigger (or a role). Resolves false when it did not. */
  async function openLogin(
    triggerOrRole: Trigger | Role,
    options: OpenLoginOptions = {},
  ): Promise<boolean> {
    const trigger = toTrigger(triggerOrRole);
    if (!trigger)
      throw new TypeError(`openLogin: unknown trigger, expected one of ${TRIGGERS.join(', ')}`);
    if (redirecting) return false;
    const here = deps.location();
    const origin = here.origin;
    const requested =
      options.returnUrl !== undefined ? safeReturnUrl(options.returnUrl, origin) : null;
    const back = stripTriggers(new URL(requested ?? here.href, origin));
    const returnPath = safeReturnUrl(back, origin) ?? '/';
    redirecting = true;
    try {
      // Whatever scheme the route dump gives the login route, only http(s) is followed.
      const target = navigableUrl(
        await buildLoginUrl(trigger, returnPath, here, deps.loginCheckUrl),
        here.href,
      );
      getStorage().setItem(GUARD_KEY, leftForLogin(here, now()));
      deps.navigate(target);
      return true;
    } catch (error) {
      redirecting = false;
      logError('[login-helper] could not open the login flow:', error);
      throw error;
    }
  }

  /** Opens the flow when the current URL carries a trigger, unless that would loop. */
  async function handleLocation(): Promise<boolean> {
    const here = deps.location();
    const found = findTrigger(here);
    if (!found) return false;
    if (bouncedBack(here) || (await onLoginPage(here))) return false;
    return openLogin(found.trigger);
  }

  /** Same-site links carrying a trigger go straight to the flow, returning to the link's page. */
  function onClick(event: MouseEvent): void {
    const clicked = clickedTrigger(event, deps.location());
    if (!clicked) return;
    event.preventDefault();
    openLogin(clicked.trigger, { returnUrl: clicked.link.href }).catch(() => undefined);
  }

  return { openLogin, handleLocation, onClick };
}

export type LoginHelper = ReturnType<typeof createLoginHelper>;
