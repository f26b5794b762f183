import type { RouteName } from '@/core/router/route-names';

/** An inline route dump for the HTTP client's tests: a GET on this host and one on another host. */
export const LOCAL_GET = 'thing_get' as RouteName;
export const FOREIGN_GET = 'foreign_get' as RouteName;

export const manifest = {
  base_url: '',
  prefix: '',
  host: 'localhost',
  port: '',
  scheme: 'http',
  locale: 'en',
  routes: {
    thing_get: {
      tokens: [['text', '/api/thing']],
      defaults: [],
      requirements: [],
      hosttokens: [],
      methods: ['GET'],
      schemes: [],
    },
    foreign_get: {
      tokens: [['text', '/collect']],
      defaults: [],
      requirements: [],
      hosttokens: [['text', 'tracker.example']],
      methods: ['GET'],
      schemes: ['https'],
    },
  },
};

export const pageMeta = (extra = ''): string =>
  `<meta name="transport-widgets" data-locale="en" data-csrf-token="csrf-123" data-api-timeout="1000"${extra} data-routes='${JSON.stringify(manifest)}'>`;
