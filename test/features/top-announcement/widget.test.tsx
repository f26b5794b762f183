import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDataAttributes } from '@/core/config/data-attributes';
import { getPageConfig, resetPageConfigForTests } from '@/core/config/page-config';
import { resetI18nForTests } from '@/core/i18n/i18n';
import type { Unmount } from '@/core/mount/widget';
import { widget } from '@/features/top-announcement/widget';
import { clearAllCookies, cookieValue } from '../cookie-consent/helpers';

let unmount: Unmount | void;

async function mountAnnouncement(attributes: string): Promise<HTMLElement> {
  document.body.innerHTML = `<div data-tw-widget="top-announcement" ${attributes} style="min-height:48px"></div>`;
  const element = document.querySelector<HTMLElement>('[data-tw-widget]') as HTMLElement;
  const config = parseDataAttributes('top-announcement', element, widget.schema);
  await act(async () => {
    unmount = await widget.mount(element, config, {
      widget: 'top-announcement',
      page: getPageConfig(),
    });
  });
  return element;
}

const attrs = (id: string, content = 'Spring sale: <strong>-20%</strong>') =>
  `data-id="${id}" data-content="${content.replace(/"/g, '&quot;')}" data-variant="promo" data-link-url="/sale"`;

beforeEach(() => {
  resetPageConfigForTests();
  resetI18nForTests();
  clearAllCookies();
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
});

describe('top-announcement', () => {
  it('renders a labelled region with the sanitised content, the link and a close button', async () => {
    await mountAnnouncement(attrs('spring'));
    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region).toHaveAttribute('data-variant', 'promo');
    expect(region.querySelector('strong')?.textContent).toBe('-20%');
    const link = screen.getByRole('link', { name: 'Learn more' });
    expect(link).toHaveAttribute('href', '/sale');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Close the announcement' })).toBeInTheDocument();
  });

  it('closing sets both cookies and hides the node; the same id stays hidden, a new id shows', async () => {
    const node = await mountAnnouncement(attrs('spring'));
    await userEvent.click(await screen.findByRole('button', { name: 'Close the announcement' }));
    expect(cookieValue('top_announcement_closed')).toBe('1');
    expect(cookieValue('top_announcement_id')).toBe('spring');
    expect(node.hidden).toBe(true);
    act(() => unmount?.());
    expect((await mountAnnouncement(attrs('spring'))).hidden).toBe(true);
    act(() => unmount?.());
    const fresh = await mountAnnouncement(attrs('summer'));
    expect(fresh.hidden).toBe(false);
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('shows nothing outside its window or when switched off', async () => {
    expect(
      (await mountAnnouncement(`${attrs('a')} data-starts-at="2999-01-01T00:00:00Z"`)).hidden,
    ).toBe(true);
    expect(
      (await mountAnnouncement(`${attrs('a')} data-ends-at="2000-01-01T00:00:00Z"`)).hidden,
    ).toBe(true);
    expect((await mountAnnouncement(`${attrs('a')} data-enabled="false"`)).hidden).toBe(true);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('runs no script from hostile content and drops a javascript: link from config', async () => {
    const alarm = vi.fn();
    (window as unknown as { alarm: () => void }).alarm = alarm;
    await mountAnnouncement(
      `data-id="x" data-link-url="javascript:alarm()" data-content="${'<img src=x onerror=alarm()><a href=javascript:alarm()>go</a><script>alarm()</script>'.replace(/"/g, '&quot;')}"`,
    );
    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region.querySelector('img, script')).toBeNull();
    expect(region.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull();
    expect(alarm).not.toHaveBeenCalled();
  });
});
