import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '@hikari/shared/domain/core';

/**
 * The pages the shell itself owns, each its own chunk, named after its route
 * (`shellPageChunkName` in tools/webpack/page-chunks.ts: `page-` and the
 * path's segments), so that a prerendered page names its page's scripts for
 * preloading. A shell route missing here shows the real 404 page rather than
 * a placeholder.
 */
export const shellPages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  [paths.top]: lazy(() => import(/* webpackChunkName: "page-top" */ './top/top-page')),
  [paths.test]: lazy(() => import(/* webpackChunkName: "page-test" */ './diagnostics/diagnostics-page')),
  [paths.faq]: lazy(() => import(/* webpackChunkName: "page-faq" */ './faq/faq-page')),
  [paths.company]: lazy(() => import(/* webpackChunkName: "page-company" */ './company/company-page')),
  [paths.privacy]: lazy(() => import(/* webpackChunkName: "page-privacy" */ './privacy/privacy-page')),
  [paths.support]: lazy(() => import(/* webpackChunkName: "page-support" */ './support/support-page')),
  [paths.plan]: lazy(() => import(/* webpackChunkName: "page-plan" */ './plan/plan-overview-page')),
  [paths.planHome]: lazy(() => import(/* webpackChunkName: "page-plan-home" */ './plan/plan-home-page')),
  [paths.planMansion]: lazy(
    () => import(/* webpackChunkName: "page-plan-mansion" */ './plan/plan-mansion-page'),
  ),
  [paths.serviceNetflix]: lazy(
    () => import(/* webpackChunkName: "page-service-netflix" */ './service/netflix-page'),
  ),
  [paths.serviceCancellation]: lazy(
    () => import(/* webpackChunkName: "page-service-cancellation" */ './service/cancellation-page'),
  ),
  [paths.serviceCautionNotes]: lazy(
    () => import(/* webpackChunkName: "page-service-caution-notes" */ './service/caution-notes-page'),
  ),
  [paths.serviceConstructionHome]: lazy(
    () => import(/* webpackChunkName: "page-service-construction-home" */ './service/construction-home-page'),
  ),
  [paths.serviceConstructionMansion]: lazy(
    () =>
      import(
        /* webpackChunkName: "page-service-construction-mansion" */ './service/construction-mansion-page'
      ),
  ),
  [paths.specialApartment]: lazy(
    () => import(/* webpackChunkName: "page-special-apartment" */ './special/apartment-page'),
  ),
  [paths.specialShinchiku]: lazy(
    () => import(/* webpackChunkName: "page-special-shinchiku" */ './special/shinchiku-page'),
  ),
};
