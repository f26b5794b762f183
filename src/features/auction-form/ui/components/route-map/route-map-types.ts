import type { LatLngTuple } from '@/features/auction-form/rules/polyline';

export interface MapPoint {
  lat: number;
  lng: number;
  /** Shown beside the marker (the city). */
  label: string;
}

export interface RouteMapProps {
  from: MapPoint | null;
  to: MapPoint | null;
  /** The decoded route; null draws the markers only. */
  path: LatLngTuple[] | null;
  /** Leaflet tile URL template; without it the route draws on a plain background. */
  tileUrl?: string;
  /** Plain-text attribution of the tiles. */
  attribution?: string;
  /** What the map shows, for screen readers (the map itself is a picture). */
  label: string;
}
