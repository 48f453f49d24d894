// NotifyClientError: the pages' error reports, which drive the ops console's
// per-version figures (errors of the live version next to the previous one,
// fallbacks), which ops use to decide a rollback. Any guest can send one, so
// no single client may steer those figures:
//
// - each report names its reporter, a keyed hash of the guest session
//   (`guestPseudonym`; never the token or the address), and the console
//   counts distinct reporters, not reports (ops/health in ops-remotes.ts);
// - the same reporter saying the same thing (remote, version, kind, title)
//   within DUPLICATE_WINDOW_MS is stored once;
// - reports have their own limits per guest and per address
//   (RATE_LIMIT_CLIENT_ERRORS_PER_GUEST / _PER_ADDRESS), under the general
//   mutation limits.
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notifyClientErrorSchema } from '@hikari/shared/forms';
import type { Services } from '../../context';
import type { MutationNotifyClientErrorArgs, Resolvers } from '../../generated/resolvers-types';
import { clientErrors } from '../../db/schema';
import { once, type ReplayIdentity } from '../../graphql/idempotency';
import { validated } from '../../graphql/validate';
import { log } from '../../log';
import { receptionId } from '../../graphql/reception-id';

/** Reports of one reporter that say the same thing within this window are stored once. Default 10 minutes. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** The one answer: stored, a duplicate or over the limit, the page hears the same. */
const ACKNOWLEDGED = { result: 'success' };

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

/** `column = value`, where a null value matches null. */
const same = (column: PgColumn, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

export function createClientErrorResolvers(services: Services): Resolvers {
  const { rateLimit } = services.config;
  const windowMs = rateLimit.windowSeconds * 1000;
  const perGuest = services.rateLimits.limiter(
    'client-errors-per-guest',
    rateLimit.clientErrorsPerGuest,
    windowMs,
  );
  const perAddress = services.rateLimits.limiter(
    'client-errors-per-address',
    rateLimit.clientErrorsPerAddress,
    windowMs,
  );

  return {
    Mutation: {
      async notifyClientError(_parent, args, ctx) {
        const { idempotencyKey } = args;
        const sent = clientErrorReplay.input(args, ctx.now());
        const input = validated(notifyClientErrorSchema, sent, ctx.now());
        // Over these limits a report is acknowledged but not stored, rather
        // than refused with RATE_LIMITED: a report must never make the page
        // fail (it is sent while something already went wrong, and an error
        // answer there can set off one more report), and a client flooding
        // the figures learns nothing about where the limit lies. The general
        // mutation limits still refuse a client that sends too much of anything.
        const [byGuest, byAddress] = await Promise.all([
          perGuest.hit(ctx.guest.guestId),
          perAddress.hit(ctx.addressKey),
        ]);
        if (!byGuest.ok || !byAddress.ok) return ACKNOWLEDGED;

        const reporter = ctx.guestPseudonym(ctx.guest.guestId);
        const remote = input.remote ?? null;
        const remoteVersion = input.remoteVersion ?? null;
        const kind = input.remote || input.kind ? (input.kind ?? 'error') : null;
        return once(ctx, clientErrorReplay.operation, idempotencyKey, sent, async (tx) => {
          const now = ctx.now();
          // One report at a time per reporter and content, so two copies sent
          // at once are stored once too (held until the transaction ends).
          const content = JSON.stringify([reporter, remote, remoteVersion, kind, input.title]);
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${content}, 0))`);
          const [duplicate] = await tx
            .select({ receptionId: clientErrors.receptionId })
            .from(clientErrors)
            .where(
              and(
                eq(clientErrors.reporter, reporter),
                same(clientErrors.remote, remote),
                same(clientErrors.remoteVersion, remoteVersion),
                same(clientErrors.kind, kind),
                sql`${clientErrors.payload}->>'title' = ${input.title}`,
                gt(clientErrors.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
              ),
            )
            .limit(1);
          if (duplicate) return ACKNOWLEDGED;

          const id = receptionId('client-errors', now);
          await tx.insert(clientErrors).values({
            receptionId: id,
            idempotencyKey,
            // The server's clock, as the reception number's day and the duplicate window read it.
            createdAt: now,
            payload: { title: input.title, text: input.text, userAgent: ctx.userAgent },
            remote,
            remoteVersion,
            kind,
            servedVersion: input.servedVersion ?? null,
            reporter,
          });
          // The report text may quote what a visitor typed: only its id is logged.
          log.info(`[client-error] stored ${id}${remote ? ` (${remote} ${remoteVersion ?? '?'})` : ''}`);
          return ACKNOWLEDGED;
        });
      },
    },
  };
}
