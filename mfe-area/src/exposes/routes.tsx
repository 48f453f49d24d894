import { lazy, type ComponentType } from 'react';
import { paths } from '@hikari/shared/domain';
import { nextTask, type RemoteRoutesModule } from '@hikari/shared/ui';
import type { AreaSearchState } from '../features/area-search/state/area-search-slice';
import { prepareAreaSearchState } from '../features/area-search/state/area-search-storage';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    areaSearch: AreaSearchState;
  }
}

prepareAreaSearchState();

/**
 * The libraries of the search page, evaluated one per task before the page:
 * evaluated with it in one task they held a slow phone's main thread for
 * about 110 ms at 4x (`npm run bench:main-thread -- --routes /area/ --tasks`).
 * Each is in this module's chunks already ("eager"), so nothing waits for the
 * network: only the evaluation is spread over tasks.
 */
const PAGE_LIBRARIES = [
  () => import(/* webpackMode: "eager" */ 'formik'),
  () => import(/* webpackMode: "eager" */ '@hikari/shared/forms'),
  () => import(/* webpackMode: "eager" */ '@hikari/shared/form-ui'),
  () => import(/* webpackMode: "eager" */ '@hikari/shared/api'),
];

let pageModule: ReturnType<typeof loadPageModule> | undefined;

async function loadPageModule() {
  for (const load of PAGE_LIBRARIES) {
    await load();
    await nextTask();
  }
  return import(/* webpackMode: "eager" */ '../features/area-search/components/area-search-page');
}

function page(name: 'AreaSearchPage' | 'AreaHomeSearchPage'): ComponentType {
  return lazy(async () => {
    pageModule ??= loadPageModule();
    return { default: (await pageModule)[name] };
  });
}

export const pages: RemoteRoutesModule['pages'] = {
  [paths.area]: page('AreaSearchPage'),
  [paths.areaHome]: page('AreaHomeSearchPage'),
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
