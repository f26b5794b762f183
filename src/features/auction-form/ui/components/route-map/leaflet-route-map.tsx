import L from 'leaflet';
// Leaflet's own stylesheet: global, but every rule hangs off .leaflet-* classes (see README).
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '@/core/scheduling/after-next-paint';
import { labelPadding, placeLabels, type PlacedLabel } from './label-placement';
import type { RouteMapProps } from './route-map-types';
import styles from './route-map.module.css';

const EUROPE: L.LatLngTuple = [50.5, 12];

/**
 * A label as a node, never an HTML string: Leaflet writes string content with `innerHTML`, which
 * a page enforcing Trusted Types refuses (and which would parse a place's name as markup).
 */
function textNode(text: string): HTMLElement {
  const node = document.createElement('span');
  node.textContent = text;
  return node;
}

/** Leaflet draws vectors with SVG (or canvas); without either there is nothing to draw with. */
const canDrawVectors = (): boolean => Boolean(L.Browser.svg || L.Browser.canvas);

function fitTo(instance: L.Map, bounds: L.LatLngBounds, labels: readonly PlacedLabel[]): void {
  placeLabels(instance.getSize(), labels);
  // No animation: a preview gains nothing from it, and a zoom animation still running when the
  // step changes (the map is removed) throws inside Leaflet ("reading '_leaflet_pos'").
  if (bounds.getNorthEast().equals(bounds.getSouthWest()))
    instance.setView(bounds.getCenter(), 9, { animate: false });
  else
    instance.fitBounds(bounds, {
      ...labelPadding(instance.getSize(), labels),
      maxZoom: 11,
      animate: false,
    });
}

/**
 * The Leaflet map behind RouteMap. It is a preview, not a tool: no dragging,
 * zooming or keyboard focus (a map that grabs touch drags traps mobile
 * scrolling), so to assistive technology it is one image with a label.
 */
export default function LeafletRouteMap({
  from,
  to,
  path,
  tileUrl,
  attribution,
  label,
}: RouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);
  // What the view must show, and the labels it must leave room for; refitted when the viewport
  // (and so the frame) changes size.
  const bounds = useRef<L.LatLngBounds | null>(null);
  const labels = useRef<PlacedLabel[]>([]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = L.map(element, {
      center: EUROPE,
      zoom: 4,
      zoomControl: false,
      // The tiles' credit is ours, in the frame: Leaflet's control writes it with `innerHTML`.
      attributionControl: false,
      dragging: false,
      touchZoom: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      keyboard: false,
      zoomSnap: 0.25,
      // A preview needs no animated zoom: its end callback ran after the map was removed when the
      // step changed within the animation ("_leaflet_pos" of undefined), now that Next paints at once.
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
    });
    if (tileUrl) {
      // A tile that fails (offline, blocked) leaves the plain background: the route still shows.
      L.tileLayer(tileUrl, { maxZoom: 18 }).addTo(instance);
    }
    layers.current = L.layerGroup().addTo(instance);
    map.current = instance;
    // The container's size follows the layout (it changes at the breakpoint).
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            instance.invalidateSize();
            if (bounds.current) fitTo(instance, bounds.current, labels.current);
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      map.current = null;
      layers.current = null;
      // `remove()` stops what still moves itself; `stop()` first would also reset the view at its
      // zoom, redrawing every layer of a map that is about to go, inside the click that leaves.
      // When the map leaves with its step, its container has already left the page: Leaflet's
      // teardown (every layer, handler and listener) waits for the frame that paints the next
      // step. A container still in the page is reused by the next map at once, so it is freed now.
      if (element.isConnected) instance.remove();
      else afterNextPaint(() => instance.remove());
    };
  }, [tileUrl]);

  useEffect(() => {
    const instance = map.current;
    const group = layers.current;
    if (!instance || !group) return;
    group.clearLayers();
    labels.current = [];
    if (!canDrawVectors()) return;
    const wanted = L.latLngBounds([]);
    if (path && path.length > 1) {
      L.polyline(path, { className: styles.routeCasing, weight: 8, interactive: false }).addTo(
        group,
      );
      L.polyline(path, { className: styles.routeLine, weight: 4, interactive: false }).addTo(group);
      path.forEach((point) => wanted.extend(point));
    }
    const ends = [
      [from, to, styles.fromMarker],
      [to, from, styles.toMarker],
    ] as const;
    for (const [point, other, className] of ends) {
      if (!point) continue;
      // Each label sits on the far side from the other end, off the line (placeLabels may move it
      // above or below when the frame is narrow).
      const outward = other && other.lng > point.lng ? 'left' : 'right';
      const marker = L.circleMarker([point.lat, point.lng], {
        radius: 8,
        weight: 3,
        className,
        interactive: false,
      })
        .bindTooltip(textNode(point.label), {
          permanent: true,
          direction: other ? outward : 'top',
          offset: other ? [outward === 'left' ? -8 : 8, 0] : [0, -8],
          className: styles.markerLabel,
        })
        .addTo(group);
      const tooltip = marker.getTooltip();
      if (tooltip) labels.current.push({ tooltip, point, other });
      wanted.extend([point.lat, point.lng]);
    }
    bounds.current = wanted.isValid() ? wanted : null;
    if (bounds.current) fitTo(instance, bounds.current, labels.current);
  }, [from, to, path]);

  return (
    <div className={styles.frame} role="img" aria-label={label}>
      <div ref={container} className={styles.map} data-route-map="" aria-hidden="true" />
      {tileUrl && attribution ? (
        <p className={styles.attribution} data-map-attribution="">
          {attribution}
        </p>
      ) : null}
    </div>
  );
}
