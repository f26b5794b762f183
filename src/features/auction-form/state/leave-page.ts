import { navigableOrNull } from '@/core/security/navigation';

/** Sends the customer to another page of the platform, over http(s) only (kept apart so tests can watch it). */
export function leavePage(url: string): void {
  const safe = navigableOrNull(url, 'auction-form');
  if (safe !== null) window.location.assign(safe);
}
