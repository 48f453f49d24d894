import { hikariApi, TransferRequestDocument, type TransferRequestMutation } from '@hikari/shared/api';
import type { TransferRequestValues } from '@hikari/shared/forms';
import type { TransferRequestAnswer } from '../state/transfer-slice';

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
        document: TransferRequestDocument,
        variables: { input, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: TransferRequestMutation): TransferRequestAnswer => data.transferRequest,
    }),
  }),
});

export const { useTransferRequestMutation } = sendTransferApi;
