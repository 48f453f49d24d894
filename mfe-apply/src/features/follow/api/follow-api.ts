// The application's own page (/apply/status/): its status by the follow
// link's token, the free works slots for it, and booking, changing or
// cancelling its works slot. Endpoint names carry the feature's prefix so
// they never meet another feature's endpoints in the one API.

import {
  ApplicationStatusDocument,
  ChangeWorksSlotDocument,
  hikariApi,
  type ApplicationStatusQuery,
  type ChangeWorksSlotMutation,
} from '@hikari/shared/api';
import { useWorksSlotsQuery, type WorksSlotList, type WorksSlotQuery } from '../../../lib/works-hold';

export type ApplicationStatusLookup = ApplicationStatusQuery['applicationStatus'];
export type ApplicationStatus = NonNullable<ApplicationStatusLookup['status']>;
export type WorksSlotChange = ChangeWorksSlotMutation['changeWorksSlot'];
export type FreeWorksSlot = WorksSlotList['slots'][number];
export type { WorksSlotList, WorksSlotQuery };
/** The free slots of the application's address: the same endpoint as the installation step's. */
export const useFollowWorksSlotsQuery = useWorksSlotsQuery;

export interface ChangeWorksSlotArgs {
  token: string;
  /** YYYY-MM-DD and 'am' | 'pm' to book or change; both null to cancel. */
  date: string | null;
  band: string | null;
  /** The same key for a retry of the same change (a double click changes once and mails once). */
  idempotencyKey: string;
}

export const followApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    followApplicationStatus: build.query<ApplicationStatusLookup, string>({
      query: (token) => ({ document: ApplicationStatusDocument, variables: { token }, kind: 'query' }),
      transformResponse: (data: ApplicationStatusQuery) => data.applicationStatus,
    }),
    followChangeWorksSlot: build.mutation<WorksSlotChange, ChangeWorksSlotArgs>({
      query: ({ token, date, band, idempotencyKey }) => ({
        document: ChangeWorksSlotDocument,
        variables: { token, date, band, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: ChangeWorksSlotMutation) => data.changeWorksSlot,
    }),
  }),
  overrideExisting: false,
});

export const { useFollowApplicationStatusQuery, useFollowChangeWorksSlotMutation } = followApi;
