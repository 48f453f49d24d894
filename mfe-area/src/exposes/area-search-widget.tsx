import type { AreaSearchWidgetProps } from '@hikari/shared/ui';
import { AreaSearch } from '../features/area-search/components/area-search';
import type { AreaSearchState } from '../features/area-search/state/area-search-slice';
import { prepareAreaSearchState } from '../features/area-search/state/area-search-storage';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    areaSearch: AreaSearchState;
  }
}

prepareAreaSearchState();

/**
 * The area search as /apply/area/ (mfe-apply) embeds it: the same form,
 * search and answer as /area/, without the page heading and without a next
 * step under a served answer; the host offers that from onComplete.
 */
export function AreaSearchWidget({ onComplete }: AreaSearchWidgetProps) {
  return (
    <div className="area-search area-search--widget">
      <AreaSearch surface="widget" onOutcome={onComplete} showEarlierAnswer={false} />
    </div>
  );
}

export default AreaSearchWidget;
