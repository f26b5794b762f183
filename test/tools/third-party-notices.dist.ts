// The `dist` stage of npm test runs this file after the build (`vitest run --project dist`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LICENSE_FILE, NOTICES_FILE } from '../../tools/third-party-notices';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const ROOT = path.resolve(import.meta.dirname, '../..');

/*
 * The minifier strips the licence comments of the bundled packages; the build lists them in one file
 * instead, which every release archive carries (tools/release.ts packs dist/ whole).
 */
describe('the licences beside the build', () => {
  const notices = readFileSync(path.join(DIST, NOTICES_FILE), 'utf8');
  const versionOf = (name: string) =>
    (
      JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;

  it.each([
    ['react', /Copyright \(c\) Meta Platforms/],
    ['react-dom', /Copyright \(c\) Meta Platforms/],
    ['dompurify', /Apache License|Mozilla Public License/],
    ['leaflet', /Volodymyr Agafonkin/],
    ['moment', /Copyright \(c\) OpenJS Foundation/],
    ['@reduxjs/toolkit', /MIT License/],
    ['redux-persist', /MIT License/],
    ['i18next', /Copyright \(c\) 2011-present i18next/],
    ['ky', /MIT License/],
    ['js-cookie', /Klaus Hartl, Fagner Brack/],
    ['@sentry/browser', /Functional Software/],
  ])('names %s at its installed version, with its licence text', (name, licence) => {
    const heading = new RegExp(
      `^${name.replace(/[./@]/g, '\\$&')} ${versionOf(name).replace(/\./g, '\\.')} \\(`,
      'm',
    );
    expect(notices).toMatch(heading);
    const section = notices.slice(notices.search(heading)).split(/\n={78}\n(?=\S+ \S+ \()/)[0];
    expect(section).toMatch(licence);
  });

  // jQuery and jquery-validation are the page's own (src/features/validation-messages/page-jquery.ts).
  it("lists no package the build does not hold: the page's jQuery and the test tools stay out", () => {
    for (const tool of ['jquery', 'jquery-validation', 'vitest', 'msw', 'webpack', 'jsdom'])
      expect(notices).not.toMatch(new RegExp(`^${tool} \\d`, 'm'));
  });

  it("carries the product's own terms", () => {
    expect(readFileSync(path.join(DIST, LICENSE_FILE), 'utf8')).toBe(
      readFileSync(path.join(ROOT, 'LICENSE'), 'utf8'),
    );
  });
});
