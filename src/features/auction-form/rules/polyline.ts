/**
 * Decoder for Google's Encoded Polyline Algorithm Format, the format of the
 * `polylineString` that api_map_polyline returns:
 * https://developers.google.com/maps/documentation/utilities/polylinealgorithm
 */

export type LatLngTuple = [lat: number, lng: number];

export class PolylineError extends Error {
  override name = 'PolylineError';
}

const MIN_CHAR = 63;
const MAX_CHAR = 126;

/**
 * Decodes a polyline string into [lat, lng] points. Throws a PolylineError on a
 * character outside the format's alphabet or a string cut in the middle of a
 * value, so a corrupt answer never draws a route to a wrong place.
 */
export function decodePolyline(encoded: string, precision = 5): LatLngTuple[] {
  const factor = 10 ** precision;
  const points: LatLngTuple[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;

  const nextValue = (): number => {
    let result = 0;
    let shift = 0;
    let chunk: number;
    do {
      if (index >= encoded.length)
        throw new PolylineError(`Polyline cut short at character ${index}`);
      const code = encoded.charCodeAt(index);
      if (code < MIN_CHAR || code > MAX_CHAR) {
        throw new PolylineError(`Unexpected character at ${index} in the polyline`);
      }
      chunk = code - MIN_CHAR;
      index += 1;
      // Multiplying instead of shifting keeps the 6th chunk of high-precision values out of the sign bit.
      result += (chunk & 0x1f) * 2 ** shift;
      shift += 5;
    } while (chunk >= 0x20);
    // Zig-zag: the lowest bit carries the sign.
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };

  while (index < encoded.length) {
    lat += nextValue();
    lng += nextValue();
    points.push([lat / factor, lng / factor]);
  }
  return points;
}

/** Like decodePolyline, but null for a corrupt or empty string (the map then draws no line). */
export function tryDecodePolyline(
  encoded: string | null | undefined,
  precision = 5,
): LatLngTuple[] | null {
  if (!encoded) return null;
  try {
    const points = decodePolyline(encoded, precision);
    return points.length > 0 ? points : null;
  } catch {
    return null;
  }
}
