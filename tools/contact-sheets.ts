/**
 * Contact sheets of saved screens, to look at every locale of a screen side by side:
 * `npx tsx tools/contact-sheets.ts <folder>` reads `<locale>-<screen>-<width>.png` (as
 * `SCREENS=<folder>` makes the locales e2e write them) and writes `<folder>/sheets/<screen>-<width>[-N].png`,
 * five locales in a row, each scaled so a sheet stays about 2000 px wide.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium-path';

const folder = process.argv[2];
if (!folder) throw new Error('usage: tsx tools/contact-sheets.ts <folder of screens>');
const SHEET_WIDTH = 2000;
const GAP = 8;

const shots = new Map<string, { locale: string; file: string }[]>();
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.png'))
  .sort()) {
  const match = /^([a-z]{2})-(.+)-(\d+)\.png$/.exec(file);
  if (!match) continue;
  const [, locale = '', screen = '', width = ''] = match;
  const key = `${screen}-${width}`;
  shots.set(key, [...(shots.get(key) ?? []), { locale, file }]);
}

const out = path.join(folder, 'sheets');
mkdirSync(out, { recursive: true });
const executablePath = chromiumPath();
if (!executablePath) throw new Error('no Chromium: set CHROMIUM_PATH');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: SHEET_WIDTH, height: 600 } });
for (const [key, list] of shots) {
  const width = Number(key.slice(key.lastIndexOf('-') + 1));
  // Five locales a sheet: a phone's text stays readable when the sheet is shown scaled down.
  const perSheet = 5;
  const scale = Math.min(1, (SHEET_WIDTH - GAP * perSheet) / (perSheet * width));
  for (let start = 0; start < list.length; start += perSheet) {
    const part = list.slice(start, start + perSheet);
    const cells = part
      .map(({ locale, file }) => {
        const data = readFileSync(path.join(folder, file)).toString('base64');
        return `<figure><figcaption>${locale}</figcaption><img style="width:${Math.round(width * scale)}px" src="data:image/png;base64,${data}"></figure>`;
      })
      .join('');
    await page.setContent(
      `<style>body{margin:0;display:flex;gap:${GAP}px;align-items:flex-start;font:bold 16px sans-serif;background:#888}figure{margin:0;background:#fff}figcaption{padding:2px 4px}img{display:block}</style>${cells}`,
    );
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const suffix = list.length > perSheet ? `-${start / perSheet + 1}` : '';
    await page.screenshot({ path: path.join(out, `${key}${suffix}.png`), fullPage: true });
  }
}
await browser.close();
console.info(`${shots.size} screens → ${out}`);
