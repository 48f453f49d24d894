// The calls of the customer steps: the referral-code check and the works
// calendar (free slots, holds) here; the postal and bank look-ups are the
// shared look-up client's (retry rule, time limit).
export { findBanks, findBranches, type BankEntry, type BankLookup, type BankQuery } from '@hikari/shared/api';
export * from './check-introduction-id';
export * from './works-slots';
