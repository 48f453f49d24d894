import { paths } from '@hikari/shared/domain';
import { injectSlice } from '@hikari/shared/store';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { OptionListPage } from '../features/option-list/components/option-list-page';
import { optionBrowseSlice, type OptionBrowseState } from '../features/option-list/state/option-browse-slice';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    optionBrowse: OptionBrowseState;
  }
}

injectSlice(optionBrowseSlice);

export const pages: RemoteRoutesModule['pages'] = {
  [paths.option]: OptionListPage,
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
