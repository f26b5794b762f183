import { getPageConfig } from '../../core/config/page-config';
import { loadResource } from '../../core/i18n/load-resource';
import { normalizeLocale } from '../../core/i18n/locales';
import { FORM_NAMESPACE } from './app/namespaces';
import { FAILURE_NAMESPACE } from './components/failure-notice/failure-namespace';
import type { AuctionFormConfig } from './config';
import { STEP_NAMESPACES } from './steps/step-namespaces';

/*
 * The step chunks under the names the step registry gives them (steps/registry.ts): webpack loads a
 * chunk once, so the registry's lazy() later finds the module ready.
 */
const stepOf = {
  category: 'categorySelection',
  'routes-dates': 'route',
  details: 'shippingDetails',
  summary: 'summary',
} as const;

const stepChunks = {
  category: () =>
    import(/* webpackChunkName: "form-step-category" */ './steps/category/category-step'),
  'routes-dates': () =>
    import(/* webpackChunkName: "form-step-route" */ './steps/route/route-step'),
  details: () => import(/* webpackChunkName: "form-step-details" */ './steps/details/details-step'),
  summary: () => import(/* webpackChunkName: "form-step-summary" */ './steps/summary/summary-step'),
} as const;

/** The step the form will most likely open first (a restored draft may still open another). */
export function likelyFirstStep(config: AuctionFormConfig): keyof typeof stepChunks {
  if (config.initialStep) return config.initialStep;
  return config.mode === 'addNew' ? 'category' : 'routes-dates';
}

const ignore = (): undefined => undefined;

/**
 * Starts, at once and in parallel, what the form's first screen needs beyond
 * the app chunk: the route manifest, the translations and the first step's
 * chunk (with its CSS). Without this each waited for the one before it
 * (entry → app → translations → manifest → categories → step). Failures are
 * left to the code that really needs the resource: it asks again and reports.
 */
export function warmFirstScreen(config: AuctionFormConfig): void {
  const lng = normalizeLocale(getPageConfig().locale);
  const first = likelyFirstStep(config);
  for (const namespace of [FORM_NAMESPACE, FAILURE_NAMESPACE, ...STEP_NAMESPACES[stepOf[first]]])
    loadResource(lng, namespace).catch(ignore);
  import(/* webpackChunkName: "router" */ '../../core/router/get-router')
    .then(({ getRouter }) => getRouter())
    .catch(ignore);
  stepChunks[first]().catch(ignore);
}
