import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { staticTreeOf } from './static-tree';

/**
 * `locales/<lng>/<namespace>.json?first-screen`: a locale's texts become the first screen a widget
 * paints before React, rendered at build time by the widget's own components, as a tree of nodes
 * (`StaticNode[]`, src/core/ui/static-markup.ts): one small chunk of data per locale. Each
 * namespace that has one names its renderer, a module exporting `renderFirstScreen(locale,
 * texts)` that returns `renderToString` markup. It runs inside this compilation
 * (`this.importModule`), so its CSS modules give the very class names the bundle uses.
 */
export interface FirstScreenLoaderOptions {
  renderers: Record<string, string>;
}

type Renderer = { renderFirstScreen(locale: string, texts: Record<string, unknown>): string };

export default function firstScreenLoader(
  this: LoaderContext<FirstScreenLoaderOptions>,
  source: string,
): void {
  const callback = this.async();
  const namespace = path.basename(this.resourcePath, '.json');
  const locale = path.basename(path.dirname(this.resourcePath));
  const renderer = this.getOptions().renderers[namespace];
  if (!renderer) {
    callback(new Error(`${this.resourcePath}: no first screen is built for "${namespace}"`));
    return;
  }
  (this.importModule(renderer) as Promise<Renderer>)
    .then(({ renderFirstScreen }) => {
      const texts = JSON.parse(source) as Record<string, unknown>;
      const tree = staticTreeOf(renderFirstScreen(locale, texts), `${namespace} (${locale})`);
      const json = JSON.stringify(JSON.stringify(tree));
      callback(null, `export default JSON.parse(${json});\n`);
    })
    .catch((error: unknown) => callback(error as Error));
}
