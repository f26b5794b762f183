import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/core/i18n/locales';
import { banner, distVersionProblems, packageVersion } from '../../tools/release/version';
import { builtFiles, builtScript, chunkOfFile } from '../built-files';
import { moduleName } from '../perf/module-sizes';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const MAPS = path.resolve(import.meta.dirname, '../../dist-sourcemaps');
const LOCALE_DIR = path.resolve(import.meta.dirname, '../../locales');
const ENTRIES = [
  'auction-form',
  'cookie-bar',
  'mobile-app-bar',
  'top-announcement',
  'notifications',
  'login-helper',
  'validation-messages',
];

interface EntryPoints {
  entrypoints: Record<string, { js: string[]; css: string[] }>;
  integrity: Record<string, string>;
  preload: Record<string, Array<{ href: string; as: string; chunk: string; locale?: string }>>;
}

describe('production build', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(DIST, 'entrypoints.json'), 'utf8'),
  ) as EntryPoints;
  const js = readdirSync(DIST).filter((file) => file.endsWith('.js'));

  it('lists every entry in the WebpackEncoreBundle format, runtime first, with integrity hashes', () => {
    expect(Object.keys(manifest.entrypoints).sort()).toEqual([...ENTRIES].sort());
    for (const entry of ENTRIES) {
      const files = manifest.entrypoints[entry]!.js;
      expect(files[0]).toMatch(/^\/build\/runtime\.[0-9a-f]{8}\.js$/);
      expect(files.at(-1)).toMatch(new RegExp(`^/build/${entry}\\.[0-9a-f]{8}\\.js$`));
      for (const file of [...files, ...manifest.entrypoints[entry]!.css]) {
        expect(manifest.integrity[file]).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      }
    }
    const manifestJson = JSON.parse(
      readFileSync(path.join(DIST, 'manifest.json'), 'utf8'),
    ) as Record<string, string>;
    expect(manifestJson['build/cookie-bar.js']).toBe(manifest.entrypoints['cookie-bar']!.js.at(-1));
  });

  it('names its release: the version in entrypoints.json and on the first line of each initial script', () => {
    const { name, version } = packageVersion(path.resolve(DIST, '..'));
    expect(distVersionProblems(DIST, name, version)).toEqual([]);
    const runtime = manifest.entrypoints['cookie-bar']!.js[0] as string;
    const bytes = readFileSync(path.join(DIST, runtime.replace('/build/', '')));
    expect(bytes.toString('utf8').startsWith(`${banner(name, version)}\n`)).toBe(true);
    // The integrity value covers the banner: the browser checks the bytes it is served.
    expect(manifest.integrity[runtime]).toBe(
      `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
    );
    // Sentry files events under the bundle's release, the one its source maps are uploaded under.
    const release = new RegExp(`["'\`]${name}@${version.replaceAll('.', '\\.')}["'\`]`);
    const naming = js.filter((file) => release.test(readFileSync(path.join(DIST, file), 'utf8')));
    expect(naming).not.toEqual([]);
  });

  it("lists the form's first-screen preload hints: built files, none of the entry's own", () => {
    const hints = manifest.preload['auction-form'] ?? [];
    // Each file once, named by the first listed chunk that holds it; the router and the dump have their
    // own names, which a page that asks nothing at start leaves out (tools/preload-hints.ts).
    for (const chunk of ['auction-form-app', 'form-step-category', 'router', 'routes'])
      expect(hints.map((hint) => hint.chunk)).toContain(chunk);
    for (const name of ['auction-form-app', 'form-step-category', 'router', 'routes'])
      expect(hints.map((hint) => hint.href)).toContain(builtFiles(name)[0]);
    expect(hints.some((hint) => hint.as === 'style')).toBe(true);
    for (const hint of hints) {
      expect(readdirSync(DIST)).toContain(hint.href.replace('/build/', ''));
      expect(manifest.entrypoints['auction-form']!.js).not.toContain(hint.href);
    }
  });

  it("lists the cookie bar's first-screen hints: its painter, its stylesheets and each locale's texts", () => {
    const hints = manifest.preload['cookie-bar'] ?? [];
    const painter = hints.filter((hint) => hint.chunk === 'cookie-bar-first-screen');
    expect(painter.map((hint) => hint.as).sort()).toEqual(['script', 'style', 'style']);
    const texts = hints.filter((hint) => hint.locale);
    expect(texts.map((hint) => hint.locale)).toEqual([...LOCALES].sort());
    for (const hint of texts) {
      expect(hint.chunk).toBe(`cookie-bar-text-${hint.locale}`);
      // The file holds that locale's bar: its heading in the locale's words.
      const heading = (
        JSON.parse(
          readFileSync(path.join(LOCALE_DIR, hint.locale as string, 'cookie-consent.json'), 'utf8'),
        ) as { title: string }
      ).title;
      expect(readFileSync(path.join(DIST, hint.href.replace('/build/', '')), 'utf8')).toContain(
        JSON.stringify(heading).slice(1, -1),
      );
    }
    for (const hint of hints) {
      expect(readdirSync(DIST)).toContain(hint.href.replace('/build/', ''));
      expect(manifest.entrypoints['cookie-bar']!.js).not.toContain(hint.href);
    }
  });

  it('holds no eval and writes hidden source maps outside dist/', () => {
    for (const file of js) {
      const source = readFileSync(path.join(DIST, file), 'utf8');
      expect({ file, evals: /\beval\(|new Function\(/.test(source) }).toEqual({
        file,
        evals: false,
      });
    }
    // Every file with code of ours has its map (a chunk of pure JSON data, like the route manifest, has
    // none), but hidden: outside dist/ (never published, uploaded to Sentry) and not named by the file.
    const initial = new Set(
      Object.values(manifest.entrypoints).flatMap((e) => e.js.map((u) => u.replace('/build/', ''))),
    );
    const maps = new Set(readdirSync(MAPS));
    const mapped = js.filter((file) => maps.has(`${file}.map`));
    for (const file of initial) expect(mapped).toContain(file);
    expect(mapped.length).toBeGreaterThan(js.length * 0.8);
    expect(
      readdirSync(DIST, { recursive: true }).filter((f) => String(f).endsWith('.map')),
    ).toEqual([]);
    for (const file of js)
      expect(readFileSync(path.join(DIST, file), 'utf8')).not.toContain('sourceMappingURL');
  });

  it('ships only the ten product locales of moment, each as its own lazy chunk, not with moment', () => {
    const holders = js.flatMap((file) => {
      const code = readFileSync(path.join(DIST, file), 'utf8');
      return [...code.matchAll(/defineLocale\("([a-z-]+)"/g)].map((m) => ({
        locale: m[1],
        chunk: chunkOfFile(file),
      }));
    });
    const defined = holders.map(({ locale }) => locale).sort();
    expect([...new Set(defined)]).toEqual(['de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro', 'sv']);
    expect(holders.map(({ locale, chunk }) => `${locale} in ${chunk}`).sort()).toEqual(
      ['de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro', 'sv'].map((l) => `${l} in moment-${l}`),
    );
  });

  it("leaves webpack's CommonJS helpers out of the runtime every page loads", () => {
    // `__webpack_require__.t`: an `import()` of a JSON file or of a CommonJS module (moment's own
    // locales) needs it; the shipped routes come through an ES module, and moment from its ES build.
    // `.hmd`/`.nmd`: a module that reads Node's `module` (moment, unless `momentRule` holds).
    const runtime = manifest.entrypoints['cookie-bar']!.js[0] as string;
    const code = readFileSync(path.join(DIST, path.basename(runtime)), 'utf8');
    const helper = /\.t ?= ?function ?\(\w+, ?\w+\) ?\{\s*if ?\(1 ?& ?\w+/;
    expect(helper.test(code), `${runtime} holds __webpack_require__.t`).toBe(false);
    expect(code.match(/\.[hn]md ?=/g), `${runtime} holds a module decorator`).toBeNull();
  });

  /** The chunks that hold each module whose name matches `pattern`. */
  function holdersOf(pattern: RegExp): Record<string, string[]> {
    const holders = new Map<string, string[]>();
    for (const file of js) {
      // A map's source list, not `modulesOf`: sizing every mapped segment of every file takes
      // seconds, more than a test's time on a busy machine, and only the names are asked here.
      const map = path.join(MAPS, `${file}.map`);
      const sources = existsSync(map)
        ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
        : [];
      for (const module of sources.map(moduleName)) {
        if (pattern.test(module))
          holders.set(module, [...(holders.get(module) ?? []), chunkOfFile(file) ?? file].sort());
      }
    }
    return Object.fromEntries(holders);
  }

  it("builds error reporting once, in the mount kit's chunk, which the helpers' lazy chunks share", () => {
    // Below splitChunks' minSize, webpack would copy these into every lazy chunk that imports them.
    // `widgets-core` is the form's and the validation messages' initial chunk, which import them.
    expect(holdersOf(/^src\/core\/errors\/(errors|report|scrub)\.ts$/)).toEqual({
      'src/core/errors/errors.ts': ['mount-kit', 'widgets-core'],
      'src/core/errors/report.ts': ['mount-kit', 'widgets-core'],
      'src/core/errors/scrub.ts': ['mount-kit', 'widgets-core'],
    });
  });

  it("builds what the helper UIs render with once (widgets-ui); the form's app keeps its own copy", () => {
    // A first visit's page with the cookie bar and the announcement loads it once, not twice.
    const shared = ['auction-form-app', 'widgets-ui'];
    expect(
      holdersOf(
        /^src\/core\/(ui\/(error-boundary|render-widget|widget-tree)\.tsx|i18n\/i18n\.ts|errors\/missing-file\.ts)$/,
      ),
    ).toEqual({
      'src/core/ui/error-boundary.tsx': shared,
      'src/core/ui/render-widget.tsx': shared,
      'src/core/ui/widget-tree.tsx': shared,
      'src/core/i18n/i18n.ts': shared,
      'src/core/errors/missing-file.ts': shared,
    });
  });

  it("names the entries' files by name and the lazy ones by chunk id, each in manifest.json", () => {
    const initial = new Set(
      Object.values(manifest.entrypoints).flatMap(({ js: scripts, css }) =>
        [...scripts, ...css].map((file) => path.basename(file)),
      ),
    );
    const lazy = readdirSync(DIST).filter((file) => /\.(js|css)$/.test(file) && !initial.has(file));
    expect(lazy.length).toBeGreaterThan(40);
    expect(lazy.filter((file) => !/^\d+\.[0-9a-f]{8}\.(js|css)$/.test(file))).toEqual([]);
    expect([...initial].filter((file) => /^\d+\./.test(file))).toEqual([]);
    expect(chunkOfFile(builtScript('cookie-bar-ui'))).toBe('cookie-bar-ui');
  });

  it('writes a JSON Schema for every widget config', () => {
    for (const entry of ENTRIES) {
      const schema = JSON.parse(
        readFileSync(path.join(DIST, 'schemas', `${entry}.schema.json`), 'utf8'),
      ) as { type: string };
      expect(schema.type).toBe('object');
    }
  });

  it('writes the inline scripts a page prints with its nonce: small, self-contained, safe inside <script>', () => {
    expect(readdirSync(path.join(DIST, 'inline')).sort()).toEqual([
      'announcement-guard.js',
      'consent-default.js',
    ]);
    for (const file of ['announcement-guard.js', 'consent-default.js']) {
      const code = readFileSync(path.join(DIST, 'inline', file), 'utf8');
      expect(code.length).toBeLessThan(1280);
      expect(code).not.toMatch(/<\/script|<!--|__webpack|import\(|sourceMappingURL/i);
    }
  });
});
