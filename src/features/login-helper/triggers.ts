/** The words that open the login or registration flow when found in the query or the hash. */
export const TRIGGERS = [
  'login',
  'register',
  'register-customer',
  'register-courier',
  'register-charity',
  'register-account-type',
  'lost-password',
  'reset-password',
] as const;

export type Trigger = (typeof TRIGGERS)[number];

const ROLES = ['customer', 'courier', 'charity'] as const;
export type Role = (typeof ROLES)[number];

const isTrigger = (value: unknown): value is Trigger =>
  typeof value === 'string' && (TRIGGERS as readonly string[]).includes(value);

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** customer → register-customer, and so on: the registration links name a role. */
export const roleToTrigger = (role: Role): Trigger => `register-${role}`;

/** A trigger, or a role standing for its registration trigger; anything else is null. */
export function toTrigger(value: unknown): Trigger | null {
  if (isTrigger(value)) return value;
  if (isRole(value)) return roleToTrigger(value);
  return null;
}

export interface FoundTrigger {
  trigger: Trigger;
  source: 'query' | 'hash';
}

// `#login`, `#/login` and `#!login` are all written by templates in the wild.
const hashWord = (hash: string): string => hash.replace(/^#[!/]*/, '').trim();

/**
 * The trigger a URL carries: a bare query key (`?login`, `?register-courier=`),
 * `?register=<role>`, or the whole hash (`#register-courier`). The query wins.
 */
export function findTrigger(url: URL): FoundTrigger | null {
  for (const [key, value] of url.searchParams) {
    if (isTrigger(key)) {
      const role = key === 'register' ? toTrigger(value) : null;
      return { trigger: role ?? key, source: 'query' };
    }
  }
  const word = hashWord(url.hash);
  if (isTrigger(word)) return { trigger: word, source: 'hash' };
  return null;
}

/** The same URL without any trigger, so that coming back to it cannot open the flow again. */
export function stripTriggers(url: URL): URL {
  const out = new URL(url.href);
  for (const key of [...out.searchParams.keys()]) {
    if (isTrigger(key)) out.searchParams.delete(key);
  }
  if (isTrigger(hashWord(out.hash))) out.hash = '';
  return out;
}

/**
 * The trigger of a click on a same-site link that carries one, with the link's URL (where the
 * visitor returns to): a plain left click on `a[href]` in this tab. Null for anything else, which
 * the browser handles as usual.
 */
export function clickedTrigger(
  event: MouseEvent,
  here: URL,
): { trigger: Trigger; link: URL } | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return null;
  let link: URL;
  try {
    link = new URL(anchor.getAttribute('href') ?? '', here);
  } catch {
    return null;
  }
  if (link.origin !== here.origin) return null;
  const found = findTrigger(link);
  return found ? { trigger: found.trigger, link } : null;
}
