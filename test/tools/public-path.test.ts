// @vitest-environment node
import { publicPathFrom } from '../../tools/public-path';

describe('TW_PUBLIC_PATH', () => {
  it('defaults to /build/, as Encore', () => {
    expect(publicPathFrom({})).toEqual({
      url: '/build/',
      manifestKeyPrefix: 'build/',
      crossOrigin: false,
    });
  });

  it('takes a second build’s path or a CDN URL', () => {
    expect(publicPathFrom({ TW_PUBLIC_PATH: '/transport-widgets/' })).toEqual({
      url: '/transport-widgets/',
      manifestKeyPrefix: 'transport-widgets/',
      crossOrigin: false,
    });
    expect(publicPathFrom({ TW_PUBLIC_PATH: 'https://cdn.example.com/tw/1.4.0/' })).toEqual({
      url: 'https://cdn.example.com/tw/1.4.0/',
      manifestKeyPrefix: 'tw/1.4.0/',
      crossOrigin: true,
    });
    expect(
      publicPathFrom({
        TW_PUBLIC_PATH: 'https://cdn.example.com/tw/',
        TW_MANIFEST_KEY_PREFIX: 'build/',
      }).manifestKeyPrefix,
    ).toBe('build/');
  });

  it.each([
    '/build',
    'javascript:alert(1)/',
    'ftp://cdn.example.com/',
    'https://cdn.example.com/?v=1/',
    'cdn/',
  ])('refuses %s with a clear message', (value) => {
    expect(() => publicPathFrom({ TW_PUBLIC_PATH: value })).toThrow(/^TW_PUBLIC_PATH /);
  });
});
