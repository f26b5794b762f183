// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../tools/import-graph';

const HELPER_ENTRIES = [
  'cookie-bar',
  'login-helper',
  'mobile-app-bar',
  'notifications',
  'top-announcement',
];

/** Every module an entry runs before it decides: its static imports (type-only and dynamic ones are not followed). */
const staticModules = (entry: string): string[] => [
  ...importGraph(`widgets/${entry}.ts`, () => false).reached.keys(),
];

describe('the helper entries decide before any schema loads', () => {
  it.each(HELPER_ENTRIES)('%s: no valibot, no config schema, no schema reader', (entry) => {
    const modules = staticModules(entry);
    expect(modules).toContain(`widgets/${entry}.ts`);
    expect(modules.filter((m) => m === 'npm:valibot' || m.startsWith('npm:react'))).toEqual([]);
    expect(
      modules.filter((m) =>
        /features\/[^/]+\/(config|widget)\.ts$|core\/config\/(data-attributes|page-config)\.ts$/.test(
          m,
        ),
      ),
    ).toEqual([]);
  });

  it.each(HELPER_ENTRIES)(
    '%s: decides without the mount kit, the error reporter and js-cookie (lazy chunks)',
    (entry) => {
      const modules = staticModules(entry);
      expect(modules).toContain('src/core/mount/start.ts');
      expect(
        modules.filter((m) =>
          /core\/mount\/mount-kit\.ts$|core\/errors\/(report|scrub|start-reporting)\.ts$|npm:js-cookie/.test(
            m,
          ),
        ),
      ).toEqual([]);
    },
  );

  it('the walk sees through to valibot where an entry holds its schema (the form)', () => {
    expect(staticModules('auction-form')).toContain('npm:valibot');
  });
});
