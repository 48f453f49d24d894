// Exactly-once mutations. The first request with a key claims it inside the
// transaction that stores the submission; a replay (same operation, key and
// input, from the same guest) gets the stored answer back and writes nothing.
// Two requests racing with one key serialise on the primary key: the loser
// waits for the winner's commit, finds the key taken and answers the winner's
// answer.
//
// A key belongs to the guest session that first sent it: the guest is part of
// what is hashed, so the same key and input from another guest is
// IDEMPOTENCY_KEY_REUSED, like other answers under a used key. Whoever learns
// a key (a shared computer, a log line) neither gets the stored answer (an
// application's answer carries a new link to its page) nor passes the request
// guards as a replay.
import { createHash } from 'node:crypto';
import { canonicalJson } from '@hikari/shared/domain';
import { and, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { shareAreaIndex } from '../modules/area/area-index';
import type { GraphQLContext } from '../context';
import type { Db } from '../db/client';
import { idempotency } from '../db/schema';
import { badUserInput, idempotencyConflict } from './errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Keys are client-generated (a UUID is ideal): 8-200 characters of [A-Za-z0-9._:-]. */
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

export function checkIdempotencyKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw badUserInput({ idempotencyKey: '受付キーの形式が正しくありません。' });
  }
}

/** Who a key is used by and where its answer is kept: the request's database and guest session. */
export type KeyHolder = Pick<GraphQLContext, 'db' | 'guest'>;

/** What a key is stored with: the operation, the guest session that sent it and the input. */
export function requestHash(operation: string, guestId: string, input: unknown): string {
  return createHash('sha256')
    .update(operation)
    .update('\0')
    .update(guestId)
    .update('\0')
    .update(canonicalJson(input))
    .digest('hex');
}

class KeyTaken extends Error {}

/**
 * The answer stored for (operation, key), undefined when there is none; the
 * same key with another input or from another guest is IDEMPOTENCY_KEY_REUSED. `hash` may be
 * given as a function: it is then computed only when the key is stored.
 */
async function storedAnswer<T>(
  db: Db,
  operation: string,
  key: string,
  hash: string | (() => string),
): Promise<T | undefined> {
  const rows = await db
    .select({ requestHash: idempotency.requestHash, response: idempotency.response })
    .from(idempotency)
    .where(and(eq(idempotency.operation, operation), eq(idempotency.key, key)))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  if (row.requestHash !== (typeof hash === 'string' ? hash : hash())) throw idempotencyConflict();
  return row.response as T;
}

/**
 * How a mutation's answers are kept: the operation name `once` stores them
 * under, and what identifies a replay (the `input` its resolver hands to
 * `once`). The request guards use it to recognise a replay of a stored
 * submission before they refuse anything (see replays.ts); the resolver uses
 * the same object, so the two can never disagree.
 */
export interface ReplayIdentity<A, I = unknown> {
  operation: string;
  /** What `once` hashes for these arguments; throws (BAD_USER_INPUT) when they cannot be a submission. */
  input(args: A, now: Date): I;
}

/** The identity of a mutation whose replay is the same GraphQL `input` argument (before validation). */
export function replayOfInput<I>(operation: string): ReplayIdentity<{ input: I }, I> {
  return { operation, input: ({ input }) => input };
}

/**
 * Whether `once` would answer this call from a stored answer, running and
 * writing nothing: the key is stored for the operation with the same input
 * by the same guest. A key never stored costs one read and `input` is not
 * computed; a bad key, an input that does not validate or the key stored
 * with another input or by another guest is no replay.
 */
export async function isStoredReplay(
  holder: KeyHolder,
  operation: string,
  key: unknown,
  input: () => unknown,
): Promise<boolean> {
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return false;
  try {
    const hash = () => requestHash(operation, holder.guest.guestId, input());
    return (await storedAnswer(holder.db, operation, key, hash)) !== undefined;
  } catch (error) {
    if (error instanceof GraphQLError) return false;
    throw error;
  }
}

/**
 * Runs `work` once per (operation, key). `input` is what identifies a replay
 * (the raw arguments, before validation); `work` stores the submission with
 * `tx` and returns the answer, which is kept as the answer to every replay
 * by the guest that sent the key.
 */
export async function once<T>(
  holder: KeyHolder,
  operation: string,
  key: string,
  input: unknown,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  checkIdempotencyKey(key);
  const { db } = holder;
  const hash = requestHash(operation, holder.guest.guestId, input);
  const previous = await storedAnswer<T>(db, operation, key, hash);
  if (previous !== undefined) return previous;
  try {
    return await db.transaction(async (tx) => {
      // Area searches inside the work read the database's in-memory index, not the transaction.
      shareAreaIndex(tx as unknown as Db, db);
      const claimed = await tx
        .insert(idempotency)
        .values({ operation, key, requestHash: hash, response: {} })
        .onConflictDoNothing()
        .returning({ key: idempotency.key });
      if (claimed.length === 0) throw new KeyTaken();
      const answer = await work(tx);
      await tx
        .update(idempotency)
        .set({ response: answer as object })
        .where(and(eq(idempotency.operation, operation), eq(idempotency.key, key)));
      return answer;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await storedAnswer<T>(db, operation, key, hash);
    if (winner === undefined) throw error;
    return winner;
  }
}
