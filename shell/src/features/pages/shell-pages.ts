import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '@hikari/shared/domain';

/**
 * The pages the shell itself owns, each its own chunk. A shell route missing
 * here shows the real 404 page rather than a placeholder.
 */
export const shellPages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  [paths.top]: lazy(() => import('../top-page/top-page')),
  [paths.test]: lazy(() => import('../diagnostics/diagnostics-page')),
  [paths.faq]: lazy(() => import('../faq/faq-page')),
  [paths.company]: lazy(() => import('../company/company-page')),
  [paths.privacy]: lazy(() => import('../privacy/privacy-page')),
  [paths.support]: lazy(() => import('../support/support-page')),
  [paths.plan]: lazy(() => import('../plan-pages/plan-overview-page')),
  [paths.planHome]: lazy(() => import('../plan-pages/plan-home-page')),
  [paths.planMansion]: lazy(() => import('../plan-pages/plan-mansion-page')),
  [paths.serviceNetflix]: lazy(() => import('../service-pages/netflix-page')),
  [paths.serviceCancellation]: lazy(() => import('../service-pages/cancellation-page')),
  [paths.serviceCautionNotes]: lazy(() => import('../service-pages/caution-notes-page')),
  [paths.serviceConstructionHome]: lazy(() => import('../service-pages/construction-home-page')),
  [paths.serviceConstructionMansion]: lazy(() => import('../service-pages/construction-mansion-page')),
  [paths.specialApartment]: lazy(() => import('../special-pages/apartment-page')),
  [paths.specialShinchiku]: lazy(() => import('../special-pages/shinchiku-page')),
};
