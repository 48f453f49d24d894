// The policy ops set for every canary (remotes.json `canaryPolicy`): the
// share of visitors whose pages report their speed and errors, and when a
// canary is judged. The visitor's bucket is canary.ts's; this part is apart
// so that the site's start (the domain's core) does not carry it: the shell
// reads it only in its real-visitor figures (rum), after the page.
import { murmurHash2, visitorKey } from './canary';

/** What ops set for every canary (remotes.json `canaryPolicy`). */
export interface CanaryPolicy {
  /** Share of visitors (0..1) whose pages send their speed and errors to /events. */
  sampleRate: number;
  /** Distinct visitors each cohort needs before anything is decided. */
  minVisitors: number;
  /** How long a canary must stay healthy (with enough visitors) before it is promoted or offered. */
  windowMinutes: number;
  /** Promote a healthy canary by itself (true) or wait for ops' click (false). */
  autoPromote: boolean;
  /** Margin on the error rate: visitors with an error per 1,000 visitors. */
  errorMarginPer1000: number;
  /** Margin on p75 INP and LCP, in percent of control's p75. */
  vitalMarginPercent: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  sampleRate: 1,
  minVisitors: 200,
  // A day: at a few canary visitors a minute, a canary two points worse in
  // errors is told from control only after hours (the sequential test's
  // simulation, api/src/modules/canary/sequential.test.ts), so a shorter
  // window would promote it first.
  windowMinutes: 1_440,
  autoPromote: false,
  errorMarginPer1000: 5,
  vitalMarginPercent: 10,
};

/** The limits of each setting, for the console's form and the server's check. */
export const CANARY_POLICY_LIMITS: Record<Exclude<keyof CanaryPolicy, 'autoPromote'>, [number, number]> = {
  sampleRate: [0, 1],
  minVisitors: [1, 1_000_000],
  windowMinutes: [1, 10_080],
  errorMarginPer1000: [0, 1000],
  vitalMarginPercent: [0, 500],
};

/**
 * The problems of a change to the policy (Japanese, one per setting), or []
 * when every given setting is within its limits.
 */
export function canaryPolicyProblems(patch: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'autoPromote') {
      if (typeof value !== 'boolean') problems.push('autoPromote は true か false で指定してください');
      continue;
    }
    const limits = CANARY_POLICY_LIMITS[key as keyof typeof CANARY_POLICY_LIMITS];
    if (!limits) {
      problems.push(`${key} という設定はありません`);
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < limits[0] || value > limits[1]) {
      problems.push(`${key} は ${limits[0]} から ${limits[1]} までの数で指定してください`);
    }
  }
  return problems;
}

/** The policy from remotes.json: defaults for what is missing or out of its limits. */
export function canaryPolicyOf(raw: unknown): CanaryPolicy {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const policy: CanaryPolicy = { ...DEFAULT_CANARY_POLICY };
  for (const key of Object.keys(CANARY_POLICY_LIMITS) as (keyof typeof CANARY_POLICY_LIMITS)[]) {
    if (canaryPolicyProblems({ [key]: value[key] }).length === 0) policy[key] = value[key] as number;
  }
  if (typeof value.autoPromote === 'boolean') policy.autoPromote = value.autoPromote;
  return policy;
}

/** Whether a visitor's pages send their speed and errors (stable for the visitor). */
export function rumSampled(visitorId: string, sampleRate: number): boolean {
  if (sampleRate >= 1) return true;
  if (sampleRate <= 0) return false;
  return murmurHash2(`${visitorKey(visitorId)}rum`) / 0x100000000 < sampleRate;
}
