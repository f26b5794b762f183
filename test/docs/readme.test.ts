// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  README,
  SYMFONY_DOC,
  generatedDocs,
  renderReadme,
  widgetDoc,
} from '../../tools/readme-tables';
import { widgetConfigSchemas } from '../../widgets/config-schemas';

describe('README and widget reference pages', () => {
  it('has a generated config table for the page and for every widget in its own page', () => {
    expect(readFileSync(README, 'utf8')).toContain('<!-- config:page -->');
    for (const name of Object.keys(widgetConfigSchemas)) {
      expect(readFileSync(widgetDoc(name), 'utf8')).toContain(`<!-- config:${name} -->`);
      expect(readFileSync(README, 'utf8')).toContain(`docs/widgets/${name}.md`);
    }
  });

  it('config tables are in sync with the schemas (run `npx tsx tools/readme-tables.ts`)', () => {
    for (const file of generatedDocs()) {
      const text = readFileSync(file, 'utf8');
      expect(text).toBe(renderReadme(text));
    }
  });

  it('the route names the dump must hold are generated into the Symfony integration page', () => {
    expect(readFileSync(SYMFONY_DOC, 'utf8')).toContain('<!-- config:required-routes -->');
    expect(readFileSync(README, 'utf8')).not.toContain('<!-- config:required-routes -->');
  });

  it('the README stays short: reference lives in docs/', () => {
    expect(readFileSync(README, 'utf8').split('\n').length).toBeLessThan(200);
  });
});
