import { paths } from '@hikari/shared/domain';
import { injectSlice } from '@hikari/shared/store';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { AreaSearchPage } from '../features/area-search/components/area-search-page';
import { areaSearchSlice, type AreaSearchState } from '../features/area-search/state/area-search-slice';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    areaSearch: AreaSearchState;
  }
}

injectSlice(areaSearchSlice);

export const pages: RemoteRoutesModule['pages'] = {
  [paths.area]: AreaSearchPage,
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
