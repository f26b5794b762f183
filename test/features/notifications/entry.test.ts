// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logError } from '@/core/errors/report';
import { scrubText, scrubValue } from '@/core/errors/scrub';
import { issueToken } from '../../../fixtures/notifications/token';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('notifications entry', () => {
  it('imports nothing but its schema statically; the UI is a lazy chunk', () => {
    const source = readFileSync(path.join(ROOT, 'src/features/notifications/widget.ts'), 'utf8');
    const statics = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(statics).toEqual(['../../core/mount/widget', './config']);
    expect(source).toMatch(
      /await import\(\s*\/\* webpackChunkName: "notifications-ui" \*\/ '\.\/ui\/mount-ui'\s*\)/,
    );
  });
});

describe('the subscriber JWT in logs and reports', () => {
  const token = issueToken();

  it('is scrubbed from console lines, cookie strings and URLs', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logError(
      `[notifications] hub refused mercureAuthorization=${token}`,
      new Error(`cookie: mercureAuthorization=${token}`),
    );
    const line = String(spy.mock.calls[0]?.[0]);
    spy.mockRestore();
    expect(line).not.toContain(token);
    expect(line).not.toContain(token.split('.')[1]);
    expect(
      scrubText(
        `https://example.com/.well-known/mercure?topic=%2Fusers%2F1&authorization=${token}`,
      ),
    ).not.toContain(token.split('.')[1]);
  });

  it('is dropped from values sent to Sentry', () => {
    const scrubbed = JSON.stringify(
      scrubValue({
        headers: { cookie: `mercureAuthorization=${token}` },
        jwt: token,
        note: `Bearer ${token}`,
      }),
    );
    expect(scrubbed).not.toContain(token.split('.')[1]);
  });
});
