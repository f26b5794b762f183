// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { isMissingFile, loadWithOneRetry, MissingFileError } from '@/core/errors/missing-file';
import { ApiError } from '@/core/http/api-error';

/** webpack's runtime: a script chunk that did not load (its `__webpack_require__.l` error). */
const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 812 failed.\n(error: /build/form-step-details.3f2a.js)'), {
    name: 'ChunkLoadError',
    type: 'error',
  });

/** mini-css-extract-plugin's runtime: a stylesheet that did not load. */
const cssChunkError = () =>
  Object.assign(new Error('Loading CSS chunk 812 failed.\n(missing: /build/812.css)'), {
    code: 'CSS_CHUNK_LOAD_FAILED',
  });

describe('isMissingFile', () => {
  it.each<[string, unknown, boolean]>([
    ["webpack's ChunkLoadError", chunkLoadError(), true],
    ["mini-css-extract-plugin's CSS chunk error", cssChunkError(), true],
    ['a translation file that did not arrive', new MissingFileError('translations en/x'), true],
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ['an API failure', new ApiError('network', 'api_post_auction'), false],
    ['a thrown string', 'Loading chunk 1 failed', false],
    ['nothing', undefined, false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isMissingFile(error)).toBe(expected);
  });
});

describe('loadWithOneRetry', () => {
  it('loads again once when a file was lost, and gives the second answer', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValueOnce('screen');
    await expect(loadWithOneRetry(load)).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on a second loss: no third try', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(chunkLoadError());
    await expect(loadWithOneRetry(load)).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry another failure (a module that throws as it runs)', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new SyntaxError('x'));
    await expect(loadWithOneRetry(load)).rejects.toBeInstanceOf(SyntaxError);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
