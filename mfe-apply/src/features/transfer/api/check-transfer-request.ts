import {
  CheckTransferRequestDocument,
  hikariApi,
  type CheckTransferRequestMutation,
} from '@hikari/shared/api';
import type { TransferCheckValues } from '@hikari/shared/forms';
import type { TransferCheckAnswer } from '../state/transfer-slice';

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
        document: CheckTransferRequestDocument,
        variables: { input, idempotencyKey },
        kind: 'mutation',
      }),
      transformResponse: (data: CheckTransferRequestMutation): TransferCheckAnswer =>
        data.checkTransferRequest,
    }),
  }),
});

export const { useCheckTransferRequestMutation } = checkTransferApi;
