import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mountWidgets, registerWidget } from '@/core/mount/mount-kit';
import { widget } from '@/features/login-helper/widget';
import { resetMounting } from '../../core/mount/reset-mounting';

const FEATURE = path.resolve(import.meta.dirname, '../../../src/features/login-helper');

describe('login-helper widget', () => {
  afterEach(() => {
    resetMounting();
    document.body.innerHTML = '';
  });

  it('mounts a node without attributes and offers openLogin on the global API', async () => {
    document.body.innerHTML = '<div data-tw-widget="login-helper"></div>';
    await registerWidget(widget);
    await mountWidgets(document);
    expect(
      document.querySelector('[data-tw-widget="login-helper"]')?.getAttribute('data-tw-state'),
    ).toBe('mounted');
    const api = window.TransportWidgets as unknown as {
      openLogin: (trigger: string) => Promise<boolean>;
    };
    expect(typeof api.openLogin).toBe('function');
    await expect(api.openLogin('not-a-trigger')).rejects.toThrow(/unknown trigger/);
  });

  it('never imports React: it runs on every page', () => {
    for (const file of readdirSync(FEATURE)) {
      const source = readFileSync(path.join(FEATURE, file), 'utf8');
      expect({ file, react: /from ['"]react|\.tsx['"]|\.module\.css/.test(source) }).toEqual({
        file,
        react: false,
      });
    }
  });
});
