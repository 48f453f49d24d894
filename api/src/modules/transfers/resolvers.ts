import { eq } from 'drizzle-orm';
import { normalizeContractNumber, transferCheckSchema, transferRequestSchema } from '@hikari/shared/forms';
import {
  OUTSIDE_AREA_REASON,
  TRANSFER_ANSWERS,
  checkTransfer,
  checkTransferRequest,
  yenWithTax,
  type TransferCheckFields,
  type TransferRequestFields,
} from './check-transfer';
import { contracts, transferRequests } from '../../db/schema';
import type { Resolvers, TransferCheckInput, TransferRequestInput } from '../../generated/resolvers-types';
import { once, replayOfInput, type Tx } from '../../graphql/idempotency';
import { validated } from '../../graphql/validate';
import { log } from '../../log';
import { receptionId } from '../../graphql/reception-id';

export const transferCheckReplay = replayOfInput<TransferCheckInput>('CheckTransferRequest');
export const transferRequestReplay = replayOfInput<TransferRequestInput>('TransferRequest');

/** Stores one transfer request (accepted, or refused as a move outside the area); returns its reception id. */
async function recordTransfer(
  tx: Tx,
  now: Date,
  idempotencyKey: string,
  contractId: string,
  fields: TransferRequestFields,
  checkResult: unknown,
): Promise<string> {
  const id = receptionId('transfers', now);
  await tx
    .insert(transferRequests)
    .values({ receptionId: id, idempotencyKey, contractId, payload: fields, checkResult });
  return id;
}

export const transferResolvers: Resolvers = {
  Mutation: {
    async checkTransferRequest(_parent, { input, idempotencyKey }, ctx) {
      const fields: TransferCheckFields = validated(transferCheckSchema, input, ctx.now());
      // A check stores no submission; its answer is kept for replays of the key.
      return once(ctx, transferCheckReplay.operation, idempotencyKey, input, (tx) =>
        checkTransfer(tx, fields, ctx.now()),
      );
    },
    async transferRequest(_parent, { input, idempotencyKey }, ctx) {
      const fields = validated(transferRequestSchema, input, ctx.now()) as TransferRequestFields;
      return once(ctx, transferRequestReplay.operation, idempotencyKey, input, async (tx) => {
        const now = ctx.now();
        // Checked again here: an earlier CheckTransferRequest answer is not trusted.
        const check = await checkTransferRequest(tx, fields, now);
        const contractId = normalizeContractNumber(fields.contractNumber);
        if (check === TRANSFER_ANSWERS.outsideArea) {
          // The customer is moving away from the area: nothing can be transferred,
          // but ops need to know (cancellation, the area-notice request), so the
          // attempt is kept as a transfer that was refused; the contract stays as it is.
          const id = await recordTransfer(tx, now, idempotencyKey, contractId, fields, {
            ...check,
            reason: OUTSIDE_AREA_REASON,
          });
          log.info(`[transfer] recorded move outside the area ${id}`);
          return { status: check.status, title: check.title, message: check.message, receptionId: id };
        }
        if (check.status !== 'ok')
          return { status: check.status, title: check.title, message: check.message, receptionId: null };
        const id = await recordTransfer(tx, now, idempotencyKey, contractId, fields, check);
        await tx
          .update(contracts)
          .set({ hasPendingTransfer: true })
          .where(eq(contracts.contractId, contractId));
        log.info(`[transfer] stored request ${id}`);
        return {
          status: 'ok',
          title: 'お申し込みを受け付けました',
          receptionId: id,
          message: `受付番号は ${id} です。内容を確認のうえ、担当者よりご連絡いたします。手数料は${yenWithTax(check.amount!)}です。`,
        };
      });
    },
  },
};
