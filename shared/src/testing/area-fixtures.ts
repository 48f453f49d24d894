import type { AreaSearchResult } from '@hikari/shared/domain';

/** An area search answer for a served, identified address with 10G and TV (a registered building), with `overrides`. */
export const servedAreaResult = (overrides: Partial<AreaSearchResult> = {}): AreaSearchResult => ({
  result: 'success',
  status: 'identified',
  isServiceArea: true,
  is10GArea: true,
  isTVArea: true,
  period: null,
  isRegister: true,
  isNonAvailable: false,
  isApprovedMansion: false,
  mansionPlanType: null,
  isMansionWari12: false,
  isKDDI: false,
  isAllCommufaMansion: false,
  notes: null,
  ...overrides,
});
