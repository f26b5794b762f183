import { afterEach, describe, expect, it } from 'vitest';
import { trackStepView } from '@/features/auction-form/state/navigation/page-view';

type Win = Window & { dataLayer?: unknown };

afterEach(() => {
  delete (window as Win).dataLayer;
  document.body.innerHTML = '';
});

describe('the virtual page view', () => {
  it('is pushed to the page’s dataLayer, created when there is none', () => {
    trackStepView('categorySelection', 'addNew', '/form/en/category?utm_source=x&token=1');
    expect((window as Win).dataLayer).toEqual([
      {
        event: 'virtualPageView',
        formStep: 'categorySelection',
        formMode: 'addNew',
        pagePath: '/form/en/category?utm_source=x',
      },
    ]);
  });

  it('leaves an element named dataLayer alone, and does not throw', () => {
    // `<img name="dataLayer">` (DOMPurify keeps it): a browser answers `window.dataLayer` with it;
    // the test window does not look named elements up, so the property answers as a browser's.
    const img = document.createElement('img');
    img.name = 'dataLayer';
    document.body.append(img);
    Object.defineProperty(window, 'dataLayer', { configurable: true, get: () => img });
    expect(() => trackStepView('categorySelection', 'addNew', '/form/en/category')).not.toThrow();
    expect((window as Win).dataLayer).toBe(img);
  });
});
