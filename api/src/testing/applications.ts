// ApplyCTC as the site sends it, and the row it stores, for the suites that
// post applications.
import { eq } from 'drizzle-orm';
import { ApplyCTCDocument } from '@hikari/shared/operations';
import { applications } from '../db/schema';
import type { StoredEstimate } from '../modules/applications/recompute-estimate';
import { newKey } from './fixtures';
import type { TestApp } from './test-app';

export type ApplyAnswer = {
  applyCTC: {
    result: string;
    introductionId: string;
    receptionId: string;
    worksSlot: { date: string; band: string; label: string; holiday: boolean } | null;
    followToken: string;
  };
};

/**
 * Posts ApplyCTC: `payload` as JSON (a string goes as it is), under a fresh
 * idempotency key unless `idempotencyKey` is given, with `trackingJSON` when given.
 */
export function sendApplication(
  t: TestApp,
  token: string,
  payload: unknown,
  options: { idempotencyKey?: string; trackingJSON?: string | null; draftTokens?: string[] } = {},
) {
  return t.gql<ApplyAnswer>(
    ApplyCTCDocument,
    {
      formDataJSON: typeof payload === 'string' ? payload : JSON.stringify(payload),
      idempotencyKey: options.idempotencyKey ?? newKey(),
      trackingJSON: options.trackingJSON,
      draftTokens: options.draftTokens,
    },
    { token },
  );
}

/** The stored application with this referral code. */
export async function applicationRow(t: TestApp, introductionId: string) {
  const [row] = await t.database.db
    .select()
    .from(applications)
    .where(eq(applications.introductionId, introductionId));
  return row!;
}

/** Posts an application that must be accepted and reads back the estimate the server stored with it. */
export async function storedEstimateOf(t: TestApp, token: string, payload: unknown): Promise<StoredEstimate> {
  const { body } = await sendApplication(t, token, payload);
  expect(body.errors).toBeUndefined();
  return (await applicationRow(t, body.data!.applyCTC.introductionId)).estimate as StoredEstimate;
}
