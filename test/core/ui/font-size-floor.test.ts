// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Nothing the widgets show is smaller than 11 px: a font size below 1em compounds when nested
 * (`0.8em` inside `0.85em` rendered 10.88 px on the edit page's summary), so every such size is
 * floored with `max(11px, …)`; a px size is at least 11 px. No size uses `rem` (the host's root).
 */
const SRC = path.resolve(import.meta.dirname, '../../../src');
const cssFiles = (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.css'))
  .map((file) => path.join(SRC, file));

function declarations(): Array<{ where: string; value: string }> {
  return cssFiles.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/font-size:\s*([^;]+);/g)].map((m) => ({
      where: `${path.relative(SRC, file)}`,
      value: (m[1] ?? '').trim(),
    })),
  );
}

/** The smallest factor of the inherited size a value can give, or null when it is floored or absolute. */
function shrinks(value: string): boolean {
  if (/^max\(11px,/.test(value)) return false;
  const em = /^([\d.]+)em$/.exec(value);
  if (em) return Number(em[1]) < 1;
  const factor = /^calc\(var\(--_font-size\) \* ([\d.]+)\)$/.exec(value);
  if (factor) return Number(factor[1]) < 1;
  return false;
}

describe('font sizes', () => {
  it('never fall below 11 px, however they nest', () => {
    const found = declarations();
    expect(found.length).toBeGreaterThan(50);
    expect(found.filter((d) => shrinks(d.value))).toEqual([]);
    for (const d of found) {
      expect({ ...d, rem: /rem\b/.test(d.value) }).toEqual({ ...d, rem: false });
      const px = /^([\d.]+)px$/.exec(d.value);
      if (px) expect({ ...d, px: Number(px[1]) >= 11 }).toEqual({ ...d, px: true });
    }
  });
});
