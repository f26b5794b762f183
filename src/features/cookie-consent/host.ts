let override: string | null = null;

/** The page's hostname, which the .pl rule reads; tests may pretend to be another host. */
export const currentHostname = (): string => override ?? window.location.hostname;

export function setHostnameForTests(hostname: string | null): void {
  override = hostname;
}
