import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';

/**
 * One small driving surface over three engines: Chromium (puppeteer-core over
 * CDP), Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK
 * (selenium-webdriver against WebKitWebDriver and MiniBrowser, under Xvfb).
 * A session is one browser at one size: a phone (375 px, the engine's own
 * mobile user agent, touch where the driver offers it) or a desktop (1280 px).
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Size {
  width: number;
  height: number;
  phone: boolean;
}

export const PHONE: Size = { width: 375, height: 812, phone: true };
export const DESKTOP: Size = { width: 1280, height: 900, phone: false };

export interface EngineSession {
  engine: EngineName;
  /** Whether clicks are touch taps in this session. */
  touch: boolean;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs a self-contained function in the page (it is sent as source text). */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** Cookies and storage of the demo origin cleared, for the next scenario. */
  reset(baseUrl: string): Promise<void>;
  close(): Promise<void>;
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const PHONE_AGENTS: Record<EngineName, string> = {
  chromium:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0',
  webkit:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
};

/** What is missing to drive an engine here, or null when it can be driven. */
export function engineUnavailable(engine: EngineName): string | null {
  if (engine === 'chromium')
    return chromiumPath() ? null : 'no Chromium (apt-get install chromium)';
  if (engine === 'firefox')
    return existsSync(FIREFOX_PATH) ? null : `no ${FIREFOX_PATH} (apt-get install firefox-esr)`;
  if (!existsSync(WEBKIT_DRIVER) || !existsSync(MINIBROWSER))
    return 'no WebKitWebDriver/MiniBrowser (apt-get install webkit2gtk-driver)';
  if (!process.env.DISPLAY) return 'no X display for MiniBrowser (run under xvfb-run)';
  return null;
}

async function puppeteerSession(
  engine: 'chromium' | 'firefox',
  size: Size,
): Promise<EngineSession> {
  const browser: Browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          protocol: 'webDriverBiDi',
          executablePath: FIREFOX_PATH,
          headless: true,
          // No test here watches requests. With the network module on, Firefox's parent process
          // reports every request and keeps every body for puppeteer (its data collectors): 13 to
          // 18 % of each page load's CPU, measured. Chromium keeps it: CDP sets the phone's user agent
          // through its network domain.
          networkEnabled: false,
        })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: chromiumPath() ?? undefined,
          // The full browser opens its omnibox popup's two WebUI renderers with every context's
          // window, which cost more CPU than the page; puppeteer adds this list to its own.
          args: [...CHROMIUM_ARGS, '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
          headless: true,
        });
  // Touch emulation: CDP has it; Firefox over BiDi does not emulate a touch screen.
  const touch = size.phone && engine === 'chromium';
  let page: Page;
  const openPage = async () => {
    const context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({
      width: size.width,
      height: size.height,
      isMobile: touch,
      hasTouch: touch,
    });
    if (size.phone) await page.setUserAgent({ userAgent: PHONE_AGENTS[engine] });
  };
  await openPage();
  return {
    engine,
    touch,
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    click: async (selector) => {
      if (touch) await page.tap(selector);
      else await page.click(selector);
    },
    type: async (selector, text) => {
      await page.type(selector, text);
    },
    reset: async () => {
      const context = page.browserContext();
      await openPage();
      await context.close();
    },
    close: async () => {
      await browser.close();
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function webkitSession(size: Size): Promise<EngineSession> {
  const port = await freePort();
  const service: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    // Under Xvfb, accelerated compositing paints through Mesa's software GL: a fifth of the round's
    // CPU for pixels no test reads. Layout, script and events are the same engine's without it.
    env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
  });
  const args = ['--automation'];
  if (size.phone) args.push(`--user-agent=${PHONE_AGENTS.webkit}`);
  let driver: WebDriver | undefined;
  for (let attempt = 0; !driver; attempt += 1) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
        })
        .build();
    } catch (error) {
      // The driver takes a moment to listen.
      if (attempt > 20) {
        service.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const session = driver;
  // MiniBrowser's window cannot get narrower than its toolbar: the page then gets ~447 px.
  await session.manage().window().setRect({ width: size.width, height: size.height });
  return {
    engine: 'webkit',
    touch: false,
    goto: (url) => session.get(url),
    url: () => session.getCurrentUrl(),
    run: (fn, ...args) =>
      session.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args),
    click: async (selector) => {
      await session.findElement(By.css(selector)).click();
    },
    type: async (selector, text) => {
      await session.findElement(By.css(selector)).sendKeys(text);
    },
    reset: async (baseUrl) => {
      await session.get(`${baseUrl}/demo-hub/status`);
      await session.manage().deleteAllCookies();
      await session.executeScript('localStorage.clear(); sessionStorage.clear();');
    },
    close: async () => {
      try {
        await session.quit();
      } finally {
        service.kill();
      }
    },
  };
}

export function openEngine(engine: EngineName, size: Size): Promise<EngineSession> {
  return engine === 'webkit' ? webkitSession(size) : puppeteerSession(engine, size);
}
