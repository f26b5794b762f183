import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingFeatures, LINE_FEATURES } from '@/core/support/browser-support';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const entries = readdirSync(path.join(ROOT, 'widgets'))
  .filter((file) => file.endsWith('.ts') && file !== 'config-schemas.ts')
  .map((file) => file.replace(/\.ts$/, ''));

const hasOwn = Object.hasOwn;
const at = Array.prototype.at;
/** Safari 15.0–15.3: the APIs that set the line are not there. */
function safari15(): void {
  // @ts-expect-error deleting a built-in, as an older engine lacks it
  delete Object.hasOwn;
  // @ts-expect-error idem
  delete Array.prototype.at;
}
/** Firefox 91 ESR: Array.prototype.at (Firefox 90) but no Object.hasOwn (92). */
function firefox91(): void {
  // @ts-expect-error deleting a built-in, as an older engine lacks it
  delete Object.hasOwn;
}
function restore(): void {
  Object.hasOwn = hasOwn;
  Array.prototype.at = at;
}

const SERVER_MARKUP = '<p>Server-rendered content</p><a href="/help">Help</a>';
let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.resetModules();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restore();
  warn.mockRestore();
  error.mockRestore();
  document.body.innerHTML = '';
});

describe('missingFeatures', () => {
  it('names what the browser lacks, and nothing in a browser of the line', () => {
    expect(missingFeatures(LINE_FEATURES)).toEqual([]);
    safari15();
    const missing = missingFeatures(LINE_FEATURES);
    restore(); // before expect(), which uses both
    expect(missing).toEqual(['Object.hasOwn', 'Array.prototype.at']);
  });

  it('a feature test that throws counts as missing', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      get() {
        throw new Error('blocked');
      },
    });
    try {
      expect(missingFeatures(['fetch'])).toEqual(['fetch']);
    } finally {
      if (original) Object.defineProperty(globalThis, 'fetch', original);
    }
  });
});

describe.each(entries)('entry widgets/%s.ts below the support line', (name) => {
  it('leaves the server markup untouched, logs one line and adds one breadcrumb', async () => {
    document.body.innerHTML = `<div data-tw-widget="${name}">${SERVER_MARKUP}</div>`;
    // The entry reads its script's nonce as it is evaluated (core/mount/nonce.ts). An engine's DOM
    // is native and needs nothing of the line; jsdom's is JavaScript that calls Object.hasOwn, so
    // those two reads answer here as on a page without a nonce.
    const reads = [
      vi.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(null),
      vi.spyOn(Document.prototype, 'querySelectorAll').mockReturnValue([] as never),
    ];
    firefox91();
    await import(`../../../widgets/${name}`);
    for (const read of reads) read.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { pendingBreadcrumbs } = await import('@/core/errors/report');
    restore();
    // The breadcrumb is added once the reporter has loaded (its chunk loads only then).
    await vi.waitFor(() => expect(pendingBreadcrumbs()).toHaveLength(1));

    const node = document.querySelector(`[data-tw-widget="${name}"]`);
    expect(node?.innerHTML).toBe(SERVER_MARKUP);
    expect(node?.hasAttribute('data-tw-state')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`${name} not started`);
    expect(String(warn.mock.calls[0]?.[0])).toContain('lacks Object.hasOwn;');
    expect(error).not.toHaveBeenCalled();
    expect(pendingBreadcrumbs()).toEqual([
      expect.objectContaining({
        category: 'transport-widgets.support',
        level: 'warning',
        data: { widget: name, missing: ['Object.hasOwn'] },
      }),
    ]);
  });
});

describe('entry in a browser of the line', () => {
  it('starts the widget (the check lets it through)', async () => {
    document.body.innerHTML = `<div data-tw-widget="top-announcement">${SERVER_MARKUP}</div>`;
    await import('../../../widgets/top-announcement');
    await vi.waitFor(() =>
      expect(
        document
          .querySelector('[data-tw-widget="top-announcement"]')
          ?.hasAttribute('data-tw-state'),
      ).toBe(true),
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
