/** The part of jsdom's API the tools and tests use (jsdom ships no types; `@types/jsdom` is not needed for this much). */
declare module 'jsdom' {
  export class CookieJar {
    setCookieSync(cookie: string, url: string): unknown;
  }
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        url?: string;
        cookieJar?: CookieJar;
        runScripts?: 'dangerously' | 'outside-only';
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
