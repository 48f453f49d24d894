// One SearchCommufaArea call through the store's RTK Query cache, for every
// page that searches an area: the area pages (mfe-area) and the application's
// check of the installation address (mfe-apply). The document is the
// generated one (operations/area.graphql): the API names the field in
// camelCase (api/src/modules/area/area.graphql), the operation keeps the
// spec's name.
import type { AreaAddressInput, AreaSearchFn, AreaSearchResult } from '@hikari/shared/domain';
import {
  SearchCommufaAreaDocument,
  type SearchCommufaAreaQuery,
  type SearchCommufaAreaQueryVariables,
} from './generated/operations';
import { hikariApi } from './hikari-api';

const searchApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    /** One search, as a home or for the building given; the rules of docs/business-rules.md#area-search are applied by searchArea. */
    searchCommufaArea: build.query<AreaSearchResult, AreaAddressInput>({
      query: (address) => {
        const variables: SearchCommufaAreaQueryVariables = {
          input: {
            buildingType: address.buildingType,
            postalCode: address.postalCode,
            prefecture: address.prefecture,
            city: address.city,
            town: address.town,
            chome: address.chome,
            banchi: address.banchi,
            buildingName: address.buildingType === 1 ? address.buildingName : '',
          },
        };
        return { document: SearchCommufaAreaDocument, variables, kind: 'query' };
      },
      transformResponse: (data: SearchCommufaAreaQuery): AreaSearchResult => {
        const answer = data.searchCommufaArea;
        // Anything but an explicit success is a failure: searchArea shows it with a retry.
        return { ...answer, result: answer.result === 'success' ? 'success' : 'failed' };
      },
    }),
  }),
});

export const searchCommufaAreaEndpoint = searchApi.endpoints.searchCommufaArea;

/**
 * The search function searchArea expects, through the store's RTK Query
 * cache. Every search asks the server again: the visitor pressed the button
 * (or retry) and expects a fresh answer.
 */
type SearchThunk = ReturnType<typeof searchCommufaAreaEndpoint.initiate>;

/** The one store's dispatch, as far as a search needs it (named so, the API layer does not import the store). */
type DispatchesSearch = (thunk: SearchThunk) => ReturnType<SearchThunk>;

export function commufaAreaSearch(dispatch: DispatchesSearch): AreaSearchFn {
  return (address) =>
    dispatch(searchCommufaAreaEndpoint.initiate(address, { subscribe: false, forceRefetch: true })).unwrap();
}
