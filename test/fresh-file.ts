import { afterAll, afterEach } from 'vitest';

/*
 * The unit files share their worker (no isolation: a worker thread and its jsdom are made once, not
 * once a file; loading jsdom, React and msw again was most of a file's cost), so each file starts as
 * a fresh page would:
 * - its own source modules (the product's module state, the fixtures' database) and no `vi.mock` of
 *   an earlier file, as vitest resets them before each file of an isolated run;
 * - nothing an earlier file left open to fire into it: a timer or an animation frame, a listener its
 *   code added to the window or the document, a BroadcastChannel (the draft's tabs);
 * - an empty document, no cookie, no storage, the page's first URL;
 * - no global an earlier file's code added (the widgets' `TransportWidgets`, a `dataLayer`, Sentry's
 *   carrier, the demo mock's records).
 * What a package from node_modules sets up for itself stays, as the package does (React listens on
 * the document once and marks it so; jsdom and React's scheduler keep their own clocks; Leaflet's
 * `L`).
 * test/tools/fresh-file.test.ts runs two files in one worker and checks each of these.
 */
interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
interface Worker {
  twLeftOpen?: Set<() => void>;
  twFirstUrl?: string;
  /** vitest's own: the registry an isolated run resets before each file (`resetModules(…, true)`). */
  __vitest_worker__?: { evaluatedModules: { idToModuleMap: Map<string, ModuleNode> } };
  __vitest_mocker__?: { reset(): void };
  /** vitest's jsdom environment's instance. */
  jsdom?: { cookieJar: { removeAllCookiesSync(): void } };
}
const worker = globalThis as Worker;

/** Globals a package defines for itself, once a worker: they stay when the file that loaded it ends. */
const PACKAGE_GLOBALS = /^(IS_REACT_ACT_ENVIRONMENT|L|_leaflet_\w+|__zod_\w+)$/;

const registry = worker.__vitest_worker__?.evaluatedModules.idToModuleMap;
if (!registry || !worker.__vitest_mocker__)
  throw new Error('test/fresh-file.ts: vitest no longer exposes the module registry it resets');
worker.__vitest_mocker__.reset();
registry.forEach((node, id) => {
  if (/\/vitest\/dist\/|vitest-virtual-\w+\/dist|@vitest\/dist/.test(id)) return;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
});

/** The function that called the wrapper which calls this one, as a line of a stack trace. */
const callerOfWrapper = (): string =>
  // 0: "Error", 1: this function, 2: the wrapper, 3: its caller.
  (new Error().stack ?? '').split('\n')[3] ?? '';
/** The file's own code (not a package's): it adds a listener that must not outlive the file. */
const fileCode = (caller: string) =>
  /\/(src|fixtures|test)\//.test(caller) && !caller.includes('/node_modules/');
/**
 * A package that keeps its own clock for the whole worker: jsdom's animation frames run on an
 * interval of its own, React's scheduler keeps the timer it last set; clearing either would stop
 * every later file. Any other timer (the file's own, or one a package sets for it: RTK's listener
 * delays, ky's time-outs and retries, msw's delays) is cleared when the file ends.
 */
const workerClock = (caller: string) =>
  /\/node_modules\/(jsdom|scheduler|react-dom)\//.test(caller);

if (!worker.twLeftOpen) {
  const leftOpen = (worker.twLeftOpen = new Set());
  const { setTimeout: realTimeout, setInterval: realInterval } = globalThis;
  globalThis.setTimeout = ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...rest: unknown[]
  ) => {
    if (workerClock(callerOfWrapper())) return realTimeout(callback, ms, ...rest);
    const clear = () => clearTimeout(handle);
    const handle = realTimeout(
      (...values: unknown[]) => {
        leftOpen.delete(clear);
        callback(...values);
      },
      ms,
      ...rest,
    );
    leftOpen.add(clear);
    return handle;
  }) as typeof setTimeout;
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const handle = realInterval(...args);
    if (!workerClock(callerOfWrapper())) leftOpen.add(() => clearInterval(handle));
    return handle;
  }) as typeof setInterval;

  if (typeof window !== 'undefined') {
    const requestFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      const clear = () => window.cancelAnimationFrame(handle);
      const handle = requestFrame((time) => {
        leftOpen.delete(clear);
        callback(time);
      });
      leftOpen.add(clear);
      return handle;
    };
    for (const target of [window, document] as EventTarget[]) {
      const add = target.addEventListener.bind(target);
      target.addEventListener = (type, listener, options) => {
        add(type, listener, options);
        if (listener && fileCode(callerOfWrapper()))
          leftOpen.add(() => target.removeEventListener(type, listener, options));
      };
    }
  }

  const Channel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends Channel {
    constructor(name: string) {
      super(name);
      leftOpen.add(() => this.close());
    }
  };
}
afterAll(() => {
  for (const close of worker.twLeftOpen ?? []) close();
  worker.twLeftOpen?.clear();
  // Reflect.deleteProperty, not `delete`: a global defined as not configurable stays, without throwing.
  for (const name of Object.getOwnPropertyNames(globalThis))
    if (!globalsAtStart.has(name) && !PACKAGE_GLOBALS.test(name))
      Reflect.deleteProperty(globalThis, name);
});

if (typeof window !== 'undefined') {
  worker.twFirstUrl ??= window.location.href;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  // Testing Library registers its own clean-up when it is first loaded, so for one file only.
  afterEach(() => cleanup());
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  worker.jsdom?.cookieJar.removeAllCookiesSync();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', worker.twFirstUrl);
}

// Taken once this file has set up the worker: what the test file adds from here on is its own.
const globalsAtStart = new Set(Object.getOwnPropertyNames(globalThis));
