import { paths } from '@hikari/shared/domain';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { AreaHomeSearchPage, AreaSearchPage } from '../features/area-search/components/area-search-page';
import type { AreaSearchState } from '../features/area-search/state/area-search-slice';
import { prepareAreaSearchState } from '../features/area-search/state/area-search-storage';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    areaSearch: AreaSearchState;
  }
}

prepareAreaSearchState();

export const pages: RemoteRoutesModule['pages'] = {
  [paths.area]: AreaSearchPage,
  [paths.areaHome]: AreaHomeSearchPage,
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
