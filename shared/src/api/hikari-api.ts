import { createApi } from '@reduxjs/toolkit/query/react';
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
