// Whether a remote's canary is worse than its live version, from the figures
// of both cohorts (figures.ts). Pure: the same figures, policy and clock give
// the same verdict, so the tables of decision.test.ts pin it down.
//
// Every share counts visitors, never events: a visitor is one in the
// denominator and at most one in the numerator, so one client sending a
// thousand errors or one very slow page moves a share by one visitor.
//
// The check looks every minute and withdraws at the first look that finds a
// regression, so a test that holds its level for one look would, looked at
// again and again, withdraw a healthy canary far more often than stated.
// Each test is therefore sequential: a mixture sequential probability ratio
// test (mSPRT). Its statistic is the likelihood ratio of the estimate
// d = (the canary's figure − what the null allows), of variance v, under a
// normal mixture of alternatives of scale τ against the null:
//   Λ_τ = √(v / (v + τ²)) · exp(d² τ² / (2 v (v + τ²)))
// averaged over a few scales τ (an average of test martingales is one), so a
// large regression is caught on few visitors and a small one on many. Under
// the null, Λ is a nonnegative martingale (for the normal approximation of
// the estimate), and by Ville's inequality the chance it ever reaches 1/α,
// at any number of looks, is at most α: a test regresses when d > 0 and
// Λ ≥ 1/α, and its p-value min(1, 1/Λ) is valid at every look (always valid).
// The three tests:
//   errors   the share of visitors with an error, two proportions (unpooled
//            variance): d = p_canary − p_control − errorMarginPer1000/1000
//   INP, LCP a quantile (sign) test of the canary's p75 against
//            q = control's p75 × (1 + vitalMarginPercent/100): if the canary's
//            p75 were at most q, at most 25% of its visitors (each counted by
//            their own median) would be above q; d = s − 0.25 for the share s
//            above q, v = 0.25 × 0.75 / n. So a canary is withdrawn for its
//            p75 only when that p75 is beyond the margin, not for a small
//            slowdown that large samples detect.
// Family-wise α = 0.05 one-sided, Bonferroni over the three tests: each at
// α/3, so a test regresses at Λ ≥ 60. z, the estimate over its standard
// error, is shown beside it for reading, not for deciding. A vital test runs
// once each cohort has MIN_VITAL_VISITORS visitors with that vital (INP
// needs an interaction).
import type { CanaryPolicy, VitalName } from '@hikari/shared/domain';

export interface VitalFigures {
  /** p75 over the cohort's visitors of each visitor's median value; null without samples. */
  p75: number | null;
  samples: number;
  visitors: number;
}

export interface CohortFigures {
  pageViews: number;
  /** Distinct visitors who sent anything. */
  visitors: number;
  /** Distinct visitors who sent at least one error. */
  errorVisitors: number;
  errorsPer1000PageViews: number;
  vitals: Record<VitalName, VitalFigures>;
}

/** A cohort's figures and, for the tested vitals, each visitor's median value. */
export interface CohortSample {
  figures: CohortFigures;
  perVisitor: Record<TestedVital, readonly number[]>;
}

export type TestedVital = 'INP' | 'LCP';
export type CanaryMetric = 'errors' | TestedVital;

export interface CanaryTest {
  metric: CanaryMetric;
  /** errors: share (0..1) of the cohort's visitors with an error; INP, LCP: p75 in ms. */
  control: number | null;
  canary: number | null;
  /** The estimate over its standard error, for reading; null while collecting, or when a vital has too few visitors in a cohort. */
  z: number | null;
  /** The sequential test's always-valid p-value, min(1, 1/Λ); null when z is. */
  pValue: number | null;
  regressed: boolean;
}

export type CanaryState = 'collecting' | 'healthy' | 'ready' | 'regressed';

export interface CanaryVerdict {
  state: CanaryState;
  /** What ops read (Japanese). */
  reasons: string[];
  tests: CanaryTest[];
}

/** Family-wise error rate of the three tests (one-sided). */
export const ALPHA = 0.05;
export const TESTS = 3;
/** Each test's level after Bonferroni. */
export const TEST_ALPHA = ALPHA / TESTS;
/** Visitors with a vital each cohort needs before that vital is tested. */
export const MIN_VITAL_VISITORS = 30;

// ---------------------------------------------------------------- normal distribution

// Module-level names for what the tests below call on every look: the
// simulation of sequential.test.ts makes millions of looks, and inside jest's
// sandbox every lookup of a global (Math, Infinity) is many times slower.
const { abs, exp, max, min, sqrt, SQRT2 } = Math;
const INFINITY = Number.POSITIVE_INFINITY;

/** erfc(x) for x ≥ 0, Abramowitz–Stegun 7.1.26 (absolute error of erf below 1.5e-7). */
function erfcPositive(x: number): number {
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return poly * exp(-x * x);
}

/** The standard normal CDF Φ(z). */
export function normalCdf(z: number): number {
  if (z === INFINITY) return 1;
  if (z === -INFINITY) return 0;
  const tail = 0.5 * erfcPositive(abs(z) / SQRT2);
  return z >= 0 ? 1 - tail : tail;
}

/** One-sided p-value P(Z > z). */
export function upperTail(z: number): number {
  if (z === INFINITY) return 0;
  if (z === -INFINITY) return 1;
  const tail = 0.5 * erfcPositive(abs(z) / SQRT2);
  return z >= 0 ? tail : 1 - tail;
}

// ---------------------------------------------------------------- the tests

/** The likelihood ratio at which a test regresses: 1 / TEST_ALPHA = 60. */
export const EVIDENCE_THRESHOLD = 1 / TEST_ALPHA;
/**
 * Mixture scales of the errors test, in share of visitors: a regression of
 * about 1, 3 or 10 points is caught soonest (others a little later).
 */
export const ERROR_MIXTURE_SCALES: readonly number[] = [0.01, 0.03, 0.1];
/** Mixture scales of the vital tests, in share of visitors above the threshold. */
export const VITAL_MIXTURE_SCALES: readonly number[] = [0.03, 0.1, 0.3];

/**
 * The normal-mixture likelihood ratio Λ of an estimate `d` of variance `v`
 * against d = 0, averaged over `scales` (see the top of this file). Infinity
 * when it overflows, which is as decisive.
 */
export function mixtureLikelihoodRatio(d: number, v: number, scales: readonly number[]): number {
  let sum = 0;
  for (const tau of scales) {
    const t2 = tau * tau;
    sum += sqrt(v / (v + t2)) * exp((d * d * t2) / (2 * v * (v + t2)));
  }
  return sum / scales.length;
}

export interface SequentialResult {
  /** d over its standard error, for reading. */
  z: number;
  /** Always-valid p-value: min(1, 1/Λ) when the canary is on the worse side, else 1. */
  pValue: number;
  regressed: boolean;
}

/** One-sided sequential test of d > 0 from the estimate and its variance. */
function sequentialTest(d: number, v: number, scales: readonly number[]): SequentialResult {
  const z = d / sqrt(v);
  if (!(d > 0)) return { z, pValue: 1, regressed: false };
  const ratio = mixtureLikelihoodRatio(d, v, scales);
  return { z, pValue: min(1, 1 / ratio), regressed: ratio >= EVIDENCE_THRESHOLD };
}

interface Proportion {
  hits: number;
  n: number;
}

/**
 * Unpooled variance of p1 − p2. A share of exactly 0 or 1 has no variance
 * of its own; it is taken as half a visitor away from it, so a cohort
 * without any error still has an error bar and the statistic stays finite.
 */
function differenceVariance(a: Proportion, b: Proportion): number {
  const variance = ({ hits, n }: Proportion) => {
    const p = min(max(hits / n, 0.5 / n), 1 - 0.5 / n);
    return (p * (1 - p)) / n;
  };
  return variance(a) + variance(b);
}

/** One-sided sequential test of canary − control > margin (two proportions). */
export function proportionTest(control: Proportion, canary: Proportion, margin: number): SequentialResult {
  const d = canary.hits / canary.n - control.hits / control.n - margin;
  return sequentialTest(d, differenceVariance(control, canary), ERROR_MIXTURE_SCALES);
}

/**
 * One-sided sequential test that more than `share` of a sample is above a
 * threshold: whether the sample's quantile 1 − share lies above the threshold.
 */
export function quantileTest(above: Proportion, share: number): SequentialResult {
  const d = above.hits / above.n - share;
  return sequentialTest(d, (share * (1 - share)) / above.n, VITAL_MIXTURE_SCALES);
}

/** A test's line in the verdict: what was compared and the outcome. */
function testOf(
  base: Pick<CanaryTest, 'metric' | 'control' | 'canary'>,
  result: SequentialResult,
): CanaryTest {
  return { ...base, z: round(result.z, 3), pValue: result.pValue, regressed: result.regressed };
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

// ---------------------------------------------------------------- wording

/** 0.0123 → "1.2%" */
export const percentText = (share: number) => `${(share * 100).toFixed(1)}%`;

/** A p-value as ops read it: 2 significant digits, "< 0.0001" below that. */
export function pText(p: number): string {
  if (p < 0.0001) return '< 0.0001';
  return Number(p.toPrecision(2)).toString();
}

export const pClause = (p: number) => (p < 0.0001 ? `p < 0.0001` : `p = ${pText(p)}`);

export const msText = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;

const VITAL_WORDS: Record<TestedVital, string> = {
  INP: '操作への反応（INP）',
  LCP: '表示の速さ（LCP）',
};

// ---------------------------------------------------------------- the verdict

export interface DecisionInput {
  control: CohortSample;
  canary: CohortSample;
  policy: CanaryPolicy;
  /** When the canary started (ISO). */
  since: string;
  now: Date;
}

function errorsTest(input: DecisionInput, enough: boolean): { test: CanaryTest; reason: string | null } {
  const { control, canary } = input;
  const share = (f: CohortFigures) => (f.visitors > 0 ? f.errorVisitors / f.visitors : null);
  const base = {
    metric: 'errors' as const,
    control: share(control.figures),
    canary: share(canary.figures),
  };
  if (!enough || base.control === null || base.canary === null) {
    return { test: { ...base, z: null, pValue: null, regressed: false }, reason: null };
  }
  const result = proportionTest(
    { hits: control.figures.errorVisitors, n: control.figures.visitors },
    { hits: canary.figures.errorVisitors, n: canary.figures.visitors },
    input.policy.errorMarginPer1000 / 1000,
  );
  const test = testOf(base, result);
  const reason = result.regressed
    ? `エラーのあった訪問者の割合が ${percentText(base.control)} → ${percentText(base.canary)}（${pClause(result.pValue)}）`
    : null;
  return { test, reason };
}

function vitalTest(
  input: DecisionInput,
  metric: TestedVital,
  enough: boolean,
): { test: CanaryTest; reason: string | null } {
  const { control, canary, policy } = input;
  const controlP75 = control.figures.vitals[metric].p75;
  const base = { metric, control: controlP75, canary: canary.figures.vitals[metric].p75 };
  const a = control.perVisitor[metric];
  const b = canary.perVisitor[metric];
  if (
    !enough ||
    controlP75 === null ||
    base.canary === null ||
    a.length < MIN_VITAL_VISITORS ||
    b.length < MIN_VITAL_VISITORS
  ) {
    return { test: { ...base, z: null, pValue: null, regressed: false }, reason: null };
  }
  const threshold = controlP75 * (1 + policy.vitalMarginPercent / 100);
  const above = (values: readonly number[]) => values.filter((v) => v > threshold).length;
  const controlShare = { hits: above(a), n: a.length };
  const canaryShare = { hits: above(b), n: b.length };
  const result = quantileTest(canaryShare, 0.25);
  const test = testOf(base, result);
  const reason = result.regressed
    ? `${VITAL_WORDS[metric]}の 75 パーセンタイルが ${msText(controlP75)} → ${msText(base.canary)}、` +
      `${msText(threshold)} を超えた訪問者が ${percentText(controlShare.hits / controlShare.n)} → ` +
      `${percentText(canaryShare.hits / canaryShare.n)}（${pClause(result.pValue)}）`
    : null;
  return { test, reason };
}

/** The verdict on a running canary. */
export function decideCanary(input: DecisionInput): CanaryVerdict {
  const { control, canary, policy, now } = input;
  const min = policy.minVisitors;
  const enough = control.figures.visitors >= min && canary.figures.visitors >= min;
  const results = [
    errorsTest(input, enough),
    vitalTest(input, 'INP', enough),
    vitalTest(input, 'LCP', enough),
  ];
  const tests = results.map((r) => r.test);
  if (!enough) {
    return {
      state: 'collecting',
      reasons: [
        `判定に必要な訪問者数（各 ${min.toLocaleString('en-US')} 人）を集めています：` +
          `カナリア ${canary.figures.visitors.toLocaleString('en-US')} 人、` +
          `現行版 ${control.figures.visitors.toLocaleString('en-US')} 人`,
      ],
      tests,
    };
  }
  const regressions = results.map((r) => r.reason).filter((r): r is string => r !== null);
  if (regressions.length > 0) return { state: 'regressed', reasons: regressions, tests };

  const skipped = tests
    .filter((t) => t.metric !== 'errors' && t.z === null)
    .map((t) => `${VITAL_WORDS[t.metric as TestedVital]}は計測した訪問者が少ないため判定していません`);
  const runningMinutes = (now.getTime() - Date.parse(input.since)) / 60_000;
  /** 90 → '1 時間 30 分', 45 → '45 分': a window of a day reads in hours. */
  const duration = (minutes: number) =>
    minutes < 60
      ? `${minutes} 分`
      : `${Math.floor(minutes / 60)} 時間${minutes % 60 > 0 ? ` ${minutes % 60} 分` : ''}`;
  if (runningMinutes >= policy.windowMinutes) {
    return {
      state: 'ready',
      reasons: [
        `${duration(policy.windowMinutes)}以上、現行版より悪化していません。全員に公開できます`,
        ...skipped,
      ],
      tests,
    };
  }
  const left = Math.max(1, Math.ceil(policy.windowMinutes - runningMinutes));
  return {
    state: 'healthy',
    reasons: [`現行版より悪化していません（あと ${duration(left)}様子を見ます）`, ...skipped],
    tests,
  };
}
