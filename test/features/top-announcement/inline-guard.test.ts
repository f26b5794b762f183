import { ANNOUNCEMENT_GUARD_SCRIPT } from '@/features/top-announcement/inline-guard';
import { clearAllCookies } from '../cookie-consent/helpers';

/** Prints the node and the guard as the server does, and lets jsdom run the guard during parsing. */
function render(attributes: string): HTMLElement {
  document.body.innerHTML = '';
  const node = document.createElement('div');
  node.innerHTML = `<div data-tw-widget="top-announcement" ${attributes} style="min-height:48px"></div>`;
  const element = node.firstElementChild as HTMLElement;
  document.body.append(element);
  const script = document.createElement('script');
  script.textContent = ANNOUNCEMENT_GUARD_SCRIPT;
  document.body.append(script);
  return element;
}

const SHOWN = 'data-id="spring" data-content="Spring sale"';

beforeEach(clearAllCookies);

describe('the pre-paint guard', () => {
  it('leaves a fresh announcement alone, keeping its reserved space', () => {
    const node = render(SHOWN);
    expect(node.hidden).toBe(false);
    expect(node.style.display).toBe('');
  });

  it('reserves data-min-height through the CSSOM when the announcement will show', () => {
    expect(render(`${SHOWN} data-min-height="72px"`).style.minHeight).toBe('72px');
  });

  it('collapses the announcement the visitor closed', () => {
    document.cookie = 'top_announcement_closed=1; path=/';
    document.cookie = 'top_announcement_id=spring; path=/';
    const node = render(SHOWN);
    expect(node.hidden).toBe(true);
    expect(node.style.display).toBe('none');
  });

  it('shows a new id again, and reads encoded ids and custom cookie names', () => {
    document.cookie = 'top_announcement_closed=1; path=/';
    document.cookie = 'top_announcement_id=winter; path=/';
    expect(render(SHOWN).hidden).toBe(false);
    document.cookie = 'promo_closed=1; path=/';
    document.cookie = `promo_id=${encodeURIComponent('sale 2025/06')}; path=/`;
    expect(
      render(
        'data-id="sale 2025/06" data-content="x" data-closed-cookie="promo_closed" data-id-cookie="promo_id"',
      ).hidden,
    ).toBe(true);
  });

  it('collapses outside the time window, when switched off, or without content', () => {
    expect(render(`${SHOWN} data-starts-at="2999-01-01T00:00:00Z"`).hidden).toBe(true);
    expect(render(`${SHOWN} data-ends-at="2000-01-01T00:00:00Z"`).hidden).toBe(true);
    expect(render(`${SHOWN} data-enabled="false"`).hidden).toBe(true);
    expect(render('data-id="spring"').hidden).toBe(true);
  });
});
