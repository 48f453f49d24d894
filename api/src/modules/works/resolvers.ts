// Works slots for the application's installation step: the free ones, a hold
// of 20 minutes on the one the visitor chose, giving it back. Holding and
// releasing run once per idempotency key, so a double click holds one slot.
import { isWorksBand, PREFECTURES_SERVED, type SlotQuery, type WorksBand } from '@hikari/shared/domain';
import type {
  MutationHoldWorksSlotArgs,
  MutationReleaseWorksHoldArgs,
  Resolvers,
  WorksSlotQuery,
} from '../../generated/resolvers-types';
import type { Db } from '../../db/client';
import { DAYS_OF_WEEK } from '@hikari/shared/forms';
import { badUserInput } from '../../graphql/errors';
import { once, type ReplayIdentity } from '../../graphql/idempotency';
import { freeSlots, holdSlot, releaseHold } from './bookings';

/** The query as the calendar reads it; a prefecture outside the area or an unknown day is a bad input. */
export function slotQueryFrom(input: WorksSlotQuery): SlotQuery {
  const prefecture = input.prefecture.trim();
  if (!(PREFECTURES_SERVED as readonly string[]).includes(prefecture)) {
    throw badUserInput({ 'input.prefecture': '提供エリアの都道府県ではありません' });
  }
  if (input.buildingType !== 0 && input.buildingType !== 1) {
    throw badUserInput({ 'input.buildingType': '建物の種類を選択してください' });
  }
  if (input.wishedDays.some((day) => !(DAYS_OF_WEEK as readonly string[]).includes(day))) {
    throw badUserInput({ 'input.wishedDays': '工事のご希望曜日を選択してください' });
  }
  return { prefecture, buildingType: input.buildingType, wishedDays: input.wishedDays };
}

export const NO_SLOTS_MESSAGE =
  'この条件で予約できる工事日がありません。工事のご希望曜日を増やすか、「工事日は後で相談する」をお選びください。';

export const holdReplay: ReplayIdentity<Omit<MutationHoldWorksSlotArgs, 'idempotencyKey'>> = {
  operation: 'HoldWorksSlot',
  input: ({ input, date, band, previousHoldId }) => ({
    input,
    date,
    band,
    previousHoldId: previousHoldId ?? null,
  }),
};

export const releaseReplay: ReplayIdentity<Omit<MutationReleaseWorksHoldArgs, 'idempotencyKey'>> = {
  operation: 'ReleaseWorksHold',
  input: ({ holdId }) => ({ holdId }),
};

async function holdAnswer(
  tx: Db,
  query: SlotQuery,
  slot: { date: string; band: WorksBand },
  previousHoldId: string | null,
  now: Date,
) {
  const outcome = await holdSlot(tx, query, slot, previousHoldId, now);
  if (!outcome.ok) {
    return {
      result: 'taken',
      holdId: null,
      slot: null,
      expiresAt: null,
      message: outcome.message,
      alternatives: outcome.alternatives,
    };
  }
  return {
    result: 'held',
    holdId: outcome.holdId,
    slot: outcome.slot,
    expiresAt: outcome.expiresAt.toISOString(),
    message: null,
    alternatives: [],
  };
}

export const worksResolvers: Resolvers = {
  Query: {
    async worksSlots(_parent, { input }, ctx) {
      const slots = await freeSlots(ctx.db, slotQueryFrom(input), ctx.now());
      return { slots, message: slots.length === 0 ? NO_SLOTS_MESSAGE : null };
    },
  },
  Mutation: {
    async holdWorksSlot(_parent, args, ctx) {
      const { date, band, previousHoldId, idempotencyKey } = args;
      if (!isWorksBand(band)) throw badUserInput({ band: '時間帯を選択してください' });
      const query = slotQueryFrom(args.input);
      const now = ctx.now();
      return once(ctx, holdReplay.operation, idempotencyKey, holdReplay.input(args, now), (tx) =>
        holdAnswer(tx as unknown as Db, query, { date, band }, previousHoldId ?? null, now),
      );
    },
    async releaseWorksHold(_parent, args, ctx) {
      return once(
        ctx,
        releaseReplay.operation,
        args.idempotencyKey,
        releaseReplay.input(args, ctx.now()),
        (tx) => releaseHold(tx as unknown as Db, args.holdId),
      );
    },
  },
};
