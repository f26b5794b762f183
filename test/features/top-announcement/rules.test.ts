import * as v from 'valibot';
import { topAnnouncementConfigSchema } from '@/features/top-announcement/config';
import {
  isDismissed,
  isSafeUrl,
  isWithinWindow,
  shouldShow,
} from '@/features/top-announcement/rules';

const config = (extra: Record<string, unknown> = {}) =>
  v.parse(topAnnouncementConfigSchema, { id: 'spring', content: 'Spring sale', ...extra });
const noCookies = { closed: undefined, closedId: undefined };
const now = Date.parse('2025-06-01T12:00:00Z');

describe('the time window', () => {
  it('is open without bounds', () => {
    expect(isWithinWindow(now)).toBe(true);
  });
  it('starts at startsAt and ends just before endsAt', () => {
    expect(isWithinWindow(now, '2025-06-01T12:00:00Z')).toBe(true);
    expect(isWithinWindow(now, '2025-06-01T12:00:01Z')).toBe(false);
    expect(isWithinWindow(now, undefined, '2025-06-01T12:00:00Z')).toBe(false);
    expect(isWithinWindow(now, undefined, '2025-06-01T12:00:01Z')).toBe(true);
    expect(isWithinWindow(now, '2025-06-01T13:00:00+02:00', '2025-06-02T00:00:00+02:00')).toBe(
      true,
    );
  });
});

describe('whether the announcement shows', () => {
  it('shows a configured announcement inside its window', () => {
    expect(shouldShow(config(), now, noCookies)).toBe(true);
  });
  it('needs an id and content, and obeys the switch', () => {
    expect(shouldShow(config({ content: '  ' }), now, noCookies)).toBe(false);
    expect(shouldShow(v.parse(topAnnouncementConfigSchema, { content: 'x' }), now, noCookies)).toBe(
      false,
    );
    expect(shouldShow(config({ enabled: false }), now, noCookies)).toBe(false);
  });
  it('is hidden outside its window', () => {
    expect(shouldShow(config({ startsAt: '2025-07-01T00:00:00Z' }), now, noCookies)).toBe(false);
    expect(shouldShow(config({ endsAt: '2025-05-01T00:00:00Z' }), now, noCookies)).toBe(false);
  });
  it('stays closed for the closed id only: a new id shows again', () => {
    expect(isDismissed('1', 'spring', 'spring')).toBe(true);
    expect(shouldShow(config(), now, { closed: '1', closedId: 'spring' })).toBe(false);
    expect(shouldShow(config(), now, { closed: '1', closedId: 'winter' })).toBe(true);
    expect(shouldShow(config(), now, { closed: undefined, closedId: 'spring' })).toBe(true);
  });
  it('rejects an unreadable date in config', () => {
    expect(() => config({ startsAt: 'next monday' })).toThrow();
  });
});

describe('links from config', () => {
  it('allows http(s), mail, phone and relative links', () => {
    for (const ok of [
      'https://x.example/a',
      'http://x.example',
      '/help',
      '#top',
      '?a=1',
      'mailto:a@b.c',
      'tel:+48123',
      'help/prices',
    ])
      expect({ ok, safe: isSafeUrl(ok) }).toEqual({ ok, safe: true });
  });
  it('refuses script and data URLs, however they are disguised', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:x',
      '\u0001javascript:x',
      'data:text/html,x',
      'vbscript:x',
      '',
    ])
      expect({ bad, safe: isSafeUrl(bad) }).toEqual({ bad, safe: false });
  });
});
