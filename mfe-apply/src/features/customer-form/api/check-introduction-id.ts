// CheckIntroductionId: whether a referral code may be named on the application.

import { hikariApi } from '@hikari/shared/api';

export interface IntroductionCheck {
  exists: boolean;
  usable: boolean;
  /** Japanese text for the visitor. */
  message: string;
}

const CHECK_INTRODUCTION_ID = `query CheckIntroductionId($introductionId: String!) {
  checkIntroductionId(introductionId: $introductionId) {
    exists
    usable
    message
  }
}`;

export const introducerApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    checkIntroductionId: build.query<IntroductionCheck, string>({
      query: (introductionId) => ({
        document: CHECK_INTRODUCTION_ID,
        variables: { introductionId },
        kind: 'query',
      }),
      transformResponse: (data: { checkIntroductionId: IntroductionCheck }) => data.checkIntroductionId,
    }),
  }),
  overrideExisting: false,
});
