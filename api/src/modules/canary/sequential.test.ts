// The canary check's error rate when it looks every minute: simulated
// canaries checked 1,440 times (every minute for a day) with the decision's
// own tests (decision.ts: proportionTest, quantileTest, the policy's
// defaults), on seeded random traffic, so the figures are the same on every run.
//
// The traffic: 50 sampled visitors a minute on the remote's pages, the
// canary at 10% (5 a minute, 45 on the live version), 2% of visitors with an
// error on the live version, every visitor with an LCP (log-normal, median
// 1.8 s, σ 0.5) and 60% with an INP (log-normal, median 150 ms, σ 0.7).
// Counts are drawn per minute (binomial), not visitor by visitor. Control's
// p75 is drawn as the sample quantile is distributed (its Bahadur
// representation: the share of control's visitors below the true p75), and
// each minute's canary visitors are judged against the threshold of that
// minute.
import { DEFAULT_CANARY_POLICY } from '@hikari/shared/domain';
import { MIN_VITAL_VISITORS, proportionTest, quantileTest, upperTail } from './decision';

// Module-level names: inside jest's sandbox a global lookup in a loop of
// millions is many times slower.
const { exp, imul, log, round, sqrt, PI } = Math;

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bin(n, p) drawn from one uniform by inverting its distribution function (for a small n). */
function binomial(n: number, p: number, u: number): number {
  if (p <= 0) return 0;
  if (p >= 1) return n;
  let term = 1;
  for (let i = 0; i < n; i += 1) term *= 1 - p;
  let cdf = term;
  const ratio = p / (1 - p);
  let k = 0;
  while (u > cdf && k < n) {
    term *= ((n - k) / (k + 1)) * ratio;
    k += 1;
    cdf += term;
  }
  return k;
}

/** The distribution function of Bin(n, p), for drawing from it with `draw`. */
function binomialCdf(n: number, p: number): Float64Array {
  const cdf = new Float64Array(n + 1);
  let term = (1 - p) ** n;
  let total = term;
  cdf[0] = total;
  for (let k = 0; k < n; k += 1) {
    term *= ((n - k) / (k + 1)) * (p / (1 - p));
    total += term;
    cdf[k + 1] = total;
  }
  cdf[n] = 2;
  return cdf;
}

/** A draw from the distribution whose function is `cdf`, by binary search for the uniform `u`. */
function draw(cdf: Float64Array, u: number): number {
  let low = 0;
  let high = cdf.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (u > cdf[mid]!) low = mid + 1;
    else high = mid;
  }
  return low;
}

const MINUTES = 24 * 60;
const CONTROL_PER_MINUTE = 45;
const CANARY_PER_MINUTE = 5;
const BASELINE_ERRORS = 0.02;
const Z75 = 0.6744897501960817;
const DENSITY_AT_Z75 = exp(-(Z75 * Z75) / 2) / sqrt(2 * PI);

interface Vital {
  /** σ of the log-normal. */
  sigma: number;
  /** Share of visitors who have it. */
  share: number;
  /** The canary's values are this many times the live version's. */
  slower: number;
}

interface Scenario {
  canaryErrors: number;
  vitals: Vital[];
}

const HEALTHY_VITALS: Vital[] = [
  { sigma: 0.5, share: 1, slower: 1 },
  { sigma: 0.7, share: 0.6, slower: 1 },
];

/** The minute (1..1440) the check first withdraws the canary, or null when it never does. */
function withdrawnAt(scenario: Scenario, random: () => number): number | null {
  const policy = DEFAULT_CANARY_POLICY;
  const margin = policy.errorMarginPer1000 / 1000;
  const vitalMargin = log(1 + policy.vitalMarginPercent / 100);
  const controlErrorsCdf = binomialCdf(CONTROL_PER_MINUTE, BASELINE_ERRORS);
  const canaryErrorsCdf = binomialCdf(CANARY_PER_MINUTE, scenario.canaryErrors);
  const count = scenario.vitals.length;
  const controlPerMinute = scenario.vitals.map((v) => round(CONTROL_PER_MINUTE * v.share));
  const canaryPerMinute = scenario.vitals.map((v) => round(CANARY_PER_MINUTE * v.share));
  const controlBelowCdf = controlPerMinute.map((n) => binomialCdf(n, 0.75));
  // The canary's shift and the margin, in standard units of the live version's log values.
  const shift = scenario.vitals.map((v) => (vitalMargin - log(v.slower)) / v.sigma);
  const controlBelow = new Float64Array(count);
  const canaryAbove = new Float64Array(count);
  let controlErrors = 0;
  let canaryErrors = 0;
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    const controlN = CONTROL_PER_MINUTE * minute;
    const canaryN = CANARY_PER_MINUTE * minute;
    controlErrors += draw(controlErrorsCdf, random());
    canaryErrors += draw(canaryErrorsCdf, random());
    for (let i = 0; i < count; i += 1) {
      // Control's visitors below the true p75, its p75 from them, and the canary's visitors
      // above control's p75 + the margin.
      controlBelow[i]! += draw(controlBelowCdf[i]!, random());
      const p75 = Z75 + (0.75 - controlBelow[i]! / (controlPerMinute[i]! * minute)) / DENSITY_AT_Z75;
      canaryAbove[i]! += binomial(canaryPerMinute[i]!, upperTail(p75 + shift[i]!), random());
    }
    if (controlN < policy.minVisitors || canaryN < policy.minVisitors) continue;
    // The tests (decision.ts) decide nothing on the better side; they are asked only on the worse.
    if (
      canaryErrors / canaryN - controlErrors / controlN > margin &&
      proportionTest({ hits: controlErrors, n: controlN }, { hits: canaryErrors, n: canaryN }, margin)
        .regressed
    ) {
      return minute;
    }
    for (let i = 0; i < count; i += 1) {
      const controlVital = controlPerMinute[i]! * minute;
      const canaryVital = canaryPerMinute[i]! * minute;
      if (controlVital < MIN_VITAL_VISITORS || canaryVital < MIN_VITAL_VISITORS) continue;
      if (
        canaryAbove[i]! / canaryVital > 0.25 &&
        quantileTest({ hits: canaryAbove[i]!, n: canaryVital }, 0.25).regressed
      ) {
        return minute;
      }
    }
  }
  return null;
}

function simulate(scenario: Scenario, canaries: number, seed: number): (number | null)[] {
  const random = prng(seed);
  return Array.from({ length: canaries }, () => withdrawnAt(scenario, random));
}

const share = (outcomes: (number | null)[], within = MINUTES) =>
  outcomes.filter((minute) => minute !== null && minute <= within).length / outcomes.length;

/** The minutes at which the check withdrew, in order (never-withdrawn left out). */
const sortedMinutes = (outcomes: (number | null)[]) =>
  outcomes.filter((minute): minute is number => minute !== null).sort((a, b) => a - b);

// Seeded, so these are the figures of every run: healthy 0 of 10,000
// withdrawn; at the error margin 0.2% of 2,000; 2 points worse 99.9% of
// 1,000 within the day, none within the first hour, half by 6.9 hours, 90% by
// 12.6 hours; LCP 30% slower all of 1,000 within the day, 85% within the hour.
describe('the canary check, looking every minute for a day', () => {
  it('withdraws at most 5% of 10,000 healthy canaries', () => {
    const outcomes = simulate({ canaryErrors: BASELINE_ERRORS, vitals: HEALTHY_VITALS }, 10_000, 1);
    expect(share(outcomes)).toBeLessThanOrEqual(0.05);
  });

  it('withdraws at most 5% of 2,000 canaries exactly at the error margin (the null at its edge)', () => {
    const outcomes = simulate({ canaryErrors: BASELINE_ERRORS + 0.005, vitals: HEALTHY_VITALS }, 2_000, 2);
    expect(share(outcomes)).toBeLessThanOrEqual(0.05);
  });

  it('withdraws a canary 2 points worse in errors (4% of visitors against 2%) within the window', () => {
    const outcomes = simulate({ canaryErrors: BASELINE_ERRORS + 0.02, vitals: HEALTHY_VITALS }, 1_000, 3);
    // Within the default window, so such a canary is withdrawn before it could be promoted.
    expect(share(outcomes, DEFAULT_CANARY_POLICY.windowMinutes)).toBeGreaterThanOrEqual(0.95);
    // Not at once: 5 canary visitors a minute tell a 2-point difference only after hours.
    const minutes = sortedMinutes(outcomes);
    expect(minutes[Math.floor(minutes.length / 2)]).toBeGreaterThan(60);
  });

  it('withdraws a canary whose LCP is 30% slower for every visitor, most within the hour', () => {
    const vitals = [{ ...HEALTHY_VITALS[0]!, slower: 1.3 }, HEALTHY_VITALS[1]!];
    const outcomes = simulate({ canaryErrors: BASELINE_ERRORS, vitals }, 1_000, 4);
    expect(share(outcomes)).toBeGreaterThanOrEqual(0.95);
    expect(share(outcomes, 60)).toBeGreaterThanOrEqual(0.75);
  });
});
