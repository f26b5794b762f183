/** The part of jsdom's API the tools use (jsdom ships no types; `@types/jsdom` is not needed for one constructor). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
