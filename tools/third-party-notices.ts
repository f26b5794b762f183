import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compilation, type Compiler, type Module } from 'webpack';

/**
 * `dist/THIRD_PARTY_NOTICES.txt` and `dist/LICENSE`: the minifier drops every licence comment from the
 * scripts (one line of React's banner per chunk would be paid by every page), so the build writes
 * each bundled package's licence in one file beside them, as the MIT, BSD and Apache licences ask
 * of a copy of the software, and the product's own terms. They travel with every build and release
 * archive; a site serves them under its build path like any file of the build.
 */
export const NOTICES_FILE = 'THIRD_PARTY_NOTICES.txt';
export const LICENSE_FILE = 'LICENSE';

export interface BundledPackage {
  name: string;
  version: string;
  /** The SPDX expression of its package.json. */
  license: string;
  /** Its licence file's text, or null when the package ships none. */
  text: string | null;
}

/**
 * The folder of the npm package a bundled file belongs to (`…/node_modules/@scope/name` or
 * `…/node_modules/name`, the innermost for a nested copy), or null for a file of our own.
 */
export function packageRootOf(resource: string): string | null {
  const file = resource.split('?')[0] ?? resource;
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at === -1 || at + 1 >= parts.length) return null;
  const scoped = parts[at + 1]?.startsWith('@');
  const end = at + (scoped ? 3 : 2);
  if (end > parts.length - 1) return null;
  return parts.slice(0, end).join('/');
}

const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i;

/** A package as its folder describes it: package.json's name, version and licence, its licence file. */
export function readPackage(root: string): BundledPackage {
  const json = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license?: string | { type?: string };
  };
  const license =
    typeof json.license === 'string' ? json.license : (json.license?.type ?? 'UNKNOWN');
  const file = readdirSync(root)
    .filter((name) => LICENCE_FILE.test(name))
    .sort()[0];
  const text = file ? readFileSync(path.join(root, file), 'utf8').trim() : null;
  return { name: json.name, version: json.version, license, text };
}

/** The notices file: every package once, by name, with its licence text. */
export function noticesText(product: string, packages: BundledPackage[]): string {
  const unique = [...new Map(packages.map((p) => [`${p.name}@${p.version}`, p])).values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
  const rule = '='.repeat(78);
  const sections = unique.map((p) =>
    [
      rule,
      `${p.name} ${p.version} (${p.license})`,
      rule,
      '',
      p.text ??
        `The package ships no licence file; its package.json gives the licence as ${p.license}.`,
      '',
    ].join('\n'),
  );
  return [
    `${product} includes the following third-party software, each under its own licence.`,
    `Packages: ${unique.map((p) => `${p.name} ${p.version}`).join(', ')}.`,
    '',
    ...sections,
  ].join('\n');
}

/** Every file a chunk of the build holds, through the modules webpack joined into one. */
function bundledResources(compilation: Compilation): Set<string> {
  const resources = new Set<string>();
  const visit = (module: Module) => {
    const inner = (module as { modules?: Iterable<Module> }).modules;
    if (inner) for (const each of inner) visit(each);
    const resource = (module as { resource?: string }).resource;
    if (resource) resources.add(resource);
  };
  for (const chunk of compilation.chunks)
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) visit(module);
  return resources;
}

/**
 * Emits the notices for the npm packages the build's chunks hold (what tree shaking left out is not
 * shipped and not listed) and the files built outside webpack (`otherInputs`: the inline scripts'),
 * and the product's LICENSE (`licenseFile`, the repository's own).
 */
export class ThirdPartyNoticesPlugin {
  constructor(
    private readonly product: string,
    private readonly licenseFile: string,
    private readonly otherInputs: () => string[] = () => [],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ThirdPartyNoticesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ThirdPartyNoticesPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const roots = new Set(
            [...bundledResources(compilation), ...this.otherInputs()]
              .map(packageRootOf)
              .filter((root): root is string => root !== null && existsSync(root)),
          );
          const text = noticesText(this.product, [...roots].map(readPackage));
          compilation.emitAsset(NOTICES_FILE, new webpack.sources.RawSource(text));
          compilation.emitAsset(
            LICENSE_FILE,
            new webpack.sources.RawSource(readFileSync(this.licenseFile, 'utf8')),
          );
        },
      );
    });
  }
}
