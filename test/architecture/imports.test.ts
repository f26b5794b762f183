// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as';

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
// The probes are linted as text at a path (lint-as.ts).

describe('imports flow one way: core → features → widgets (lint)', () => {
  it('core importing a feature is a lint error', async () => {
    const rules = await lintAs(
      'src/core/http/probe.ts',
      "import { mountUi } from '../../features/notifications/widget';\nexport const x = mountUi;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('a feature importing another feature is a lint error; core is allowed', async () => {
    const rules = await lintAs(
      'src/features/login-helper/probe.ts',
      "import { a } from '../notifications/widget';\nimport { b } from '../../core/http/client';\nexport const x = [a, b];\n",
    );
    expect(rules.filter((r) => r === 'import-x/no-restricted-paths')).toHaveLength(1);
  });

  it('entry files stay a few lines', () => {
    for (const file of files(path.join(ROOT, 'widgets')).filter(
      (f) => !f.endsWith('config-schemas.ts'),
    )) {
      const lines = readFileSync(file, 'utf8').trim().split('\n').length;
      expect({ file: rel(file), short: lines <= 12 }).toEqual({ file: rel(file), short: true });
    }
  });
});

const FORM = 'src/features/auction-form';
const FORM_LAYERS = ['model', 'rules', 'api', 'state', 'ui'] as const;
/** A real module of each layer, for the probes to import. */
const LAYER_MODULE: Record<(typeof FORM_LAYERS)[number], string> = {
  model: 'model/steps',
  rules: 'rules/address',
  api: 'api/form-api',
  state: 'state/navigation/form-slice',
  ui: 'ui/hooks',
};
/** A probe importing `modules`, in the one import order lint asks for (alphabetical paths). */
const importsOf = (modules: readonly string[], typeOnly = false) => {
  const sorted = [...modules].sort();
  const imports = sorted.map((module, i) =>
    typeOnly
      ? `import type * as m${i} from '../${module}';`
      : `import * as m${i} from '../${module}';`,
  );
  const uses = sorted.map((_, i) =>
    typeOnly ? `export type T${i} = typeof m${i};` : `export const v${i} = m${i};`,
  );
  return `${[...imports, ...uses].join('\n')}\n`;
};

describe("the auction form's layers import downward only: model ← rules ← api ← state ← ui (lint)", () => {
  it.each(FORM_LAYERS.slice(0, -1).map((layer, i) => [layer, FORM_LAYERS.slice(i + 1)] as const))(
    '%s/ importing any layer above it (%s) is a lint error, one per import',
    async (layer, above) => {
      const rules = await lintAs(
        `${FORM}/${layer}/probe.ts`,
        importsOf(above.map((upper) => LAYER_MODULE[upper])),
      );
      expect(rules.filter((r) => r === 'import-x/no-restricted-paths')).toHaveLength(above.length);
    },
  );

  it('a type-only upward import is one too (the slices may not name what the screens hold)', async () => {
    const rules = await lintAs(`${FORM}/state/probe.ts`, importsOf([LAYER_MODULE.ui], true));
    expect(rules).toEqual(['import-x/no-restricted-paths']);
  });

  it("a module in one of state/'s concern folders is in the state layer too (the zone matches by prefix)", async () => {
    const rules = await lintAs(
      `${FORM}/state/draft/probe.ts`,
      "import * as m0 from '../../model/steps';\nimport * as m1 from '../../ui/hooks';\nexport const v0 = m0;\nexport const v1 = m1;\n",
    );
    expect(rules).toEqual(['import-x/no-restricted-paths']);
  });

  it('ui/ may import every layer below it, and no zone fires', async () => {
    const below = FORM_LAYERS.slice(0, -1).map((layer) => LAYER_MODULE[layer]);
    expect(await lintAs(`${FORM}/ui/probe.ts`, importsOf(below))).toEqual([]);
  });

  it('the entry side (warm-first-screen.ts) imports no store: that stays in the app chunk', async () => {
    const rules = await lintAs(
      `${FORM}/warm-first-screen.ts`,
      "import { formSlice } from './state/navigation/form-slice';\nexport const probe = formSlice;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });
});

describe('no import cycles (lint: import-x/no-cycle reads .ts and .tsx)', () => {
  it('a real value cycle is a lint error: rules/address.ts importing step-validity, which imports it', async () => {
    // step-validity.ts imports areAddressesValid from ./address: this import closes the circle.
    const rules = await lintAs(
      `${FORM}/rules/address.ts`,
      "import { stepValidity } from './step-validity';\nexport const probe = stepValidity;\n",
    );
    expect(rules).toContain('import-x/no-cycle');
  });

  it('a type-only import back is not a cycle (nothing runs in a circle)', async () => {
    const rules = await lintAs(
      `${FORM}/rules/address.ts`,
      "import type { StepFacts } from './step-validity';\nexport type Probe = StepFacts;\n",
    );
    expect(rules).not.toContain('import-x/no-cycle');
  });
});

describe('the @/ alias for src/ (tsconfig paths, webpack, vitest, the lint resolver)', () => {
  it('keeps the zones: core importing a feature through @/ is a lint error', async () => {
    const rules = await lintAs(
      'src/core/http/probe.ts',
      "import { mountNotifications } from '@/features/notifications/widget';\nexport const x = mountNotifications;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('keeps the zones: a feature importing another through @/ is a lint error, core through @/ is not', async () => {
    const rules = await lintAs(
      'src/features/login-helper/probe.ts',
      "import { a } from '@/features/notifications/widget';\nimport { b } from '@/core/http/client';\nexport const x = [a, b];\n",
    );
    expect(rules.filter((r) => r === 'import-x/no-restricted-paths')).toHaveLength(1);
    expect(rules).not.toContain('import-x/no-unresolved');
  });

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

describe('one import order (lint)', () => {
  it('a package after a relative import, or the alias after a parent path, is a lint error', async () => {
    const rules = await lintAs(
      'src/features/login-helper/probe.ts',
      "import { b } from '../../core/http/client';\nimport { a } from '@/core/errors/report';\nimport { c } from './triggers';\nimport { produce } from 'immer';\nexport const x = [a, b, c, produce];\n",
    );
    expect(rules.filter((r) => r === 'import-x/order')).toHaveLength(2);
  });

  it('an import for its side effect alone keeps its place', async () => {
    const rules = await lintAs(
      'src/features/login-helper/probe.ts',
      "import { a } from '@/core/errors/report';\nimport './probe.css';\nimport { produce } from 'immer';\nexport const x = [a, produce];\n",
    );
    expect(rules.filter((r) => r === 'import-x/order')).toHaveLength(1);
  });
});
