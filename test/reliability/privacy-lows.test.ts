import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../fixtures/node';
import { resetPageConfigForTests } from '../../src/core/config/page-config';
import { scrubText } from '../../src/core/errors/scrub';
import { apiRequest } from '../../src/core/http/client';
import { resetRouterForTests } from '../../src/core/router/get-router';
import { uploadPicture } from '../../src/features/auction-form/api/pictures';
import { analyticsPath } from '../../src/features/auction-form/state/navigation/page-view';
import { freshHttpPage } from '../core/http/fresh-http-page';
import { LOCAL_GET, pageMeta } from '../core/http/http-fixtures';

/*
 * What leaves the browser: typed text in ky's
 * error URL, percent-encoded phone numbers and addresses, e-mails in utm_*
 * values, and picture uploads reported outside the 10 % sampling.
 */

const TYPED = 'Jan Kowalski, ul. Marszałkowska 12, +48 600 100 200';

const messages = (error: unknown): string[] => {
  const out: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof Error) out.push(current.message, current.stack ?? '');
    current = (current as { cause?: unknown }).cause;
  }
  return out;
};

let reports: unknown[] = [];
beforeEach(() => {
  reports = freshHttpPage(pageMeta());
});
afterEach(() => vi.restoreAllMocks());

describe('typed text in API errors', () => {
  it("never reaches an error or its cause through ky's request URL", async () => {
    mockServer.use(http.get('*/api/thing', () => HttpResponse.json({}, { status: 500 })));
    const error = await apiRequest({ route: LOCAL_GET, params: { q: TYPED } }).catch((e) => e);
    const text = [...messages(error), ...reports.flatMap(messages)].join('\n');
    expect(text).toContain('thing_get');
    expect(text).not.toMatch(/Kowalski|Marsza|600|%2B48|\+48/);
  });
});

describe('the scrubber', () => {
  it.each([
    ['a percent-encoded phone number', 'GET /api/x?phone=%2B48%20600%20100%20200', /600/],
    ['a form-encoded phone number', 'q=%2B48+600+100+200', /600/],
    ['a percent-encoded e-mail', 'to=jan.kowalski%40example.com', /kowalski/],
    [
      'a percent-encoded address',
      'https://a.example/geo?q=ul.%20Marsza%C5%82kowska%2012',
      /Marsza/,
    ],
    ['a plain address', 'lookup failed for ul. Marszałkowska 12/4', /Marsza/],
    ['a double-encoded phone', 'x=%252B48%2520600%2520100%2520200', /600/],
  ])('redacts %s', (_label, text, secret) => {
    expect(scrubText(text)).not.toMatch(secret);
  });

  it('leaves ordinary text alone', () => {
    expect(scrubText('GET /api/thing/7 failed: 503')).toBe('GET /api/thing/7 failed: 503');
  });
});

describe('campaign parameters in dataLayer', () => {
  it('keeps utm_* keys but scrubs personal data from their values', () => {
    const path = analyticsPath(
      '/form/step-2?utm_source=newsletter&utm_content=jan.kowalski%40example.com&utm_term=%2B48600100200&email=x',
    );
    expect(path).toContain('utm_source=newsletter');
    expect(path).not.toMatch(/kowalski|600100200|email=/);
    expect(decodeURIComponent(path)).not.toMatch(/kowalski|600100200/);
  });
});

describe('picture uploads', () => {
  it('report 4xx answers and time-outs sampled like every other API error', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // outside the 10 % sample
    mockServer.use(
      http.post('*/api/auction/:id/picture', () =>
        HttpResponse.json({ error: 'too big' }, { status: 413 }),
      ),
    );
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });
    document.head.innerHTML = '<meta name="transport-widgets" data-locale="en">';
    resetPageConfigForTests();
    resetRouterForTests();
    await expect(uploadPicture({ auctionId: 12, file })).rejects.toMatchObject({ status: 413 });
    expect(reports).toHaveLength(0);
  });
});
