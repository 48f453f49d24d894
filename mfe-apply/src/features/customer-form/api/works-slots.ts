// The works calendar of the installation step: the free slots for the
// address, the plan and the wished days (the endpoint the application's page
// uses too, lib/works-hold); a 20-minute hold on the visitor's choice (the
// application books it); giving a hold back.

import {
  hikariApi,
  HoldWorksSlotDocument,
  ReleaseWorksHoldDocument,
  type HoldWorksSlotMutation,
  type ReleaseWorksHoldMutation,
} from '@hikari/shared/api';
import { newIdempotencyKey } from '@hikari/shared/domain';
import { useWorksSlotsQuery, type WorksSlotQuery } from '../../../lib/works-hold';

export { useWorksSlotsQuery };
export type { WorksSlotList, WorksSlotOption, WorksSlotQuery } from '../../../lib/works-hold';

/** 'held' (holdId, slot, expiresAt) or 'taken' (message, alternatives: the nearest free slots). */
export type WorksHoldAnswer = HoldWorksSlotMutation['holdWorksSlot'];

export interface HoldWorksSlotArgs {
  input: WorksSlotQuery;
  date: string;
  band: string;
  /** The visitor's earlier hold: the server gives it back in the same step. */
  previousHoldId: string | null;
}

export const worksSlotsApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    holdWorksSlot: build.mutation<WorksHoldAnswer, HoldWorksSlotArgs>({
      query: ({ input, date, band, previousHoldId }) => ({
        document: HoldWorksSlotDocument,
        // One key per choice: the server holds one slot for it however often the request arrives.
        variables: { input, date, band, previousHoldId, idempotencyKey: newIdempotencyKey('hold') },
        kind: 'mutation',
      }),
      transformResponse: (data: HoldWorksSlotMutation): WorksHoldAnswer => data.holdWorksSlot,
    }),
    releaseWorksHold: build.mutation<boolean, string>({
      query: (holdId) => ({
        document: ReleaseWorksHoldDocument,
        variables: { holdId, idempotencyKey: newIdempotencyKey('release') },
        kind: 'mutation',
      }),
      transformResponse: (data: ReleaseWorksHoldMutation): boolean => data.releaseWorksHold,
    }),
  }),
  overrideExisting: false,
});

export const { useHoldWorksSlotMutation, useReleaseWorksHoldMutation } = worksSlotsApi;
