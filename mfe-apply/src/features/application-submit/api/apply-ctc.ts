// ApplyCTC: the application, once per idempotency key.

import { hikariApi } from '@hikari/shared/api';

export interface ApplyResult {
  result: string;
  /** The number the visitor quotes (and passes on as their own referral code). */
  introductionId: string;
}

export interface ApplyVariables {
  /** JSON of { planData, campaignData, customer, agreements }. */
  formDataJSON: string;
  /** One per application: a replay with it returns the first answer and stores nothing new. */
  idempotencyKey: string;
}

const APPLY_CTC = `mutation ApplyCTC($formDataJSON: String!, $idempotencyKey: String!) {
  applyCTC(formDataJSON: $formDataJSON, idempotencyKey: $idempotencyKey) {
    result
    introductionId
  }
}`;

export const applyApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    applyCtc: build.mutation<ApplyResult, ApplyVariables>({
      query: (variables) => ({ document: APPLY_CTC, variables: { ...variables }, kind: 'mutation' }),
      transformResponse: (data: { applyCTC: ApplyResult }) => data.applyCTC,
    }),
  }),
  overrideExisting: false,
});
