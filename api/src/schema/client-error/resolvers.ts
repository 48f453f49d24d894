import { notifyClientErrorSchema } from '@hikari/shared/forms';
import type { Resolvers } from '../../generated/resolvers-types';
import { clientErrors } from '../../db/schema';
import { once } from '../../graphql/idempotency';
import { validated } from '../../graphql/validate';
import { log } from '../../log';
import { receptionId } from '../../submissions/reception-id';

export const clientErrorResolvers: Resolvers = {
  Mutation: {
    async notifyClientError(_parent, { title, text, idempotencyKey }, ctx) {
      const input = validated(notifyClientErrorSchema, { title, text }, ctx.now());
      return once(ctx.db, 'NotifyClientError', idempotencyKey, { title, text }, async (tx) => {
        const id = receptionId('client-errors', ctx.now());
        await tx.insert(clientErrors).values({
          receptionId: id,
          idempotencyKey,
          payload: { ...input, userAgent: ctx.userAgent },
        });
        // The report text may quote what a visitor typed: only its id is logged.
        log.info(`[client-error] stored ${id}`);
        return { result: 'success' };
      });
    },
  },
};
