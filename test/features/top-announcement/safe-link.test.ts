// @vitest-environment node
import { isSafeLink } from '@/features/top-announcement/safe-link';

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
      expect({ ok, safe: isSafeLink(ok) }).toEqual({ ok, safe: true });
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
      expect({ bad, safe: isSafeLink(bad) }).toEqual({ bad, safe: false });
  });
});
