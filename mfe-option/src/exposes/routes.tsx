import { lazy, type ComponentType } from 'react';
import { paths } from '@hikari/shared/domain';
import { injectSlice } from '@hikari/shared/store';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { optionPaths, type OptionPageId } from '../content/option-paths';
import { OptionDetailPage } from '../features/option-detail/components/option-detail-page';
import { OptionListPage } from '../features/option-list/components/option-list-page';
import { optionBrowseSlice, type OptionBrowseState } from '../features/option-list/state/option-browse-slice';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    optionBrowse: OptionBrowseState;
  }
}

injectSlice(optionBrowseSlice);

// The form for existing customers (formik and the schemas) is a chunk of its own,
// so the information pages stay light.
const OptionApplyPage = lazy(() =>
  import('../features/option-apply/components/option-apply-page').then((m) => ({
    default: m.OptionApplyPage,
  })),
);

/** The shell mounts components without props, so each option page is bound to its id here. */
function detailPage(id: OptionPageId): ComponentType {
  const Page = () => <OptionDetailPage id={id} />;
  Page.displayName = `OptionDetailPage(${id})`;
  return Page;
}

export const pages: RemoteRoutesModule['pages'] = {
  [paths.option]: OptionListPage,
  [paths.optionApply]: OptionApplyPage,
  ...Object.fromEntries(
    (Object.keys(optionPaths) as OptionPageId[]).map((id) => [optionPaths[id], detailPage(id)]),
  ),
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
