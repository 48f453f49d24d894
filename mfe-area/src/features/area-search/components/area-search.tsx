// The remote's own stylesheet, with the component both its pages and its widget draw: webpack
// emits it once, with this chunk, and loads it before the chunk runs.
import '../area-search.css';
import { useEffect, useState, type ReactNode } from 'react';
import type { AreaAddressInput } from '@hikari/shared/domain';
import { phoneModalOpened, useAppDispatch, useAppSelector } from '@hikari/shared/store';
import type { AreaSearchOutcome } from '@hikari/shared/ui';
import {
  anotherAddressRequested,
  draftChanged,
  resultDismissed,
  selectAreaSurface,
  type AreaSearchSurface,
} from '../state/area-search-slice';
import { searchAddress } from '../state/search-address';
import { AreaResult } from './area-result';
import { AreaSearchForm } from './area-search-form';

export interface AreaSearchProps {
  surface: AreaSearchSurface;
  /** /area/home/: home is chosen for the visitor, and an apartment answer from before is put away. Default false. */
  startWithHome?: boolean;
  /** Called with every answer (also not served, also failed). */
  onOutcome?: (outcome: AreaSearchOutcome) => void;
  /** The next step offered under a served answer. */
  servedAction?: (outcome: AreaSearchOutcome) => ReactNode;
  /**
   * Show an answer found before this mount (after a reload or on coming
   * back). Default true; the widget passes false, because a visitor back on
   * the application's first step has come to change the address.
   */
  showEarlierAnswer?: boolean;
}

/** The form, or the answer once there is one. */
export function AreaSearch({
  surface,
  startWithHome = false,
  onOutcome,
  servedAction,
  showEarlierAnswer = true,
}: AreaSearchProps) {
  const dispatch = useAppDispatch();
  const { searching, outcome: latest } = useAppSelector((state) => selectAreaSurface(state, surface));
  const [earlier] = useState(latest);
  const outcome = showEarlierAnswer || latest !== earlier ? latest : null;
  // Focus follows the visitor's own action only, never a page load.
  const [focus, setFocus] = useState<'none' | 'result' | 'form'>('none');

  const staleApartment = startWithHome && outcome?.address.buildingType === 1;
  useEffect(() => {
    if (!staleApartment) return;
    dispatch(resultDismissed(surface));
    dispatch(draftChanged({ buildingType: 0 }));
  }, [dispatch, staleApartment, surface]);

  const search = (address: AreaAddressInput) => {
    setFocus('result');
    void dispatch(searchAddress({ surface, address }))
      .unwrap()
      .then((answer) => onOutcome?.(answer));
  };

  if (outcome && !staleApartment) {
    return (
      <AreaResult
        outcome={outcome}
        focusHeading={focus === 'result'}
        servedAction={servedAction?.(outcome)}
        retrying={searching}
        onRetry={() => search(outcome.address)}
        onFix={() => {
          setFocus('form');
          dispatch(resultDismissed(surface));
        }}
        onAnotherAddress={() => {
          setFocus('form');
          dispatch(anotherAddressRequested(surface));
        }}
        onPhone={() => dispatch(phoneModalOpened())}
      />
    );
  }
  return (
    <AreaSearchForm
      startWithHome={startWithHome}
      searching={searching}
      focusOnMount={focus === 'form'}
      onSearch={search}
    />
  );
}
