import { hikariApi } from '@hikari/shared/api';
import type { TransferCheckValues } from '@hikari/shared/forms';
import type { TransferCheckAnswer } from '../state/transfer-slice';

// The API's operation (api/src/schema/transfer/transfer.graphql), under the spec's name.
export const CHECK_TRANSFER_REQUEST = /* GraphQL */ `
  mutation CheckTransferRequest($input: TransferCheckInput!, $idempotencyKey: String!) {
    checkTransferRequest(input: $input, idempotencyKey: $idempotencyKey) {
      status
      title
      message
      amount
      deadline
    }
  }
`;

export interface CheckTransferArgs {
  /** The answers after transferCheckSchema's normalisation (half-width digits, katakana). */
  input: TransferCheckValues;
  /** The same key on every retry of the same answers (see transfer-keys). */
  idempotencyKey: string;
}

const checkTransferApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    checkTransferRequest: build.mutation<TransferCheckAnswer, CheckTransferArgs>({
      query: ({ input, idempotencyKey }) => ({
        document: CHECK_TRANSFER_REQUEST,
        variables: { input, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: { checkTransferRequest: TransferCheckAnswer }) => data.checkTransferRequest,
    }),
  }),
});

export const { useCheckTransferRequestMutation } = checkTransferApi;
