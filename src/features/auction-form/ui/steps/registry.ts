import { addListener } from '@reduxjs/toolkit';
import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithOneRetry } from '@/core/errors/missing-file';
import { getI18n } from '@/core/i18n/i18n';
import { rememberNamespace } from '@/core/i18n/remembered-texts';
import { whenIdle } from '@/core/scheduling/when-idle';
import { STEP_NAMESPACES } from '../../model/namespaces';
import { STEPS, type Step } from '../../model/steps';
import { NEXT_STEP_IDLE } from '../../state/navigation/next-step-prefetch';
import type { RootState } from '../../state/store/root-state';
import { screenWanted } from '../../state/store/shared-actions';
import type { AppDispatch, FormExtra } from '../../state/store/types';

interface Screen {
  default: ComponentType;
  /**
   * Slow work of the screen's first render that does not need React (Intl data, say), done ahead
   * in an idle moment once the module is here, in the page's language: Next does not pay for it.
   */
  warm?: (language: string) => void;
}

type ScreenModule = Promise<Screen>;

const loaders: Readonly<Record<Step, () => ScreenModule>> = {
  categorySelection: () =>
    import(/* webpackChunkName: "form-step-category" */ './category/category-step'),
  route: () => import(/* webpackChunkName: "form-step-route" */ './route/route-step'),
  shippingDetails: () =>
    import(/* webpackChunkName: "form-step-details" */ './details/details-step'),
  summary: () => import(/* webpackChunkName: "form-step-summary" */ './summary/summary-step'),
};

/** Screens whose module has arrived, by step. */
const ready: Partial<Record<Step, Screen>> = {};
/** Who hears of a screen's arrival (`useScreenArrived`). */
const arrivals = new Set<() => void>();

function arrived(step: Step, module: Screen): void {
  ready[step] = module;
  for (const listener of [...arrivals]) listener();
}

function load(step: Step): ScreenModule {
  // The screen's translations come with it: a screen whose namespace is missing suspends, and
  // React reveals it only after its fallback throttle.
  const namespaces = STEP_NAMESPACES[step];
  const translations = namespaces.length ? getI18n([...namespaces]) : null;
  // A lost file is asked once more; a second loss reaches the form's boundary, which offers a reload.
  return Promise.all([loadWithOneRetry(loaders[step]), translations]).then(([module, i18n]) => {
    arrived(step, module);
    // An optional export: asked with `in`, which a module namespace (or a test's mock of one) answers.
    const warm = 'warm' in module ? module.warm : undefined;
    if (i18n)
      whenIdle(
        () => {
          // The screen's plain texts, asked of i18next now rather than on the click that shows it.
          for (const namespace of namespaces) rememberNamespace(i18n, namespace);
          warm?.(i18n.language);
        },
        { timeout: 2000, fallbackDelay: 300 },
      );
    return module;
  });
}

const onArrival = (listener: () => void) => {
  arrivals.add(listener);
  return () => void arrivals.delete(listener);
};

/**
 * Whether `step`'s screen (its module and its translations) is here, so it renders without
 * suspending; false for `null`. Read by the shell, which renders such a screen ahead, hidden.
 */
export function useScreenArrived(step: Step | null): boolean {
  return useSyncExternalStore(
    onArrival,
    () => step !== null && ready[step] !== undefined,
    // Markup painted before React (ui/first-screen/) never holds a screen rendered ahead.
    () => false,
  );
}

/** Fetches a step's screen ahead of its first render (the mount, and the store's `screenWanted`). */
export const preloadScreen = (step: Step): ScreenModule =>
  ready[step] ? Promise.resolve(ready[step]) : load(step);

const addFormListener = addListener.withTypes<RootState, AppDispatch, FormExtra>();

/**
 * Answers the store's `screenWanted` (state/navigation/next-step-prefetch.ts) by fetching the screen: the
 * store asks for a screen by its step and never imports one. Returns the unsubscribe.
 */
export function answerScreenWanted(dispatch: AppDispatch): () => void {
  const unsubscribe: unknown = dispatch(
    addFormListener({
      actionCreator: screenWanted,
      effect: (action) => void preloadScreen(action.payload).catch(() => undefined),
    }),
  );
  return unsubscribe as () => void;
}

/**
 * A screen that has arrived is handed to React.lazy as an already-settled
 * thenable: lazy() reads it in the same render and does not suspend. A
 * suspension would show the loader and reveal the screen a frame (or
 * React's fallback throttle, 300 ms) later, even with the chunk in memory.
 */
const settled = (screen: Screen): PromiseLike<Screen> => ({
  then: <A, B>(onFulfilled?: ((value: Screen) => A | PromiseLike<A>) | null) =>
    (onFulfilled ? onFulfilled(screen) : screen) as unknown as PromiseLike<A | B>,
});

/**
 * Once a screen has loaded, the next one is fetched while the browser is idle,
 * so pressing Next rarely waits for the network. webpack loads each chunk
 * once, so the later lazy() reuses the prefetched module.
 */
function loadAndPrefetchNext(step: Step): () => Promise<Screen> {
  return () => {
    const prefetchNext = () => {
      const next = STEPS[STEPS.indexOf(step) + 1];
      if (next && !ready[next]) {
        whenIdle(() => void load(next).catch(() => undefined), NEXT_STEP_IDLE);
      }
    };
    const known = ready[step];
    if (known) {
      prefetchNext();
      // React.lazy only calls `then` (its types ask for a Promise).
      return settled(known) as Promise<Screen>;
    }
    return load(step).then((module) => {
      prefetchNext();
      return module;
    });
  };
}

/** Each screen is its own lazy chunk: the shell downloads only the step on screen (and, when idle, the next). */
export const stepScreens: Readonly<Record<Step, LazyExoticComponent<ComponentType>>> = {
  categorySelection: lazy(loadAndPrefetchNext('categorySelection')),
  route: lazy(loadAndPrefetchNext('route')),
  shippingDetails: lazy(loadAndPrefetchNext('shippingDetails')),
  summary: lazy(loadAndPrefetchNext('summary')),
};
