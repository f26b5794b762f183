import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const rel = (p: string) => path.relative(ROOT, p);

// The direction of imports is enforced by lint (import-x/no-restricted-paths and no-cycle in
// eslint.config.js); these tests prove the lint rules bite, so a config change cannot silently drop them.
async function lintAs(file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('imports flow one way: core → features → widgets (lint)', () => {
  it('core importing a feature is a lint error', async () => {
    const rules = await lintAs(
      'src/core/http/probe.ts',
      "import { mountUi } from '../../features/notifications/widget';\nexport const x = mountUi;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  }, 60000);

  it('a feature importing another feature is a lint error; core is allowed', async () => {
    const rules = await lintAs(
      'src/features/login-helper/probe.ts',
      "import { a } from '../notifications/widget';\nimport { b } from '../../core/http/client';\nexport const x = [a, b];\n",
    );
    expect(rules.filter((r) => r === 'import-x/no-restricted-paths')).toHaveLength(1);
  }, 60000);

  it('entry files stay a few lines', () => {
    for (const file of files(path.join(ROOT, 'widgets')).filter(
      (f) => !f.endsWith('config-schemas.ts'),
    )) {
      const lines = readFileSync(file, 'utf8').trim().split('\n').length;
      expect({ file: rel(file), short: lines <= 12 }).toEqual({ file: rel(file), short: true });
    }
  });
});

describe('the @/ alias for src/ (tsconfig paths, webpack, vitest, the lint resolver)', () => {
  it('keeps the zones: core importing a feature through @/ is a lint error', async () => {
    const rules = await lintAs(
      'src/core/http/probe.ts',
      "import { mountNotifications } from '@/features/notifications/widget';\nexport const x = mountNotifications;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  }, 60000);

  it('keeps the zones: a feature importing another through @/ is a lint error, core through @/ is not', async () => {
    const rules = await lintAs(
      'src/features/login-helper/probe.ts',
      "import { a } from '@/features/notifications/widget';\nimport { b } from '@/core/http/client';\nexport const x = [a, b];\n",
    );
    expect(rules.filter((r) => r === 'import-x/no-restricted-paths')).toHaveLength(1);
    expect(rules).not.toContain('import-x/no-unresolved');
  }, 60000);

  it('no import climbs three or more levels into src/', () => {
    const climbing = /(?:from |import\(|mock\()'((?:\.\.\/){3,}[^']*)'/g;
    const found: string[] = [];
    for (const dir of ['src', 'test', 'fixtures', 'tools', 'widgets'])
      for (const file of files(path.join(ROOT, dir)))
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(climbing)) {
          const target = rel(path.resolve(path.dirname(file), spec as string));
          if (target.startsWith(`src${path.sep}`)) found.push(`${rel(file)}: ${spec}`);
        }
    expect(found).toEqual([]);
  });
});
