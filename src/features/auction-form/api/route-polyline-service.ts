import * as v from 'valibot';
import { ApiError } from '@/core/http/api-error';
import { apiRequest, type ApiRequest } from '@/core/http/client';

/** api_map_polyline: road distance in km and the route as a Google encoded polyline. */
const routeAnswerSchema = v.object({
  data: v.object({
    distance: v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.number(),
      v.minValue(0),
    ),
    polylineString: v.string(),
  }),
});

export interface RouteLine {
  distance: number;
  polylineString: string;
}

type Request = <T>(request: ApiRequest) => Promise<T>;

/** Routes by city pair; a route does not change while the page is open. */
function createRouteLookup(request: Request = apiRequest) {
  const cache = new Map<string, RouteLine>();
  return async function routeBetween(
    cityFromId: number,
    cityToId: number,
    signal?: AbortSignal,
  ): Promise<RouteLine> {
    const key = `${cityFromId}>${cityToId}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const answer = await request<unknown>({
      route: 'api_map_polyline',
      params: { cityFromId, cityToId },
      signal,
    });
    const parsed = v.safeParse(routeAnswerSchema, answer);
    if (!parsed.success) throw new ApiError('malformed', 'api_map_polyline', 200);
    cache.set(key, parsed.output.data);
    return parsed.output.data;
  };
}

export const routeBetween = createRouteLookup();
