import { paths } from '@hikari/shared/domain';
import { injectSlice } from '@hikari/shared/store';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { CampaignListPage } from '../features/campaign-list/components/campaign-list-page';
import {
  campaignBrowseSlice,
  type CampaignBrowseState,
} from '../features/campaign-list/state/campaign-browse-slice';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    campaignBrowse: CampaignBrowseState;
  }
}

injectSlice(campaignBrowseSlice);

export const pages: RemoteRoutesModule['pages'] = {
  [paths.campaign]: CampaignListPage,
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
