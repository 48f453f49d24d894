import { hikariApi } from '@hikari/shared/api';
import type { UpsellValues } from '@hikari/shared/forms';

// The API's operation (api/src/schema/upsell/upsell.graphql), under the spec's name.
export const APPLICATION_UP_SELL = /* GraphQL */ `
  mutation ApplicationUpSell($input: UpsellInput!, $idempotencyKey: String!) {
    applicationUpSell(input: $input, idempotencyKey: $idempotencyKey) {
      result
      receptionId
    }
  }
`;

export interface UpsellReception {
  result: string;
  receptionId: string;
}

export interface ApplyUpsellArgs {
  /** The form's values after the upsell schema's normalisation (half-width digits, upper-case C). */
  values: UpsellValues;
  /** One per application: the same key on every retry, so the server stores it once. */
  idempotencyKey: string;
}

const upsellApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    applicationUpSell: build.mutation<UpsellReception, ApplyUpsellArgs>({
      query: ({ values, idempotencyKey }) => ({
        document: APPLICATION_UP_SELL,
        variables: { input: values, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: { applicationUpSell: UpsellReception }) => data.applicationUpSell,
    }),
  }),
});

export const { useApplicationUpSellMutation } = upsellApi;
