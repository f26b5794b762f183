/** Sends the customer to another page of the platform (kept apart so tests can watch it). */
export function leavePage(url: string): void {
  window.location.assign(url);
}
