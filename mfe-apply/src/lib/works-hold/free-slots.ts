// The free works slots of an address, as the installation step and the
// application's own page both offer them: one endpoint of the site's API.
import { hikariApi, WorksSlotsDocument, type WorksSlotQuery, type WorksSlotsQuery } from '@hikari/shared/api';

export type { WorksSlotQuery };

/** A free slot as the server offers it, with its label for the visitor. */
export type WorksSlotOption = WorksSlotsQuery['worksSlots']['slots'][number];

export interface WorksSlotList {
  /** Earliest first. */
  slots: WorksSlotOption[];
  /** Japanese text when there is no slot, or null. */
  message: string | null;
}

export const freeSlotsApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    worksSlots: build.query<WorksSlotList, WorksSlotQuery>({
      query: (input) => ({ document: WorksSlotsDocument, variables: { input }, kind: 'query' }),
      transformResponse: (data: WorksSlotsQuery): WorksSlotList => data.worksSlots,
    }),
  }),
  overrideExisting: false,
});

export const { useWorksSlotsQuery } = freeSlotsApi;
