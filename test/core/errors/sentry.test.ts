// @vitest-environment node
import { createTransport } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { createSentrySink } from '@/core/errors/sentry-client';
import { ApiError } from '@/core/http/api-error';

/** Captures what would leave the browser: the serialised envelopes, through a mocked transport. */
function capture() {
  const sent: string[] = [];
  const transport = (options: Parameters<typeof createTransport>[0]) =>
    createTransport(options, async (request) => {
      sent.push(
        typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
      );
      return { statusCode: 200 };
    });
  return { sent, transport };
}

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('Sentry sink', () => {
  it('sends the widget, the bundle’s release, the site’s version and the user id, and no token, cookie, e-mail, phone or address', async () => {
    const { sent, transport } = capture();
    const report = createSentrySink(
      {
        sentryDsn: 'https://public@o1.ingest.example.invalid/1',
        release: 'r-1',
        userId: '77',
        currency: 'EUR',
        apiTimeout: 15000,
      },
      transport,
      'transport-widgets@9.9.9',
    );
    report(
      new Error(
        `Failed for jan.kowalski@example.pl with Bearer ${JWT} token=abc123 phone +48 601 234 567`,
      ),
      {
        widget: 'notifications',
        kind: 'http',
        extra: {
          cookie: 'mercureAuthorization=abc',
          address: 'ul. Długa 5, Gdańsk',
          street: 'Długa',
          route: 'api_me',
          jwt: JWT,
        },
      },
    );
    report(new ApiError('http', 'api_post_auction', 500), {
      widget: 'auction-form',
      kind: 'http',
      extra: { email: 'a@b.pl' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.length).toBe(2);
    const all = sent.join('\n');
    // Filed under the bundle's release, whose source maps Sentry has; the site's version is a tag.
    expect(all).toContain('"release":"transport-widgets@9.9.9"');
    expect(all).toContain('"site_release":"r-1"');
    expect(all).toContain('"widget":"notifications"');
    expect(all).toMatch(/"user":\{"id":"77"\}/);
    expect(all).toContain('api_me');
    for (const secret of [
      JWT,
      'jan.kowalski@example.pl',
      'abc123',
      '601 234 567',
      'mercureAuthorization=abc',
      'Długa',
      'a@b.pl',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
