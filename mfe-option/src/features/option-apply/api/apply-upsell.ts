import { ApplicationUpSellDocument, hikariApi, type ApplicationUpSellMutation } from '@hikari/shared/api';
import type { UpsellValues } from '@hikari/shared/forms';

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
        document: ApplicationUpSellDocument,
        variables: { input: values, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: ApplicationUpSellMutation): UpsellReception => data.applicationUpSell,
    }),
  }),
});

export const { useApplicationUpSellMutation } = upsellApi;
