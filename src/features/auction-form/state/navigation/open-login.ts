import { openLoginFlow } from '@/core/security/open-login';
import { navigateTo } from './page-navigator';

/**
 * A 401/403 on submit: the login helper (or, without it on the page, the force-login route) opens the
 * login and brings the customer back to this very step, where the draft is waiting.
 */
export const openLogin = (): Promise<void> =>
  openLoginFlow('front_force_login', 'auction-form', navigateTo);
