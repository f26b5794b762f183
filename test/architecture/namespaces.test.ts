// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as';

const SCREEN = (namespace: string) =>
  [
    "import { useTranslation } from 'react-i18next';",
    "import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';",
    'export function Probe() {',
    `  const { t } = useTranslation(${namespace});`,
    "  return t('x');",
    '}',
    '',
  ].join('\n');

// The form's namespaces are spelled once, in model/namespaces.ts (eslint.config.js); these probes
// prove the rule bites, and only where it should.
describe('the form names its translation namespaces by their constants (lint)', () => {
  it('a form screen naming its namespace as a string is a lint error', async () => {
    const rules = await lintAs(
      'src/features/auction-form/ui/shell/probe.tsx',
      SCREEN("'auction-form'").replace(/^import \{ FORM_NAMESPACE \}.*\n/m, ''),
    );
    expect(rules).toContain('no-restricted-syntax');
  });

  it('the constant passes', async () => {
    expect(
      await lintAs('src/features/auction-form/ui/shell/probe.tsx', SCREEN('FORM_NAMESPACE')),
    ).toEqual([]);
  });

  it('another widget keeps its own string', async () => {
    const rules = await lintAs(
      'src/features/notifications/ui/probe.tsx',
      SCREEN("'notifications'").replace(/^import \{ FORM_NAMESPACE \}.*\n/m, ''),
    );
    expect(rules).not.toContain('no-restricted-syntax');
  });
});
