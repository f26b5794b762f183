/** Removes every cookie jsdom holds for the page, so each test starts as a first visit. */
export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export const cookieValue = (name: string): string | undefined =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/**
 * `<img name="dataLayer">` in the page, which DOMPurify keeps: a browser then answers
 * `window.dataLayer` with that element until a script assigns its own. The test window does not
 * look its named elements up, so the property is defined as a browser answers it. Returns the img.
 */
export function elementNamedDataLayer(parent: ParentNode = document.body): HTMLImageElement {
  const img = document.createElement('img');
  img.name = 'dataLayer';
  img.alt = '';
  parent.prepend(img);
  Object.defineProperty(window, 'dataLayer', {
    configurable: true,
    get: () => document.getElementsByName('dataLayer')[0],
    set: (value: unknown) =>
      Object.defineProperty(window, 'dataLayer', {
        configurable: true,
        writable: true,
        enumerable: true,
        value,
      }),
  });
  return img;
}
