import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { whenIdle } from '@/core/scheduling/when-idle';
import { STEPS, type Step } from '../model/steps';

type ScreenModule = Promise<{ default: ComponentType }>;

const loaders: Readonly<Record<Step, () => ScreenModule>> = {
  categorySelection: () =>
    import(/* webpackChunkName: "form-step-category" */ './category/category-step'),
  route: () => import(/* webpackChunkName: "form-step-route" */ './route/route-step'),
  shippingDetails: () =>
    import(/* webpackChunkName: "form-step-details" */ './details/details-step'),
  summary: () => import(/* webpackChunkName: "form-step-summary" */ './summary/summary-step'),
};

/**
 * Once a screen has loaded, the next one is fetched while the browser is idle,
 * so pressing Next rarely waits for the network. webpack loads each chunk
 * once, so the later lazy() reuses the prefetched module.
 */
function loadAndPrefetchNext(step: Step): () => ScreenModule {
  return () =>
    loaders[step]().then((module) => {
      const next = STEPS[STEPS.indexOf(step) + 1];
      if (next) {
        whenIdle(() => void loaders[next]().catch(() => undefined), {
          timeout: 5000,
          fallbackDelay: 1500,
        });
      }
      return module;
    });
}

/** Each screen is its own lazy chunk: the shell downloads only the step on screen (and, when idle, the next). */
export const stepScreens: Readonly<Record<Step, LazyExoticComponent<ComponentType>>> = {
  categorySelection: lazy(loadAndPrefetchNext('categorySelection')),
  route: lazy(loadAndPrefetchNext('route')),
  shippingDetails: lazy(loadAndPrefetchNext('shippingDetails')),
  summary: lazy(loadAndPrefetchNext('summary')),
};
