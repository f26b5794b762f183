// @vitest-environment node
import { fromBase64Url, toBase64Url } from '@/core/router/base64-url';

describe('toBase64Url', () => {
  it.each([
    ['', ''],
    ['/', 'Lw'],
    ['/auction/add?x=1', 'L2F1Y3Rpb24vYWRkP3g9MQ'],
    // 0xFB 0xFF: the bytes that give `+` and `/` in plain base64.
    ['\u00fb\u00ff', 'w7vDvw'],
    ['??>', 'Pz8-'],
    ['???', 'Pz8_'],
    ['/zażółć', 'L3phxbzDs8WCxIc'],
  ])('%j → %s (unpadded, no + / =)', (text, encoded) => {
    expect(toBase64Url(text)).toBe(encoded);
    expect(toBase64Url(text)).not.toMatch(/[+/=]/);
    expect(fromBase64Url(encoded)).toBe(text);
  });
});
