import type { LoaderContext } from 'webpack';

/**
 * Leaflet tests for inline SVG when its module is evaluated, by writing `'<svg/>'` into a div's
 * `innerHTML`. Under `require-trusted-types-for 'script'` that string is refused: the module throws
 * and the form has no map (and the page a violation on every route step). Leaflet offers no option
 * for it, so the build makes the same element with `createElementNS`, which needs no HTML parser.
 * Every browser of the support line parses inline SVG, so `L.Browser.inlineSvg` keeps its value.
 * Leaflet's other `innerHTML` writes run only for string content, which the route map never gives
 * (its labels are nodes, its attribution is ours: leaflet-route-map.tsx).
 *
 * A Leaflet whose check reads otherwise stops the build here, rather than losing the map silently.
 */
export const INLINE_SVG_CHECK = "div.innerHTML = '<svg/>';";
export const WITHOUT_PARSER =
  "div.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));";

export function withoutHtmlSink(source: string, file: string): string {
  const at = source.indexOf(INLINE_SVG_CHECK);
  if (at === -1 || source.indexOf(INLINE_SVG_CHECK, at + 1) !== -1)
    throw new Error(
      `${file}: Leaflet's inline SVG check (${INLINE_SVG_CHECK}) is not there once; see tools/leaflet-trusted-types-loader.ts`,
    );
  return source.replace(INLINE_SVG_CHECK, WITHOUT_PARSER);
}

export default function leafletTrustedTypesLoader(
  this: LoaderContext<Record<string, never>>,
  source: string,
): string {
  return withoutHtmlSink(source, this.resourcePath);
}
