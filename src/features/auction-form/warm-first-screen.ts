import { getPageConfig } from '../../core/config/page-config';
import { loadKy } from '../../core/http/load-ky';
import { normalizeLocale } from '../../core/i18n/locales';
import { loadRouter } from '../../core/router/load-router';
import { startFactsOf, type AuctionFormConfig } from './config';
import { FAILURE_NAMESPACE, FORM_NAMESPACE, STEP_NAMESPACES } from './model/namespaces';
import { likelyFirstStep, startAsksTheApi } from './rules/first-step';

const ignore = (): undefined => undefined;

/**
 * Starts, at once and in parallel with the app chunk, what the form's first
 * screen needs: the translations and, when the start asks the API, the route manifest and ky (the app chunk starts
 * the first step's chunk as soon as it runs, ui/steps/registry.ts; importing it
 * from here would make webpack copy the modules it shares with the app into
 * it). Without this each waited for the one before it (entry → app →
 * translations → manifest → categories → step). Failures are left to the code
 * that really needs the resource: it asks again and reports.
 */
export function warmFirstScreen(config: AuctionFormConfig): void {
  const lng = normalizeLocale(getPageConfig().locale);
  const first = likelyFirstStep(config);
  // Through import(): a static import would move the loader into the chunk every page shares.
  import(/* webpackChunkName: "load-resource" */ '../../core/i18n/load-resource')
    .then(({ loadResource }) => {
      for (const namespace of [FORM_NAMESPACE, FAILURE_NAMESPACE, ...STEP_NAMESPACES[first]])
        loadResource(lng, namespace).catch(ignore);
    })
    .catch(ignore);
  // A start that asks nothing (the categories handed over, the base URL given) leaves the router and
  // ky to after its first screen (state/navigation/next-step-prefetch.ts): they are not on that screen's path.
  if (startAsksTheApi(startFactsOf(config))) {
    loadRouter().catch(ignore);
    loadKy().catch(ignore);
  }
}
