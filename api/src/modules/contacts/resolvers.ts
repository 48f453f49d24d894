import { contactSchema } from '@hikari/shared/forms';
import { contacts } from '../../db/schema';
import type { ContactInput, Resolvers } from '../../generated/resolvers-types';
import { once, replayOfInput } from '../../graphql/idempotency';
import { validated } from '../../graphql/validate';
import { log } from '../../log';
import { receptionId } from '../../graphql/reception-id';

export const contactReplay = replayOfInput<ContactInput>('Contact');

export const contactResolvers: Resolvers = {
  Mutation: {
    async contact(_parent, { input, idempotencyKey }, ctx) {
      const fields = validated(contactSchema, input, ctx.now());
      return once(ctx, contactReplay.operation, idempotencyKey, input, async (tx) => {
        const id = receptionId('contacts', ctx.now());
        await tx.insert(contacts).values({ receptionId: id, idempotencyKey, payload: fields });
        log.info(`[contact] stored ${id}`);
        return { result: 'success', receptionId: id };
      });
    },
  },
};
