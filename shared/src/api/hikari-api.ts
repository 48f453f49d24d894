import { createApi } from '@reduxjs/toolkit/query/react';
import { addLateStorePart } from '@hikari/shared/store';
import { graphqlBaseQuery } from './graphql-base-query';

/**
 * The one RTK Query API of the site. Features add their operations with
 * `hikariApi.injectEndpoints`, so each remote ships only the calls it makes.
 */
export const hikariApi = createApi({
  reducerPath: 'api',
  baseQuery: graphqlBaseQuery,
  tagTypes: ['Settings'],
  endpoints: () => ({}),
});

declare module '@hikari/shared/store' {
  interface LateStoreState {
    api: ReturnType<typeof hikariApi.reducer>;
  }
}

// Every store takes the API when this module first loads, with the page that calls it: the
// shell's start needs no RTK Query (docs/architecture.md#shared-state).
addLateStorePart(hikariApi);
