import L from 'leaflet';
import type { MapPoint } from './route-map-types';

/** From a marker's centre to the near side of its label: the tooltip's offset and its tip. */
const REACH = 8 + 6;
/** Between a label and the frame's edge; also the room a bare marker (radius 8, stroke 3) needs. */
const EDGE = 6;
const MARKER = 10;
/** Both labels beside their markers while they take at most this share of the frame's width. */
const SIDEWAYS_SHARE = 0.6;

type Direction = 'left' | 'right' | 'top' | 'bottom';
const OFFSET: Record<Direction, L.PointTuple> = {
  left: [-8, 0],
  right: [8, 0],
  top: [0, -8],
  bottom: [0, 8],
};

/** A place's label on the map, with the route's other end (null when the map shows one place). */
export interface PlacedLabel {
  tooltip: L.Tooltip;
  point: MapPoint;
  other: MapPoint | null;
}

const sizeOf = (tooltip: L.Tooltip): { width: number; height: number } => {
  const element = tooltip.getElement();
  return { width: element?.offsetWidth ?? 0, height: element?.offsetHeight ?? 0 };
};

/**
 * Each label on the outer side of its marker, away from the route: beside it (west end left, east
 * end right) while the frame is wide enough for both labels with the route between them, else
 * above the northern end and below the southern one (a phone's summary map is 220 px wide: two
 * labels beside "München" and "Warszawa" would leave the route no room).
 */
export function placeLabels(frame: L.Point, labels: readonly PlacedLabel[]): void {
  const beside = labels.reduce((sum, label) => sum + sizeOf(label.tooltip).width + REACH + EDGE, 0);
  const sideways = beside <= frame.x * SIDEWAYS_SHARE;
  for (const { tooltip, point, other } of labels) {
    let direction: Direction = 'top';
    if (other && sideways) direction = other.lng > point.lng ? 'left' : 'right';
    else if (other) direction = other.lat > point.lat ? 'bottom' : 'top';
    if (tooltip.options.direction === direction) continue;
    tooltip.options.direction = direction;
    tooltip.options.offset = OFFSET[direction];
    tooltip.update();
  }
}

/**
 * The room the view leaves on each side of the route for the labels as placed and drawn (their
 * size depends on the place's name, the language's font and the frame), so no label is cut by the
 * frame. A frame too small for it all shares what it has between the two sides.
 */
export function labelPadding(
  frame: L.Point,
  labels: readonly PlacedLabel[],
): Pick<L.FitBoundsOptions, 'paddingTopLeft' | 'paddingBottomRight'> {
  const room: Record<Direction, number> = {
    left: MARKER,
    right: MARKER,
    top: MARKER,
    bottom: MARKER,
  };
  for (const { tooltip } of labels) {
    const { width, height } = sizeOf(tooltip);
    const direction = tooltip.options.direction as Direction;
    const across = direction === 'left' || direction === 'right';
    room[direction] = Math.max(room[direction], (across ? width : height) + REACH + EDGE);
    for (const side of across ? (['top', 'bottom'] as const) : (['left', 'right'] as const)) {
      room[side] = Math.max(room[side], (across ? height : width) / 2 + EDGE);
    }
  }
  const share = (a: number, b: number, total: number): [number, number] => {
    const scale = Math.min(1, Math.max(0, total - 24) / (a + b));
    return [a * scale, b * scale];
  };
  const [left, right] = share(room.left, room.right, frame.x);
  const [top, bottom] = share(room.top, room.bottom, frame.y);
  return { paddingTopLeft: L.point(left, top), paddingBottomRight: L.point(right, bottom) };
}
