import {
  CampaignHeadlineDocument,
  type CampaignHeadlineQuery,
  type CampaignHeadlineQueryVariables,
} from './generated/operations';
import { hikariApi } from './hikari-api';

/**
 * The banner's headline for a served address (the API runs the simulation;
 * the browser never does at start). Kept by RTK Query per address and moment:
 * `validUntil` of the answer in hand asks again once a campaign period bound
 * has passed.
 */
const headlineApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    campaignHeadline: build.query<
      CampaignHeadlineQuery['campaignHeadline'],
      CampaignHeadlineQueryVariables & { moment?: string | null }
    >({
      query: ({ moment: _moment, ...variables }) => ({
        document: CampaignHeadlineDocument,
        variables,
        kind: 'query',
      }),
      transformResponse: (data: CampaignHeadlineQuery) => data.campaignHeadline,
    }),
  }),
});

export const { useCampaignHeadlineQuery } = headlineApi;
/** The same query for a caller that loads this module only when it has a question (the banner). */
export const campaignHeadlineEndpoint = headlineApi.endpoints.campaignHeadline;
