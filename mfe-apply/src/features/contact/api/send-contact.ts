import { ContactDocument, hikariApi, type ContactMutation } from '@hikari/shared/api';
import type { ContactValues } from '@hikari/shared/forms';

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
        document: ContactDocument,
        variables: { input, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: ContactMutation): ContactReception => data.contact,
    }),
  }),
});

export const { useContactMutation } = contactApi;
