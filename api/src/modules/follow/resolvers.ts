// The application's own page: look an application up by its follow link's
// token, and book, change or cancel its works slot until 19:00 Japan time
// four days before it. Wrong tokens count against the caller's address (with
// the carry-on links'): past the limit the address is refused for the rest
// of the window, so links cannot be guessed.
import { isWorksBand, phoneWindows, type WorksBand } from '@hikari/shared/domain';
import type { Db } from '../../db/client';
import { once, type ReplayIdentity } from '../../graphql/idempotency';
import type { MutationChangeWorksSlotArgs } from '../../generated/resolvers-types';
import { tokenHash } from './tokens';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { log } from '../../log';
import { enqueueSlotChange } from '../mail/notices';
import { bookingOf, changeBooking, type SlotAnswer } from '../works/bookings';
import {
  applicationByReception,
  applicationStatus,
  isCancelledApplication,
  slotQueryOf,
  slotRules,
  stageOf,
} from './status';
import { FOLLOW_LINK_DAYS, receptionOfFollowToken } from './tokens';
import { applications } from '../../db/schema';
import { eq } from 'drizzle-orm';

export const LINK_NOT_FOUND =
  'このリンクではお申し込みが見つかりませんでした。メールのリンクが途中で切れていないか確認し、もう一度開いてください。';
export const LINK_EXPIRED = `このリンクは有効期限（お送りしてから${FOLLOW_LINK_DAYS}日）が過ぎています。${phoneWindows.support.name}（${phoneWindows.support.number}）へお問い合わせください。`;
export const LINK_TOO_MANY = `誤ったリンクが続いたため、しばらくのあいだ確認できません。時間をおいてお試しいただくか、${phoneWindows.support.name}（${phoneWindows.support.number}）へお問い合わせください。`;

/** Counts a wrong link for the caller's address; true while the address is within the limit. */
export function linkGuard(ctx: GraphQLContext) {
  const limiter = ctx.rateLimits.limiter(
    'link-failures-per-address',
    ctx.config.rateLimit.linkFailuresPerAddress,
    ctx.config.rateLimit.windowSeconds * 1000,
  );
  return {
    blocked: async () => !(await limiter.read(ctx.addressKey)).ok,
    failed: async (what: string) => {
      const decision = await limiter.hit(ctx.addressKey);
      log.warn(`[links] wrong ${what} link from ${ctx.clientAddress} (${decision.current} in the window)`);
      return decision.ok;
    },
  };
}

const linkMessages = { 'too-many': LINK_TOO_MANY, 'not-found': LINK_NOT_FOUND, expired: LINK_EXPIRED };

async function applicationOfToken(ctx: GraphQLContext, token: string) {
  const guard = linkGuard(ctx);
  if (await guard.blocked()) return { row: null, error: 'too-many' as const };
  const link = await receptionOfFollowToken(ctx.db, token, ctx.now());
  // A real link past its time is not a guess: it is not counted against the address.
  if (link.receptionId === null && link.expired) return { row: null, error: 'expired' as const };
  const row = link.receptionId ? await applicationByReception(ctx.db, link.receptionId) : null;
  if (!row)
    return {
      row: null,
      error: (await guard.failed('follow')) ? ('not-found' as const) : ('too-many' as const),
    };
  return { row, error: null };
}

/** The link (by its hash) and the slot asked for: a replay gets the first answer. */
export const changeSlotReplay: ReplayIdentity<Omit<MutationChangeWorksSlotArgs, 'idempotencyKey'>> = {
  operation: 'ChangeWorksSlot',
  input: ({ token, date, band }) => ({ link: tokenHash(token), date: date ?? null, band: band ?? null }),
};

export const followResolvers: Resolvers = {
  Query: {
    async applicationStatus(_parent, { token }, ctx) {
      const found = await applicationOfToken(ctx, token);
      if (!found.row) {
        return {
          result: found.error,
          message: linkMessages[found.error],
          status: null,
        };
      }
      return {
        result: 'found',
        message: null,
        status: await applicationStatus(ctx.db, found.row, ctx.now()),
      };
    },
  },
  Mutation: {
    async changeWorksSlot(_parent, args, ctx) {
      const { token, date, band, idempotencyKey } = args;
      const now = ctx.now();
      const found = await applicationOfToken(ctx, token);
      if (!found.row) {
        return {
          result: 'not-found',
          message: linkMessages[found.error],
          status: null,
          alternatives: [],
        };
      }
      const { row } = found;
      // Once per key: a double click changes the slot once and mails once.
      const answer = await once(
        ctx,
        changeSlotReplay.operation,
        idempotencyKey,
        changeSlotReplay.input(args, now),
        async (tx) => {
          const db = tx as unknown as Db;
          const stage = stageOf(row);
          const current = await bookingOf(db, row.receptionId);
          const rules = slotRules(stage, current, now, isCancelledApplication(row));
          const reply = async (result: string, message: string, alternatives: SlotAnswer[] = []) => ({
            result,
            message,
            status: await applicationStatus(db, (await applicationByReception(db, row.receptionId))!, now),
            alternatives,
          });
          if (!rules.canChangeSlot) return reply('too-late', rules.note);
          const wanted = date == null && band == null ? null : { date: date ?? '', band: band ?? '' };
          if (wanted && !isWorksBand(wanted.band)) return reply('taken', '工事日の指定が正しくありません');
          if (!wanted && !current) return reply('cancelled', '予約されている工事日はありません。');
          const slot = wanted ? { date: wanted.date, band: wanted.band as WorksBand } : null;
          const result = await changeBooking(db, row.receptionId, slotQueryOf(row), slot, now);
          if (!result.ok) return reply('taken', result.message, result.alternatives);
          // Without a works day the application is not 工事日確定 any more.
          if (!result.slot && stage === 'works-fixed') {
            await db
              .update(applications)
              .set({ stage: 'reviewing', stageChangedAt: now })
              .where(eq(applications.receptionId, row.receptionId));
          }
          await enqueueSlotChange(
            db,
            row,
            { before: current?.label ?? null, after: result.slot?.label ?? null, by: 'visitor' },
            ctx.config,
            now,
          );
          if (!result.slot) {
            return reply(
              'cancelled',
              '工事日の予約を取り消しました。担当者からお電話で調整するか、このページから予約し直せます。確認のメールをお送りします。',
            );
          }
          return reply(
            current ? 'changed' : 'booked',
            `工事日を${result.slot.label}に${current ? '変更' : '予約'}しました。確認のメールをお送りします。`,
          );
        },
      );
      ctx.mail.wake();
      return answer;
    },
  },
};
