import { createAsyncThunk } from '@reduxjs/toolkit';
import { searchArea, type AreaAddressInput } from '@hikari/shared/domain';
import type { AppDispatch } from '@hikari/shared/store';
import type { AreaSearchOutcome } from '@hikari/shared/ui';
import { commufaAreaSearch } from '../api';

/** Where a search runs: the /area/ pages, or the widget /apply/area/ embeds. Each shows its own answer. */
export type AreaSearchSurface = 'page' | 'widget';

/**
 * Runs docs/business-rules.md#area-search for one address: no call outside the five prefectures,
 * one search for a home, two merged for an apartment. Never rejects: a
 * failure is an answer with result 'failed'.
 */
export const searchAddress = createAsyncThunk<
  AreaSearchOutcome,
  { surface: AreaSearchSurface; address: AreaAddressInput },
  { dispatch: AppDispatch }
>('areaSearch/searchAddress', async ({ address }, { dispatch }) => ({
  address,
  result: await searchArea(address, commufaAreaSearch(dispatch)),
}));
