import type { ComponentType } from 'react';
import { paths } from '@hikari/shared/domain';
import { injectSlice } from '@hikari/shared/store';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { campaignPages, type CampaignPagePath } from '../content/campaign-pages';
import { setWariPages, type SetWariPath } from '../content/set-wari-pages';
import { CampaignListPage } from '../features/campaign-list/components/campaign-list-page';
import {
  campaignBrowseSlice,
  type CampaignBrowseState,
} from '../features/campaign-list/state/campaign-browse-slice';
import { CampaignPage } from '../features/campaign-pages/components/campaign-page';
import { SetWariPage } from '../features/campaign-pages/components/set-wari-page';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    campaignBrowse: CampaignBrowseState;
  }
}

injectSlice(campaignBrowseSlice);

// The shell mounts a page without props, so each path gets its own component.
function campaignPageAt(path: CampaignPagePath): ComponentType {
  const Page = () => <CampaignPage path={path} />;
  Page.displayName = `CampaignPage(${path})`;
  return Page;
}

function setWariPageAt(path: SetWariPath): ComponentType {
  const Page = () => <SetWariPage path={path} />;
  Page.displayName = `SetWariPage(${path})`;
  return Page;
}

export const pages: RemoteRoutesModule['pages'] = {
  [paths.campaign]: CampaignListPage,
  ...Object.fromEntries(campaignPages.map(({ path }) => [path, campaignPageAt(path)])),
  ...Object.fromEntries(setWariPages.map(({ path }) => [path, setWariPageAt(path)])),
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
