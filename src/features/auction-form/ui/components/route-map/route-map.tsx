import { lazy, Suspense } from 'react';
import { loadWithOneRetry } from '@/core/errors/missing-file';
import { MapErrorBoundary } from './map-error-boundary';
import type { RouteMapProps } from './route-map-types';
import styles from './route-map.module.css';

export type { MapPoint, RouteMapProps } from './route-map-types';

// Leaflet and its CSS are a chunk of their own, fetched only when a route step shows a map.
const LeafletRouteMap = lazy(() =>
  loadWithOneRetry(() => import(/* webpackChunkName: "route-map" */ './leaflet-route-map')),
);

/** A static preview of the route: markers at both ends and the road line between them. */
export function RouteMap(props: RouteMapProps) {
  const frame = <div className={styles.frame} role="img" aria-label={props.label} />;
  return (
    <MapErrorBoundary fallback={frame}>
      <Suspense fallback={frame}>
        <LeafletRouteMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
