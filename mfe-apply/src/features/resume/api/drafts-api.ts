// 「メールで続きを送る」 and its link: the answers so far kept by the server
// for 7 days (SaveApplicationDraft), and read back by the link's token
// (ApplicationDraft). The server mails the link; the browser never sees the
// token it mints. Endpoint names carry the feature's prefix so they never
// meet another feature's endpoints in the one API.

import {
  ApplicationDraftDocument,
  hikariApi,
  SaveApplicationDraftDocument,
  type ApplicationDraftQuery,
  type SaveApplicationDraftMutation,
  type SaveApplicationDraftMutationVariables,
} from '@hikari/shared/api';

export type DraftSaved = SaveApplicationDraftMutation['saveApplicationDraft'];
export type DraftLookup = ApplicationDraftQuery['applicationDraft'];
export type SaveDraftArgs = SaveApplicationDraftMutationVariables;

export const draftsApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    resumeSaveDraft: build.mutation<DraftSaved, SaveDraftArgs>({
      query: (variables) => ({
        document: SaveApplicationDraftDocument,
        variables: { ...variables },
        kind: 'mutation',
      }),
      transformResponse: (data: SaveApplicationDraftMutation) => data.saveApplicationDraft,
    }),
    resumeApplicationDraft: build.query<DraftLookup, string>({
      query: (token) => ({ document: ApplicationDraftDocument, variables: { token }, kind: 'query' }),
      transformResponse: (data: ApplicationDraftQuery) => data.applicationDraft,
      // A draft is read once, to restore it; a later visit asks the server again.
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: false,
});

export const { useResumeSaveDraftMutation, useResumeApplicationDraftQuery } = draftsApi;
