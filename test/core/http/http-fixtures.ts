import type { RouteName } from '@/core/router/route-names';
import { route, routeDump, text } from '../router/manifest-kit';

/** An inline route dump for the HTTP client's tests: a GET on this host and one on another host. */
export const LOCAL_GET = 'thing_get' as RouteName;
export const FOREIGN_GET = 'foreign_get' as RouteName;

export const manifest = routeDump({
  thing_get: route([text('/api/thing')]),
  foreign_get: route([text('/collect')], {
    hosttokens: [text('tracker.example')],
    schemes: ['https'],
  }),
});

export const pageMeta = (extra = ''): string =>
  `<meta name="transport-widgets" data-locale="en" data-csrf-token="csrf-123" data-api-timeout="1000"${extra} data-routes='${JSON.stringify(manifest)}'>`;
