// @vitest-environment node
import fc from 'fast-check';
import {
  decodePolyline,
  PolylineError,
  tryDecodePolyline,
} from '@/features/auction-form/rules/polyline';
import { encodePolyline } from '../../../../fixtures/data/polyline-encode';

describe('decodePolyline', () => {
  it("decodes Google's reference example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
  });

  it('decodes a single point and the empty string', () => {
    expect(decodePolyline('??')).toEqual([[0, 0]]);
    expect(decodePolyline('')).toEqual([]);
  });

  it('decodes negative and tiny deltas (Warsaw to Berlin, as the fixtures encode it)', () => {
    const points: Array<[number, number]> = [
      [52.22977, 21.01178],
      [52.2298, 21.01177],
      [52.52, 13.405],
    ];
    expect(decodePolyline(encodePolyline(points))).toEqual(points);
  });

  it('honours another precision (polyline6)', () => {
    const points: Array<[number, number]> = [
      [52.229772, 21.011777],
      [-33.868819, 151.209295],
    ];
    expect(decodePolyline(encodePolyline(points, 6), 6)).toEqual(points);
  });

  it('throws on a string cut in the middle of a value', () => {
    // The last character of a value has no 0x20 bit; dropping it leaves a continuation chunk.
    expect(() => decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq')).toThrow(PolylineError);
  });

  it('throws on a character outside the alphabet', () => {
    expect(() => decodePolyline('_p~iF ps|U')).toThrow(/Unexpected character at 5/);
  });

  it('round-trips any route the encoder can write', () => {
    const coordinate = (max: number) =>
      fc.integer({ min: -max * 1e5, max: max * 1e5 }).map((n) => n / 1e5);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coordinate(90), coordinate(180)), { maxLength: 60 }),
        (points) => {
          const decoded = decodePolyline(encodePolyline(points));
          expect(decoded).toHaveLength(points.length);
          decoded.forEach(([lat, lng], i) => {
            expect(lat).toBeCloseTo(points[i]![0], 5);
            expect(lng).toBeCloseTo(points[i]![1], 5);
          });
        },
      ),
    );
  });
});

describe('tryDecodePolyline', () => {
  it('gives null for a missing, empty or corrupt polyline', () => {
    expect(tryDecodePolyline(null)).toBeNull();
    expect(tryDecodePolyline('')).toBeNull();
    expect(tryDecodePolyline('_p~iF~ps|U_')).toBeNull();
  });

  it('gives the points of a good one', () => {
    expect(tryDecodePolyline('_p~iF~ps|U')).toEqual([[38.5, -120.2]]);
  });
});
