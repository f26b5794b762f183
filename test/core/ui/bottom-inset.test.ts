import {
  BOTTOM_BARS_ATTRIBUTE,
  BOTTOM_INSET_PROPERTY,
  BOTTOM_SPACER_ATTRIBUTE,
  reserveBottomSpace,
} from '@/core/ui/bottom-inset';

const bar = (height: number): HTMLElement => {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ height }) as DOMRect;
  document.body.append(element);
  return element;
};
const root = document.documentElement;
const inset = () => root.style.getPropertyValue(BOTTOM_INSET_PROPERTY);

describe('reserveBottomSpace: bottom bars tell the page how much they cover', () => {
  afterEach(() => {
    root.removeAttribute(BOTTOM_BARS_ATTRIBUTE);
    root.style.removeProperty(BOTTOM_INSET_PROPERTY);
  });

  it('publishes the tallest shown bar and forgets a bar once it closes', () => {
    const releaseApp = reserveBottomSpace('app-bar', bar(71.4));
    expect(inset()).toBe('72px');
    expect(root.getAttribute(BOTTOM_BARS_ATTRIBUTE)).toBe('app-bar:72');
    const releaseCookie = reserveBottomSpace('cookie-bar', bar(180));
    expect(inset()).toBe('180px');
    releaseCookie();
    expect(inset()).toBe('72px');
    releaseApp();
    expect(inset()).toBe('');
    expect(root.hasAttribute(BOTTOM_BARS_ATTRIBUTE)).toBe(false);
  });

  it('keeps the record in the document, so two bundles’ copies of the module agree', () => {
    root.setAttribute(BOTTOM_BARS_ATTRIBUTE, 'cookie-bar:150');
    const release = reserveBottomSpace('app-bar', bar(64));
    expect(inset()).toBe('150px');
    expect(root.getAttribute(BOTTOM_BARS_ATTRIBUTE)).toBe('cookie-bar:150 app-bar:64');
    release();
    expect(inset()).toBe('150px');
  });

  it('lets the page end scroll out from under the bars: a spacer of the tallest height, last in <body>', () => {
    const spacer = () => document.querySelector<HTMLElement>(`[${BOTTOM_SPACER_ATTRIBUTE}]`);
    const releaseApp = reserveBottomSpace('app-bar', bar(72));
    expect(spacer()?.style.height).toBe('72px');
    expect(spacer()?.getAttribute('aria-hidden')).toBe('true');
    const footer = document.createElement('footer');
    document.body.append(footer);
    const releaseCookie = reserveBottomSpace('cookie-bar', bar(180));
    expect(document.querySelectorAll(`[${BOTTOM_SPACER_ATTRIBUTE}]`)).toHaveLength(1);
    expect(spacer()?.style.height).toBe('180px');
    expect(document.body.lastElementChild).toBe(spacer());
    releaseCookie();
    expect(spacer()?.style.height).toBe('72px');
    releaseApp();
    expect(spacer()).toBeNull();
  });
});
