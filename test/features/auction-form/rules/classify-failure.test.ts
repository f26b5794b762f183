// @vitest-environment node
import { ApiError } from '@/core/http/api-error';
import {
  placeLookupFailure,
  removalFailure,
  uploadFailure,
} from '@/features/auction-form/rules/classify-failure';

const http = (status: number) => new ApiError('http', 'api_address_info_by_place_id', status);

describe('placeLookupFailure', () => {
  // One message per cause: only a missing connection asks the customer to check theirs.
  it.each([
    ['a 404: no such place', http(404), true, 'notFound'],
    ['a 422: a place the service cannot read', http(422), true, 'notFound'],
    ['a 500', http(500), true, 'serverFailed'],
    ['a 503', http(503), true, 'serverFailed'],
    ['an unreadable answer', new ApiError('malformed', 'r'), true, 'serverFailed'],
    ['a 429', http(429), true, 'serverFailed'],
    ['no answer, online', new ApiError('network', 'r'), true, 'unavailable'],
    ['a timeout', new ApiError('timeout', 'r'), true, 'unavailable'],
    ['offline', new ApiError('network', 'r'), false, 'unavailable'],
    ['fetch itself failing offline', new TypeError('Failed to fetch'), false, 'unavailable'],
  ] as const)('%s is %s', (_label, error, online, expected) => {
    expect(placeLookupFailure(error, online)).toBe(expected);
  });
});

describe('uploadFailure', () => {
  const upload = (status: number) => new ApiError('http', 'api_post_auction_picture', status);
  it.each([
    ['no answer, online', new ApiError('network', 'r'), true, 'connection'],
    ['offline', new ApiError('network', 'r'), false, 'connection'],
    ['a timeout', new ApiError('timeout', 'r'), true, 'timeout'],
    ['a timeout while offline', new ApiError('timeout', 'r'), false, 'connection'],
    ['a 413', upload(413), true, 'tooLarge'],
    ['a 415', upload(415), true, 'refused'],
    ['a 400', upload(400), true, 'refused'],
    ['a 422', upload(422), true, 'refused'],
    ['a 403', upload(403), true, 'refused'],
    ['a 401', upload(401), true, 'session'],
    ['the login page', new ApiError('login', 'r'), true, 'session'],
    ['a 500', upload(500), true, 'server'],
    ['an unreadable answer', new ApiError('malformed', 'r'), true, 'server'],
    ['a 429', upload(429), true, 'server'],
  ] as const)('%s is %s', (_label, error, online, expected) => {
    expect(uploadFailure(error, online)).toBe(expected);
  });
});

describe('removalFailure', () => {
  const removal = (status: number) => new ApiError('http', 'api_delete_auction_picture', status);
  // Only no answer is the connection; whatever the server answered is ours, but the session's.
  it.each([
    ['no answer, online', new ApiError('network', 'r'), true, 'connection'],
    ['offline', new ApiError('network', 'r'), false, 'connection'],
    ['a timeout', new ApiError('timeout', 'r'), true, 'timeout'],
    ['a 401', removal(401), true, 'session'],
    ['the login page, or a redirect to it', new ApiError('login', 'r'), true, 'session'],
    ['a 403', removal(403), true, 'server'],
    ['a 404', removal(404), true, 'server'],
    ['a 429', removal(429), true, 'server'],
    ['a 500', removal(500), true, 'server'],
    ['an unreadable answer', new ApiError('malformed', 'r'), true, 'server'],
    ["the page's unusable route dump", new ApiError('request', 'r'), true, 'server'],
  ] as const)('%s is %s', (_label, error, online, expected) => {
    expect(removalFailure(error, online)).toBe(expected);
  });
});
