import { navigableOrNull } from '@/core/security/navigation';

/** Leaves the form for another page of the platform; swapped in tests, which cannot follow a real navigation. */
export type PageNavigator = (url: string) => void;

const browserNavigator: PageNavigator = (url) => window.location.assign(url);

let current: PageNavigator = browserNavigator;

/** Only an http(s) URL is followed (core/security/navigation); another is refused, logged and reported. */
export const navigateTo = (url: string): void => {
  const safe = navigableOrNull(url, 'auction-form');
  if (safe !== null) current(safe);
};

/** Replaces the navigator; returns a function that puts the browser's back. */
export function setPageNavigator(navigator: PageNavigator): () => void {
  current = navigator;
  return () => {
    current = browserNavigator;
  };
}
