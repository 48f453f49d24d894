import { notifyClientErrorSchema } from '@hikari/shared/forms';
import type { MutationNotifyClientErrorArgs, Resolvers } from '../../generated/resolvers-types';
import { clientErrors } from '../../db/schema';
import { once, type ReplayIdentity } from '../../graphql/idempotency';
import { validated } from '../../graphql/validate';
import { log } from '../../log';
import { receptionId } from '../../submissions/reception-id';

/** GraphQL's null for an absent optional argument, as the schema's undefined. */
const given = (value: string | null | undefined) => value ?? undefined;

type ReportArgs = Omit<MutationNotifyClientErrorArgs, 'idempotencyKey'>;

/** The report as sent; a replay of a report from before the origin fields hashes as it did then. */
const sentReport = (args: ReportArgs) => ({
  title: args.title,
  text: args.text,
  remote: given(args.remote),
  remoteVersion: given(args.remoteVersion),
  kind: given(args.kind),
  servedVersion: given(args.servedVersion),
});

export const clientErrorReplay: ReplayIdentity<ReportArgs, ReturnType<typeof sentReport>> = {
  operation: 'NotifyClientError',
  input: sentReport,
};

export const clientErrorResolvers: Resolvers = {
  Mutation: {
    async notifyClientError(_parent, args, ctx) {
      const { idempotencyKey } = args;
      const sent = clientErrorReplay.input(args, ctx.now());
      const input = validated(notifyClientErrorSchema, sent, ctx.now());
      return once(ctx.db, clientErrorReplay.operation, idempotencyKey, sent, async (tx) => {
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
