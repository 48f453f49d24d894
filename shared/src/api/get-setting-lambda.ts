import {
  GetSettingLambdaDocument,
  type GetSettingLambdaQuery,
  type GetSettingLambdaQueryVariables,
} from './generated/operations';
import { hikariApi } from './hikari-api';

/** The settings record every page runs with (docs/business-rules.md#records-and-field-names). Default site name 'hikari'. */
export const SITE_SETTINGS_NAME = 'hikari';

const settingsApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    getSettingLambda: build.query<GetSettingLambdaQuery['getSettingLambda'], GetSettingLambdaQueryVariables>({
      query: (variables) => ({ document: GetSettingLambdaDocument, variables, kind: 'query' }),
      transformResponse: (data: GetSettingLambdaQuery) => data.getSettingLambda,
      providesTags: ['Settings'],
    }),
  }),
});

export const { getSettingLambda } = settingsApi.endpoints;

/** The settings subscription (graphql-ws on /graphql): the current record first, then every change. */
export { OnSettingsChangedDocument, type OnSettingsChangedSubscription } from './generated/operations';
