import type { RouteManifest } from './manifest';
import shipped from './shipped-routes.json';

/**
 * The route manifest shipped with the bundle, behind an ES module: the lazy chunk that holds it is
 * then loaded without webpack's runtime helper for a JSON namespace, a helper every page would carry.
 */
export const shippedManifest = shipped as unknown as RouteManifest;
