import { hikariApi } from '@hikari/shared/api';
import type { TransferRequestValues } from '@hikari/shared/forms';
import type { TransferRequestAnswer } from '../state/transfer-slice';

// The API's operation (api/src/schema/transfer/transfer.graphql), under the spec's name.
export const TRANSFER_REQUEST = /* GraphQL */ `
  mutation TransferRequest($input: TransferRequestInput!, $idempotencyKey: String!) {
    transferRequest(input: $input, idempotencyKey: $idempotencyKey) {
      status
      title
      message
      receptionId
    }
  }
`;

export interface SendTransferArgs {
  /** The whole request after transferRequestSchema's normalisation; the part of the other type is stripped. */
  input: TransferRequestValues;
  /** The same key on every retry of the same answers (see transfer-keys). */
  idempotencyKey: string;
}

const sendTransferApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    transferRequest: build.mutation<TransferRequestAnswer, SendTransferArgs>({
      query: ({ input, idempotencyKey }) => ({
        document: TRANSFER_REQUEST,
        variables: { input, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: { transferRequest: TransferRequestAnswer }) => data.transferRequest,
    }),
  }),
});

export const { useTransferRequestMutation } = sendTransferApi;
