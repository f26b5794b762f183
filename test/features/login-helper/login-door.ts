import { vi } from 'vitest';

/**
 * The login helper's door on the page's global API (`window.TransportWidgets.openLogin`), as a spy
 * that answers "opened": what a widget calls when a session has ended.
 */
export function stubLoginDoor() {
  const openLogin = vi.fn((_flow: string, _options?: { returnUrl?: string }) =>
    Promise.resolve(true),
  );
  window.TransportWidgets = {
    mount: vi.fn(),
    unmount: vi.fn(),
    widgets: () => [],
    openLogin,
  } as never;
  return openLogin;
}
