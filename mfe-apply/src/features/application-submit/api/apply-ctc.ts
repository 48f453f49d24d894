// ApplyCTC: the application, once per idempotency key.

import { ApplyCTCDocument, hikariApi, type ApplyCtcMutation } from '@hikari/shared/api';
import type { BookedWorksSlot } from '../../apply-flow';

export interface ApplyResult {
  result: string;
  /** The reception number (AP-…) ops store the application under: the number the visitor quotes. */
  receptionId: string;
  /** The applicant's own referral code (紹介コード), to pass on to friends. */
  introductionId: string;
  /** The works slot booked with the application; null when the date is arranged by phone. */
  worksSlot: BookedWorksSlot | null;
  /** Token of the application's own page (/apply/status/#t=…), shown once; null when the server gave none. */
  followToken: string | null;
}

export interface ApplyVariables {
  /** JSON of { planData, campaignData, customer, agreements }. */
  formDataJSON: string;
  /** One per application: a replay with it returns the first answer and stores nothing new. */
  idempotencyKey: string;
  /** JSON of { arrivalParams, accessLog } (docs/business-rules.md#tracking); the server classifies the visits again. */
  trackingJSON?: string;
  /** The 「メールで続きを送る」 links this application came through: their drafts are deleted with it. */
  draftTokens?: string[];
}

export const applyApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    applyCtc: build.mutation<ApplyResult, ApplyVariables>({
      query: (variables) => ({ document: ApplyCTCDocument, variables: { ...variables }, kind: 'mutation' }),
      transformResponse: (data: ApplyCtcMutation): ApplyResult => ({
        ...data.applyCTC,
        worksSlot: data.applyCTC.worksSlot ?? null,
        followToken: data.applyCTC.followToken ?? null,
      }),
    }),
  }),
  overrideExisting: false,
});
