// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as';

// A `//` line between JSX tags is a text node: the page shows it. Lint refuses it; this proves
// the rule is on, so a config change cannot silently drop it.
describe('a comment between JSX tags (lint)', () => {
  const lint = (source: string) => lintAs('src/features/auction-form/ui/shell/probe.tsx', source);

  it('a `//` line among the children is a lint error', async () => {
    const rules = await lint(
      'export const Probe = () => (\n  <div>\n    // why this div\n    <span />\n  </div>\n);\n',
    );
    expect(rules).toContain('react/jsx-no-comment-textnodes');
  });

  it('the same words in braces are a comment, and pass', async () => {
    const rules = await lint(
      'export const Probe = () => (\n  <div>\n    {/* why this div */}\n    <span />\n  </div>\n);\n',
    );
    expect(rules).toEqual([]);
  });
});
