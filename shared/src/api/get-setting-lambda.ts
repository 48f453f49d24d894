import type { GetSettingLambdaQuery, GetSettingLambdaQueryVariables } from './generated/operations';
import { hikariApi } from './hikari-api';
import { settingsOf, settingsRequest } from './settings-request';

const settingsApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    getSettingLambda: build.query<GetSettingLambdaQuery['getSettingLambda'], GetSettingLambdaQueryVariables>({
      query: settingsRequest,
      transformResponse: settingsOf,
      providesTags: ['Settings'],
    }),
  }),
});

export const { getSettingLambda } = settingsApi.endpoints;

/** The settings subscription (graphql-ws on /graphql): the current record first, then every change. */
export { OnSettingsChangedDocument, type OnSettingsChangedSubscription } from './generated/operations';
