import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetConfigSchemas } from '../../widgets/config-schemas';
import { README, renderReadme } from '../../tools/readme-tables';

describe('README', () => {
  const readme = readFileSync(README, 'utf8');

  it('has a generated config table for the page and every widget', () => {
    for (const name of ['page', ...Object.keys(widgetConfigSchemas)]) {
      expect(readme).toContain(`<!-- config:${name} -->`);
    }
  });

  it('config tables are in sync with the schemas (run `npx tsx tools/readme-tables.ts`)', () => {
    expect(readme).toBe(renderReadme(readme));
  });
});
