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
  [paths.plan]: lazy(() => import('../plan-pages/plan-overview-page')),
  [paths.planHome]: lazy(() => import('../plan-pages/plan-home-page')),
  [paths.planMansion]: lazy(() => import('../plan-pages/plan-mansion-page')),
};
