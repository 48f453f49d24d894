// The answers 「メールで続きを送る」 keeps: { planData, campaignData, customer }
// as the store holds them, the bank account number emptied (the server drops
// it too). Read back, a draft is laid over the defaults key by key, so an
// answer an older release stored under a name since removed, or with another
// type, is left out rather than carried into the application.

import {
  APPLY_FLOW,
  defaultCampaignData,
  defaultCustomerData,
  defaultPlanData,
  paths,
  type CampaignData,
  type CustomerData,
  type PlanData,
} from '@hikari/shared/domain';
import { isRecord, type RootState } from '@hikari/shared/store';

export interface DraftAnswers {
  planData: PlanData;
  campaignData: CampaignData;
  customer: CustomerData;
}

/** A persisted slice's state without redux-persist's own `_persist` record. */
function withoutPersistRecord<T extends object>(slice: T): T {
  const { _persist: _record, ...answers } = slice as T & { _persist?: unknown };
  return answers as T;
}

/** The answers to keep, from the store, without the account number. */
export function draftAnswersOf(state: RootState): DraftAnswers {
  const customer = state.customer.applicationDetails;
  return {
    planData: withoutPersistRecord(state.planData),
    campaignData: withoutPersistRecord(state.campaignData),
    customer: { ...customer, bankInfo: { ...customer.bankInfo, accountNo: '' } },
  };
}

/** The draftJSON of SaveApplicationDraft. */
export const draftJsonOf = (state: RootState): string => JSON.stringify(draftAnswersOf(state));

/** `value` laid over `defaults`: only their keys, nested records merged, a value of another type dropped. */
function overDefaults<T extends object>(defaults: T, value: unknown): T {
  if (!isRecord(value)) return defaults;
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, base] of Object.entries(defaults)) {
    if (!(key in value) || value[key] === undefined) continue;
    const given = value[key];
    if (base === null) out[key] = given;
    else if (Array.isArray(base)) out[key] = Array.isArray(given) ? given : base;
    else if (isRecord(base)) out[key] = overDefaults(base, given);
    else if (typeof given === typeof base) out[key] = given;
  }
  return out as T;
}

/** The answers of a draft's JSON, or null when it is not one. */
export function draftAnswersFrom(json: string | null | undefined): DraftAnswers | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '');
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.customer)) return null;
  const customer = overDefaults(defaultCustomerData, parsed.customer);
  return {
    planData: overDefaults(defaultPlanData, parsed.planData),
    campaignData: overDefaults(defaultCampaignData, parsed.campaignData),
    // Never kept, so never restored: the visitor types it again.
    customer: { ...customer, bankInfo: { ...customer.bankInfo, accountNo: '' } },
  };
}

/** Whether the visitor had begun the bank account, so the account number has to be typed again. */
export function needsAccountNumberAgain(customer: CustomerData): boolean {
  const bank = customer.bankInfo;
  return bank.type === 'bank' && bank.accountNo === '' && Boolean(bank.bankCode || bank.accountNameKana);
}

const RESUMABLE: readonly string[] = APPLY_FLOW.filter((step) => step !== paths.applyCompleted);

/** The step a draft opens: its own when it is a step of the application, else the simulation. */
export const resumableStep = (step: string | null | undefined): string =>
  step && RESUMABLE.includes(step) ? step : paths.applyForm;
