import { hikariApi } from '@hikari/shared/api';
import type { ContactValues } from '@hikari/shared/forms';

// The API's operation (api/src/schema/contact/contact.graphql), under the spec's name.
export const CONTACT = /* GraphQL */ `
  mutation Contact($input: ContactInput!, $idempotencyKey: String!) {
    contact(input: $input, idempotencyKey: $idempotencyKey) {
      result
      receptionId
    }
  }
`;

export interface ContactReception {
  result: string;
  receptionId: string;
}

export interface SendContactArgs {
  /** The answers after contactSchema's normalisation (half-width digits, katakana, trimmed text). */
  input: ContactValues;
  /** The same key on every retry of the same answers (see contact-keys). */
  idempotencyKey: string;
}

const contactApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    contact: build.mutation<ContactReception, SendContactArgs>({
      query: ({ input, idempotencyKey }) => ({
        document: CONTACT,
        variables: { input, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: { contact: ContactReception }) => data.contact,
    }),
  }),
});

export const { useContactMutation } = contactApi;
