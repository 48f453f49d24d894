import { eq } from 'drizzle-orm';
import { normalizePhone } from '@hikari/shared/domain';
import { normalizeContractNumber, upsellSchema } from '@hikari/shared/forms';
import { contracts, upsells } from '../../db/schema';
import type { Resolvers, UpsellInput } from '../../generated/resolvers-types';
import { badUserInput } from '../../graphql/errors';
import { once, replayOfInput } from '../../graphql/idempotency';
import { validated } from '../../graphql/validate';
import { log } from '../../log';
import { receptionId } from '../../graphql/reception-id';

export const UPSELL_MESSAGES = {
  notFound: 'ご契約を確認できませんでした。ご契約番号とご契約者さまの電話番号をご確認ください',
  inactive: 'このご契約ではオプションをお申し込みいただけません。サポート窓口までお問い合わせください',
} as const;

export const upsellReplay = replayOfInput<UpsellInput>('ApplicationUpSell');

export const upsellResolvers: Resolvers = {
  Mutation: {
    async applicationUpSell(_parent, { input, idempotencyKey }, ctx) {
      const fields = validated(upsellSchema, input, ctx.now());
      return once(ctx, upsellReplay.operation, idempotencyKey, input, async (tx) => {
        const contractId = normalizeContractNumber(fields.contractNumber);
        const [contract] = await tx
          .select()
          .from(contracts)
          .where(eq(contracts.contractId, contractId))
          .limit(1);
        // The same answer for an unknown number and a wrong phone: no probing for contracts.
        if (!contract || contract.phone !== normalizePhone(fields.phone)) {
          throw badUserInput({ contractNumber: UPSELL_MESSAGES.notFound });
        }
        if (contract.status !== 'active') throw badUserInput({ contractNumber: UPSELL_MESSAGES.inactive });
        const id = receptionId('upsells', ctx.now());
        await tx.insert(upsells).values({ receptionId: id, idempotencyKey, payload: fields });
        log.info(`[upsell] stored ${id}`);
        return { result: 'success', receptionId: id };
      });
    },
  },
};
