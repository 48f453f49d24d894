import { contactSchema } from '@hikari/shared/forms';
import { contacts } from '../../db/schema';
import type { Resolvers } from '../../generated/resolvers-types';
import { once } from '../../graphql/idempotency';
import { validated } from '../../graphql/validate';
import { log } from '../../log';
import { receptionId } from '../../submissions/reception-id';

export const contactResolvers: Resolvers = {
  Mutation: {
    async contact(_parent, { input, idempotencyKey }, ctx) {
      const fields = validated(contactSchema, input, ctx.now());
      return once(ctx.db, 'Contact', idempotencyKey, input, async (tx) => {
        const id = receptionId('contacts', ctx.now());
        await tx.insert(contacts).values({ receptionId: id, idempotencyKey, payload: fields });
        log.info(`[contact] stored ${id}`);
        return { result: 'success', receptionId: id };
      });
    },
  },
};
