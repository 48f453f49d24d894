import { notifyClientErrorSchema } from '@hikari/shared/forms';
import type { Resolvers } from '../../generated/resolvers-types';
import { clientErrors } from '../../db/schema';
import { once } from '../../graphql/idempotency';
import { validated } from '../../graphql/validate';
import { log } from '../../log';
import { receptionId } from '../../submissions/reception-id';

/** GraphQL's null for an absent optional argument, as the schema's undefined. */
const given = (value: string | null | undefined) => value ?? undefined;

export const clientErrorResolvers: Resolvers = {
  Mutation: {
    async notifyClientError(_parent, args, ctx) {
      const { title, text, idempotencyKey } = args;
      const origin = {
        remote: given(args.remote),
        remoteVersion: given(args.remoteVersion),
        kind: given(args.kind),
        servedVersion: given(args.servedVersion),
      };
      const input = validated(notifyClientErrorSchema, { title, text, ...origin }, ctx.now());
      // A replay of a report from before the origin fields hashes as it did then.
      return once(ctx.db, 'NotifyClientError', idempotencyKey, { title, text, ...origin }, async (tx) => {
        const id = receptionId('client-errors', ctx.now());
        await tx.insert(clientErrors).values({
          receptionId: id,
          idempotencyKey,
          payload: { title: input.title, text: input.text, userAgent: ctx.userAgent },
          remote: input.remote ?? null,
          remoteVersion: input.remoteVersion ?? null,
          kind: input.remote || input.kind ? (input.kind ?? 'error') : null,
          servedVersion: input.servedVersion ?? null,
        });
        // The report text may quote what a visitor typed: only its id is logged.
        log.info(
          `[client-error] stored ${id}${input.remote ? ` (${input.remote} ${input.remoteVersion ?? '?'})` : ''}`,
        );
        return { result: 'success' };
      });
    },
  },
};
