import { RequestAreaNoticeDocument, hikariApi, type RequestAreaNoticeMutation } from '@hikari/shared/api';
import type { AreaNoticeValues } from '@hikari/shared/forms';

export interface AreaNoticeReception {
  result: string;
  receptionId: string;
}

export interface SendAreaNoticeArgs {
  /** The answers after areaNoticeSchema's normalisation. */
  input: AreaNoticeValues;
  /** The same key on every retry of the same answers (see area-notice-keys). */
  idempotencyKey: string;
}

const areaNoticeApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    requestAreaNotice: build.mutation<AreaNoticeReception, SendAreaNoticeArgs>({
      query: ({ input, idempotencyKey }) => ({
        document: RequestAreaNoticeDocument,
        variables: { input, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: RequestAreaNoticeMutation): AreaNoticeReception => data.requestAreaNotice,
    }),
  }),
});

export const { useRequestAreaNoticeMutation } = areaNoticeApi;
