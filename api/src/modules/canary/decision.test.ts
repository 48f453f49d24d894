// The canary verdict, table by table: collecting until both cohorts have
// enough visitors, a one-sided sequential test (mixture SPRT) per metric with
// Bonferroni over three, visitors counted once however much they send. The
// error rate of the test over repeated looks: sequential.test.ts.
import { DEFAULT_CANARY_POLICY, type CanaryPolicy } from '@hikari/shared/domain';
import {
  ERROR_MIXTURE_SCALES,
  EVIDENCE_THRESHOLD,
  TEST_ALPHA,
  decideCanary,
  mixtureLikelihoodRatio,
  normalCdf,
  proportionTest,
  upperTail,
  type CohortSample,
  type DecisionInput,
} from './decision';

const SINCE = '2026-11-27T06:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(SINCE) + minutes * 60_000);

interface CohortSpec {
  visitors: number;
  errorVisitors?: number;
  /** Errors each error visitor sent (errors per page view follows). */
  errorsEach?: number;
  /** Each visitor's INP and LCP median (same value for every visitor unless a function). */
  inp?: number | ((i: number) => number);
  lcp?: number | ((i: number) => number);
}

function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = 0.75 * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low]! + (sorted[Math.ceil(rank)]! - sorted[low]!) * (rank - low);
}

function cohort(spec: CohortSpec): CohortSample {
  const values = (v: CohortSpec['inp']) =>
    v === undefined
      ? []
      : Array.from({ length: spec.visitors }, (_, i) => (typeof v === 'number' ? v : v(i)));
  const inp = values(spec.inp);
  const lcp = values(spec.lcp);
  const errorVisitors = spec.errorVisitors ?? 0;
  const vital = (list: number[]) => ({ p75: p75(list), samples: list.length, visitors: list.length });
  return {
    figures: {
      pageViews: spec.visitors,
      visitors: spec.visitors,
      errorVisitors,
      errorsPer1000PageViews: (errorVisitors * (spec.errorsEach ?? 1) * 1000) / Math.max(spec.visitors, 1),
      vitals: {
        INP: vital(inp),
        LCP: vital(lcp),
        CLS: { p75: null, samples: 0, visitors: 0 },
        TTFB: { p75: null, samples: 0, visitors: 0 },
      },
    },
    perVisitor: { INP: inp, LCP: lcp },
  };
}

const input = (
  control: CohortSpec,
  canary: CohortSpec,
  minutes = 30,
  policy: Partial<CanaryPolicy> = {},
): DecisionInput => ({
  control: cohort(control),
  canary: cohort(canary),
  // The verdicts below are read against a one-hour window; the default's day is tested on its own.
  policy: { ...DEFAULT_CANARY_POLICY, windowMinutes: 60, ...policy },
  since: SINCE,
  now: at(minutes),
});

describe('the normal distribution', () => {
  it.each([
    [0, 0.5],
    [1, 0.841345],
    [1.96, 0.975002],
    [-1.645, 0.049985],
    [3, 0.99865],
  ])('Φ(%d) ≈ %d', (z, expected) => {
    expect(normalCdf(z)).toBeCloseTo(expected, 5);
    expect(upperTail(z)).toBeCloseTo(1 - expected, 5);
  });
});

describe('the mixture likelihood ratio', () => {
  it('puts each of the three tests at α/3 one-sided: it regresses at Λ ≥ 60', () => {
    expect(TEST_ALPHA).toBeCloseTo(0.05 / 3, 10);
    expect(EVIDENCE_THRESHOLD).toBeCloseTo(60, 10);
  });

  it.each([
    [0.02, 1e-4],
    [0.04, 1.3e-4],
    [-0.01, 5e-5],
    [0, 2e-4],
  ])('is the likelihood ratio of d = %d (variance %d) averaged over a normal prior of each scale', (d, v) => {
    // ∫ N(θ; 0, τ²) · exp((θ·d − θ²/2) / v) dθ, by the midpoint rule.
    const integrated = (tau: number) => {
      const step = tau / 2000;
      let sum = 0;
      for (let theta = -12 * tau; theta < 12 * tau; theta += step) {
        const mid = theta + step / 2;
        const prior = Math.exp(-(mid * mid) / (2 * tau * tau)) / (tau * Math.sqrt(2 * Math.PI));
        sum += prior * Math.exp((mid * d - (mid * mid) / 2) / v) * step;
      }
      return sum;
    };
    const expected =
      ERROR_MIXTURE_SCALES.reduce((total, tau) => total + integrated(tau), 0) / ERROR_MIXTURE_SCALES.length;
    expect(mixtureLikelihoodRatio(d, v, ERROR_MIXTURE_SCALES) / expected).toBeCloseTo(1, 4);
  });

  it('asks more of one look than a z-test at α/3 (z ≈ 2.13) would', () => {
    // z ≈ 3.5 (5% against 0.5%, 400 visitors each): a fixed-sample test would withdraw.
    const looks = proportionTest({ hits: 2, n: 400 }, { hits: 20, n: 400 }, 0.005);
    expect(looks.z).toBeGreaterThan(3.4);
    expect(looks.regressed).toBe(false);
    expect(looks.pValue).toBeGreaterThan(TEST_ALPHA);
  });

  it('gives a canary on the better side p = 1, however far it is', () => {
    const better = proportionTest({ hits: 200, n: 1000 }, { hits: 0, n: 1000 }, 0.005);
    expect(better).toMatchObject({ pValue: 1, regressed: false });
    expect(better.z).toBeLessThan(-10);
  });

  it('keeps z finite when a share is 0 or 1', () => {
    const none = proportionTest({ hits: 0, n: 400 }, { hits: 0, n: 400 }, 0);
    expect(Number.isFinite(none.z)).toBe(true);
    expect(none.regressed).toBe(false);
    const all = proportionTest({ hits: 0, n: 400 }, { hits: 400, n: 400 }, 0.005);
    expect(Number.isFinite(all.z)).toBe(true);
    expect(all.regressed).toBe(true);
  });
});

describe('decideCanary', () => {
  it.each<[string, CohortSpec, CohortSpec, Partial<CanaryPolicy>]>([
    ['the canary cohort is short', { visitors: 5000 }, { visitors: 199 }, {}],
    ['the control cohort is short', { visitors: 150 }, { visitors: 400 }, {}],
    ['both are short even with errors everywhere', { visitors: 50 }, { visitors: 50, errorVisitors: 50 }, {}],
    ['the policy asks for more', { visitors: 400 }, { visitors: 400 }, { minVisitors: 500 }],
  ])('collects while %s, and decides nothing', (_name, control, canary, policy) => {
    const verdict = decideCanary(input(control, canary, 600, policy));
    expect(verdict.state).toBe('collecting');
    expect(verdict.reasons[0]).toContain('訪問者数');
    expect(verdict.tests.every((t) => t.z === null && !t.regressed)).toBe(true);
  });

  it.each<[string, CohortSpec, CohortSpec, string]>([
    [
      'an injected 5% error share against 0.5%, 800 visitors each',
      { visitors: 800, errorVisitors: 4 },
      { visitors: 800, errorVisitors: 40 },
      'errors',
    ],
    [
      'errors on 6.5% of visitors against 1.2%',
      { visitors: 4000, errorVisitors: 48 },
      { visitors: 800, errorVisitors: 52 },
      'errors',
    ],
    [
      'INP twice as slow for every visitor',
      { visitors: 400, inp: (i) => 100 + (i % 100) },
      { visitors: 400, inp: (i) => 200 + 2 * (i % 100) },
      'INP',
    ],
    [
      'LCP slower for a third of the visitors',
      { visitors: 400, lcp: (i) => 1000 + (i % 100) * 10 },
      { visitors: 400, lcp: (i) => (i % 3 === 0 ? 4000 : 1000 + (i % 100) * 10) },
      'LCP',
    ],
  ])('regresses on %s', (_name, control, canary, metric) => {
    const verdict = decideCanary(input(control, canary));
    expect(verdict.state).toBe('regressed');
    const test = verdict.tests.find((t) => t.metric === metric)!;
    expect(test.regressed).toBe(true);
    expect(test.pValue!).toBeLessThan(TEST_ALPHA);
    expect(test.z!).toBeGreaterThan(3);
    expect(verdict.tests.filter((t) => t.regressed)).toHaveLength(1);
    expect(verdict.reasons).toHaveLength(1);
  });

  it('words the reasons for ops in Japanese, with both shares and the p-value', () => {
    const verdict = decideCanary(
      input({ visitors: 4000, errorVisitors: 48 }, { visitors: 800, errorVisitors: 52 }),
    );
    expect(verdict.reasons[0]).toMatch(/^エラーのあった訪問者の割合が 1\.2% → 6\.5%（p [=<] [0-9.]+）$/);
    const errors = verdict.tests.find((t) => t.metric === 'errors')!;
    expect(errors.control).toBeCloseTo(0.012);
    expect(errors.canary).toBeCloseTo(0.065);
  });

  it.each<[string, CohortSpec, CohortSpec]>([
    ['equal error shares', { visitors: 400, errorVisitors: 20 }, { visitors: 400, errorVisitors: 20 }],
    [
      'a canary better than the live version',
      { visitors: 400, errorVisitors: 20, inp: 300 },
      { visitors: 400, errorVisitors: 2, inp: 150 },
    ],
    [
      'a difference within the error margin (5 per 1,000)',
      { visitors: 20_000, errorVisitors: 200 },
      { visitors: 20_000, errorVisitors: 260 },
    ],
    [
      'the same INP and LCP as the live version',
      { visitors: 400, inp: (i) => 100 + (i % 100), lcp: (i) => 1000 + (i % 50) * 20 },
      { visitors: 400, inp: (i) => 100 + ((i * 7) % 100), lcp: (i) => 1000 + ((i * 3) % 50) * 20 },
    ],
    [
      // Every visitor 5% slower: within the 10% margin on p75, so no withdrawal however many visitors.
      'an INP 5% slower for every visitor, within the margin',
      { visitors: 400, inp: (i) => 100 + (i % 100) },
      { visitors: 400, inp: (i) => (100 + (i % 100)) * 1.05 },
    ],
    [
      // One client sends a thousand errors: it is one visitor of 400.
      'one client sending many errors',
      { visitors: 400, errorVisitors: 0 },
      { visitors: 400, errorVisitors: 1, errorsEach: 1000 },
    ],
  ])('stays healthy with %s', (_name, control, canary) => {
    const verdict = decideCanary(input(control, canary));
    expect(verdict.state).toBe('healthy');
    expect(verdict.tests.some((t) => t.regressed)).toBe(false);
    expect(verdict.reasons[0]).toContain('あと 30 分');
  });

  it('is ready once healthy for the policy window, and not before', () => {
    const healthy = [
      { visitors: 400, errorVisitors: 4 },
      { visitors: 400, errorVisitors: 4 },
    ] as const;
    expect(decideCanary(input(...healthy, 59)).state).toBe('healthy');
    const ready = decideCanary(input(...healthy, 60));
    expect(ready.state).toBe('ready');
    expect(ready.reasons[0]).toContain('全員に公開できます');
    expect(decideCanary(input(...healthy, 10, { windowMinutes: 5 })).state).toBe('ready');
  });

  it('says the time left of the default window of a day in hours and minutes', () => {
    const healthy = [
      { visitors: 400, errorVisitors: 4 },
      { visitors: 400, errorVisitors: 4 },
    ] as const;
    const day = { windowMinutes: DEFAULT_CANARY_POLICY.windowMinutes };
    expect(decideCanary(input(...healthy, 30, day)).reasons[0]).toBe(
      '現行版より悪化していません（あと 23 時間 30 分様子を見ます）',
    );
    expect(decideCanary(input(...healthy, 24 * 60, day)).reasons[0]).toBe(
      '24 時間以上、現行版より悪化していません。全員に公開できます',
    );
  });

  it('does not test a vital that too few visitors measured, and says so', () => {
    const verdict = decideCanary(
      input({ visitors: 400, inp: 100 }, { visitors: 400, inp: undefined, lcp: undefined }, 90),
    );
    expect(verdict.state).toBe('ready');
    const inp = verdict.tests.find((t) => t.metric === 'INP')!;
    expect(inp).toMatchObject({ control: 100, canary: null, z: null, pValue: null, regressed: false });
    expect(verdict.reasons.join('\n')).toContain('操作への反応（INP）は計測した訪問者が少ない');
  });

  it('a regression wins over the window: a regressed canary is never ready', () => {
    const verdict = decideCanary(
      input({ visitors: 800, errorVisitors: 4 }, { visitors: 800, errorVisitors: 40 }, 600),
    );
    expect(verdict.state).toBe('regressed');
  });
});
