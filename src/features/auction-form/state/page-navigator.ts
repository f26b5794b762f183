/** Leaves the form for another page of the platform; swapped in tests, which cannot follow a real navigation. */
export type PageNavigator = (url: string) => void;

const browserNavigator: PageNavigator = (url) => window.location.assign(url);

let current: PageNavigator = browserNavigator;

export const navigateTo = (url: string): void => current(url);

/** Replaces the navigator; returns a function that puts the browser's back. */
export function setPageNavigator(navigator: PageNavigator): () => void {
  current = navigator;
  return () => {
    current = browserNavigator;
  };
}
