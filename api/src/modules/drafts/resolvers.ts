// 「メールで続きを送る」 and the link it mails (/apply/resume/#t=…).
import { formatJstDateTimeJa, paths } from '@hikari/shared/domain';
import type { MutationSaveApplicationDraftArgs, Resolvers } from '../../generated/resolvers-types';
import type { Db } from '../../db/client';
import { once, type ReplayIdentity } from '../../graphql/idempotency';
import { badUserInput, rateLimited } from '../../graphql/errors';
import { log } from '../../log';
import { linkGuard, LINK_TOO_MANY } from '../follow/resolvers';
import { enqueueCarryOn } from '../mail/notices';
import { tokenHash } from '../follow/tokens';
import { draftAnswersOf, findDraft, saveDraft, validateCarryOn } from './drafts';

/** Carry-on mails one address may ask for per window: each one mails whoever it names. */
const DRAFTS_PER_ADDRESS = 10;

const DRAFT_MESSAGES = {
  saved: (mail: string) =>
    `${mail} あてに、続きを開くリンクをお送りしました。リンクは7日間有効です。メールが届かない場合は、迷惑メールのフォルダもご確認ください。`,
  sent: 'このお申し込みはすでに送信済みです。保存していた入力内容は削除しました。',
  expired:
    'リンクの有効期限（7日間）が過ぎたため、保存していた入力内容は削除しました。お手数ですが、はじめからお申し込みください。',
  notFound:
    'このリンクでは保存した入力内容が見つかりませんでした。メールのリンクが途中で切れていないか確認し、もう一度開いてください。',
  badDraft: '入力内容を保存できませんでした。ページを再読み込みしてから、もう一度お試しください。',
} as const;

/** The same answers to the same address under one key: one draft, one mail. */
export const draftReplay: ReplayIdentity<Omit<MutationSaveApplicationDraftArgs, 'idempotencyKey'>> = {
  operation: 'SaveApplicationDraft',
  input: ({ mail, step, draftJSON }) => ({ mail, step, draftJSON }),
};

export const draftResolvers: Resolvers = {
  Query: {
    async applicationDraft(_parent, { token }, ctx) {
      const guard = linkGuard(ctx);
      if (await guard.blocked())
        return { result: 'not-found', message: LINK_TOO_MANY, step: null, draftJSON: null, expiresAt: null };
      const found = await findDraft(ctx.db, token, ctx.now());
      if (found.result === 'found') {
        return {
          result: 'found',
          message: null,
          step: found.step,
          draftJSON: JSON.stringify(found.answers),
          expiresAt: found.expiresAt.toISOString(),
        };
      }
      if (found.result === 'not-found' && !(await guard.failed('carry-on'))) {
        return { result: 'not-found', message: LINK_TOO_MANY, step: null, draftJSON: null, expiresAt: null };
      }
      const message =
        found.result === 'sent'
          ? DRAFT_MESSAGES.sent
          : found.result === 'expired'
            ? DRAFT_MESSAGES.expired
            : DRAFT_MESSAGES.notFound;
      return { result: found.result, message, step: null, draftJSON: null, expiresAt: null };
    },
  },
  Mutation: {
    async saveApplicationDraft(_parent, args, ctx) {
      const { mail, step, draftJSON, idempotencyKey } = args;
      const checked = validateCarryOn(mail, step);
      if (!checked.ok) throw badUserInput(checked.errors);
      const answers = draftAnswersOf(draftJSON, ctx.now());
      if (!answers) throw badUserInput({ draftJSON: DRAFT_MESSAGES.badDraft });
      const limiter = ctx.rateLimits.limiter(
        'drafts-per-address',
        DRAFTS_PER_ADDRESS,
        ctx.config.rateLimit.windowSeconds * 1000,
      );
      const decision = await limiter.hit(ctx.addressKey);
      if (!decision.ok) throw rateLimited(decision.retryAfter);
      const now = ctx.now();
      // Once per key: a double click saves one draft and sends one mail.
      const answer = await once(
        ctx,
        draftReplay.operation,
        idempotencyKey,
        draftReplay.input(args, now),
        async (tx) => {
          const { token, expiresAt } = await saveDraft(tx as unknown as Db, checked.value.step, answers, now);
          const link = `${ctx.config.publicSiteUrl}${paths.applyResume}#t=${token}`;
          await enqueueCarryOn(
            tx as unknown as Db,
            checked.value.mail,
            link,
            formatJstDateTimeJa(expiresAt),
            tokenHash(token).slice(0, 16),
            ctx.config,
            now,
          );
          log.info(`[drafts] carry-on link saved for step ${checked.value.step}`);
          return { result: 'sent', message: DRAFT_MESSAGES.saved(checked.value.mail) };
        },
      );
      ctx.mail.wake();
      return answer;
    },
  },
};
