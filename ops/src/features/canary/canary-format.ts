// How the canary screen writes its figures: counts and milliseconds with
// Japanese digit grouping, CLS with three decimals, p-values and z as
// statisticians read them.
import type { CanaryTest, CanaryVerdictState, VitalName } from '../../api/types';

const whole = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const threeDecimals = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const twoDecimals = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '12,345'. */
export const formatCount = (n: number) => whole.format(n);

/** '4.2'. */
export const formatPer1000 = (n: number) => oneDecimal.format(n);

/** A vital's p75: '2,345 ms', CLS '0.123' (it has no unit); '—' before any sample. */
export function formatVital(name: VitalName, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return name === 'CLS' ? threeDecimals.format(value) : `${whole.format(value)} ms`;
}

/** '0.001 未満' for the tiny ones, else three decimals; '—' when the test could not be run yet. */
export function formatPValue(p: number | null): string {
  if (p === null || !Number.isFinite(p)) return '—';
  return p < 0.001 ? '0.001 未満' : threeDecimals.format(p);
}

export function formatZ(z: number | null): string {
  if (z === null || !Number.isFinite(z)) return '—';
  return twoDecimals.format(z);
}

export const VERDICT_LABEL: Record<CanaryVerdictState, string> = {
  collecting: '集計中',
  healthy: '問題なし',
  ready: '公開できます',
  regressed: '悪化',
};

export const TEST_LABEL: Record<CanaryTest['metric'], string> = {
  errors: 'エラーのあった訪問者の割合',
  INP: 'INP（操作への応答）',
  LCP: 'LCP（主な内容の表示）',
};

export const VITAL_LABEL: Record<VitalName, string> = {
  LCP: 'LCP（主な内容の表示）',
  INP: 'INP（操作への応答）',
  CLS: 'CLS（レイアウトのずれ）',
  TTFB: 'TTFB（最初の応答）',
};
