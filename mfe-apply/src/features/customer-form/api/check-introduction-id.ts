// CheckIntroductionId: whether a referral code may be named on the application.

import { CheckIntroductionIdDocument, hikariApi, type CheckIntroductionIdQuery } from '@hikari/shared/api';

export interface IntroductionCheck {
  exists: boolean;
  usable: boolean;
  /** Japanese text for the visitor. */
  message: string;
}

export const introducerApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    checkIntroductionId: build.query<IntroductionCheck, string>({
      query: (introductionId) => ({
        document: CheckIntroductionIdDocument,
        variables: { introductionId },
        kind: 'query',
      }),
      transformResponse: (data: CheckIntroductionIdQuery): IntroductionCheck => data.checkIntroductionId,
    }),
  }),
  overrideExisting: false,
});
