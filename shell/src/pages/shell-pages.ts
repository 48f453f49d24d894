import type { ComponentType } from 'react';
import { paths } from '@hikari/shared/domain';
import { lazyPage } from '@hikari/shared/ui';

/**
 * The pages the shell itself owns, each its own chunk, named after its route
 * (`shellPageChunkName` in tools/webpack/page-chunks.ts: `page-` and the
 * path's segments), so that a prerendered page names its page's scripts for
 * preloading. A shell route missing here shows the real 404 page rather than
 * a placeholder.
 */
export const shellPages: Partial<Record<string, ComponentType>> = {
  [paths.top]: lazyPage(() => import(/* webpackChunkName: "page-top" */ './top/top-page')),
  [paths.test]: lazyPage(() => import(/* webpackChunkName: "page-test" */ './diagnostics/diagnostics-page')),
  [paths.faq]: lazyPage(() => import(/* webpackChunkName: "page-faq" */ './faq/faq-page')),
  [paths.company]: lazyPage(() => import(/* webpackChunkName: "page-company" */ './company/company-page')),
  [paths.privacy]: lazyPage(() => import(/* webpackChunkName: "page-privacy" */ './privacy/privacy-page')),
  [paths.support]: lazyPage(() => import(/* webpackChunkName: "page-support" */ './support/support-page')),
  [paths.plan]: lazyPage(() => import(/* webpackChunkName: "page-plan" */ './plan/plan-overview-page')),
  [paths.planHome]: lazyPage(() => import(/* webpackChunkName: "page-plan-home" */ './plan/plan-home-page')),
  [paths.planMansion]: lazyPage(
    () => import(/* webpackChunkName: "page-plan-mansion" */ './plan/plan-mansion-page'),
  ),
  [paths.serviceNetflix]: lazyPage(
    () => import(/* webpackChunkName: "page-service-netflix" */ './service/netflix-page'),
  ),
  [paths.serviceCancellation]: lazyPage(
    () => import(/* webpackChunkName: "page-service-cancellation" */ './service/cancellation-page'),
  ),
  [paths.serviceCautionNotes]: lazyPage(
    () => import(/* webpackChunkName: "page-service-caution-notes" */ './service/caution-notes-page'),
  ),
  [paths.serviceConstructionHome]: lazyPage(
    () => import(/* webpackChunkName: "page-service-construction-home" */ './service/construction-home-page'),
  ),
  [paths.serviceConstructionMansion]: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-service-construction-mansion" */ './service/construction-mansion-page'
      ),
  ),
  [paths.specialApartment]: lazyPage(
    () => import(/* webpackChunkName: "page-special-apartment" */ './special/apartment-page'),
  ),
  [paths.specialShinchiku]: lazyPage(
    () => import(/* webpackChunkName: "page-special-shinchiku" */ './special/shinchiku-page'),
  ),
};
