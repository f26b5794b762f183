import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Step } from '../model/steps';

/** Each screen is its own lazy chunk: the shell downloads only the step on screen. */
export const stepScreens: Readonly<Record<Step, LazyExoticComponent<ComponentType>>> = {
  categorySelection: lazy(
    () => import(/* webpackChunkName: "form-step-category" */ './category/CategoryStep'),
  ),
  route: lazy(() => import(/* webpackChunkName: "form-step-route" */ './route/RouteStep')),
  shippingDetails: lazy(
    () => import(/* webpackChunkName: "form-step-details" */ './details/DetailsStep'),
  ),
  summary: lazy(() => import(/* webpackChunkName: "form-step-summary" */ './summary/SummaryStep')),
};
