import { apiRequest } from '@/core/http/client';

const RETRY_DELAY_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Logs a decision with the backend. Fire and forget: the page never waits
 * for it, a failure is retried once, and only the second failure is
 * reported (under the usual sampling rules). The body holds the number only.
 */
export async function logConsent(consent: number, retryDelay = RETRY_DELAY_MS): Promise<boolean> {
  const send = (report: boolean) =>
    apiRequest({ route: 'api_user_cookie_consent_log', method: 'POST', json: { consent }, report });
  try {
    await send(false);
    return true;
  } catch {
    await wait(retryDelay);
    try {
      await send(true);
      return true;
    } catch {
      return false;
    }
  }
}
