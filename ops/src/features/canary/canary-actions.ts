// What each button of the canary screen sends, the sentence its confirmation
// shows, what is said once it is done, and the checks made before sending
// (a share of visitors, the policy).
import { CANARY_POLICY_LIMITS, type CanaryPolicy } from '@hikari/shared/domain';
import type { CanaryFigures, RemoteItem, RemoteVersion } from '../../api/types';

export type CanaryAction =
  | { kind: 'start'; remote: CanaryFigures; version: string; percent: number }
  | { kind: 'percent'; remote: CanaryFigures; version: string; percent: number }
  | { kind: 'promote'; remote: CanaryFigures; version: string }
  | { kind: 'withdraw'; remote: CanaryFigures; version: string; percent: number };

export const nameOf = (remote: { name: string; label: string }) => remote.label || remote.name;

/**
 * The endpoint and body of an action. Each body carries what the screen
 * showed (the live version `from`, the running canary), so the server refuses
 * with 409 an action from a screen another tab or person has overtaken.
 */
export function request(action: CanaryAction): { path: string; body: unknown } {
  const base = `/ops/remotes/${encodeURIComponent(action.remote.name)}`;
  const from = action.remote.live;
  const running = action.remote.canary;
  const canary = running ? { version: running.version, percent: running.percent } : null;
  switch (action.kind) {
    case 'start':
      return {
        path: `${base}/canary`,
        body: { version: action.version, percent: action.percent, from, canary },
      };
    case 'percent':
      return { path: `${base}/canary-percent`, body: { percent: action.percent, canary } };
    case 'promote':
      return { path: `${base}/promote`, body: { from, canary } };
    case 'withdraw':
      return { path: `${base}/withdraw-canary`, body: { canary } };
  }
}

/** The confirmation of the actions that cannot be taken back by a click (promote, withdraw); null for the others. */
export function confirmation(
  action: CanaryAction,
): { title: string; text: string; confirm: string; danger: boolean } | null {
  const name = nameOf(action.remote);
  const live = action.remote.live;
  switch (action.kind) {
    case 'promote':
      return {
        title: `${name}のカナリア ${action.version} を公開しますか`,
        text: live
          ? `${name}の公開中の版を ${live} から ${action.version} に切り替え、すべての訪問者に ${action.version} を表示します。開いているページには次の画面遷移から反映されます。`
          : `${name}の ${action.version} をすべての訪問者に公開します。`,
        confirm: `${action.version} を公開する`,
        danger: false,
      };
    case 'withdraw':
      return {
        title: `${name}のカナリア ${action.version} を取り下げますか`,
        text: `カナリアの ${action.version} を取り下げます。カナリアを表示していた訪問者（${action.percent}%）には、申し込みの途中でも直ちに${
          live ? `公開中の ${live}` : '公開中の版'
        } が表示されます。取り下げた版は、版を指定しても二度と公開できません。`,
        confirm: `${action.version} を取り下げる`,
        danger: true,
      };
    default:
      return null;
  }
}

/** What the screen says once the server accepted the action. */
export function doneText(action: CanaryAction): string {
  const name = nameOf(action.remote);
  switch (action.kind) {
    case 'start':
      return `${name}：${action.version} をカナリアとして訪問者の ${action.percent}% に公開しました。`;
    case 'percent':
      return `${name}：カナリア ${action.version} を表示する訪問者の割合を ${action.percent}% にしました。`;
    case 'promote':
      return `${name}：カナリア ${action.version} をすべての訪問者に公開しました。`;
    case 'withdraw':
      return `${name}：カナリア ${action.version} を取り下げました。`;
  }
}

/** A number input's value as Formik keeps it: a number, or '' when empty (a string from a test or a paste). */
export type NumberInput = number | string;

function numberOf(value: NumberInput | undefined): number | null {
  if (value === undefined) return null;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    const n = Number(value);
    return Number.isFinite(n) ? n : NaN;
  }
  return Number.isFinite(value) ? value : NaN;
}

/** Why a share of visitors cannot be sent, or undefined when it is a whole number from 0 to 100. */
export function percentProblem(value: NumberInput | undefined): string | undefined {
  const n = numberOf(value);
  if (n === null) return '割合を入力してください';
  if (!Number.isInteger(n) || n < 0 || n > 100) return '割合は0から100までの整数で入力してください';
  return undefined;
}

/** The share typed, once percentProblem found nothing. */
export const percentOf = (value: NumberInput) => Number(value);

/**
 * The versions a canary can be started with: released, neither live nor
 * withdrawn (nor the running canary), newest first.
 */
export function canaryCandidates(remote: RemoteItem | undefined, running: string | null): RemoteVersion[] {
  if (!remote) return [];
  return remote.versions
    .filter((v) => !v.live && !v.withdrawn && v.version !== running)
    .sort((a, b) => Date.parse(b.releasedAt) - Date.parse(a.releasedAt));
}

// ---------------------------------------------------------------- policy

/** The policy form: the sampling as a percentage of visitors, the rest as stored. */
export interface PolicyValues {
  samplePercent: NumberInput;
  minVisitors: NumberInput;
  windowMinutes: NumberInput;
  autoPromote: boolean;
  errorMarginPer1000: NumberInput;
  vitalMarginPercent: NumberInput;
}

type NumberKey = Exclude<keyof PolicyValues, 'autoPromote'>;

/** A number of the form from its limits in the policy, scaled to how it is typed. */
const policyField = (
  [min, max]: readonly [number, number],
  whole: boolean,
  label: string,
  scale = 1,
): { min: number; max: number; whole: boolean; label: string } => ({
  min: min * scale,
  max: max * scale,
  whole,
  label,
});

/** Each number of the form: its limits (as typed), whether it must be whole, and its name in a message. */
const POLICY_FIELDS: Record<NumberKey, ReturnType<typeof policyField>> = {
  samplePercent: policyField(CANARY_POLICY_LIMITS.sampleRate, false, '計測する訪問者の割合', 100),
  minVisitors: policyField(CANARY_POLICY_LIMITS.minVisitors, true, '判定に必要な訪問者数'),
  windowMinutes: policyField(CANARY_POLICY_LIMITS.windowMinutes, true, '様子を見る時間'),
  errorMarginPer1000: policyField(CANARY_POLICY_LIMITS.errorMarginPer1000, false, 'エラーの許容幅'),
  vitalMarginPercent: policyField(CANARY_POLICY_LIMITS.vitalMarginPercent, false, '表示速度の許容幅'),
};

export const policyLimits = (key: NumberKey) => POLICY_FIELDS[key];

/** Rounds away the float noise of a rate times or divided by 100 (0.07 * 100 = 7.000000000000001). */
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export function policyValues(policy: CanaryPolicy): PolicyValues {
  return {
    samplePercent: round(policy.sampleRate * 100, 4),
    minVisitors: policy.minVisitors,
    windowMinutes: policy.windowMinutes,
    autoPromote: policy.autoPromote,
    errorMarginPer1000: policy.errorMarginPer1000,
    vitalMarginPercent: policy.vitalMarginPercent,
  };
}

const formatLimit = (n: number) => n.toLocaleString('ja-JP');

/** The Japanese problem of each field that is not within its limits. */
export function policyProblems(values: PolicyValues): Partial<Record<NumberKey, string>> {
  const problems: Partial<Record<NumberKey, string>> = {};
  for (const key of Object.keys(POLICY_FIELDS) as NumberKey[]) {
    const { min, max, whole, label } = POLICY_FIELDS[key];
    const n = numberOf(values[key]);
    if (n === null) problems[key] = `${label}を入力してください`;
    else if (Number.isNaN(n) || n < min || n > max || (whole && !Number.isInteger(n)))
      problems[key] =
        `${label}は${formatLimit(min)}から${formatLimit(max)}までの${whole ? '整数' : '数'}で入力してください`;
  }
  return problems;
}

/** The body of PUT /ops/canary/policy, once policyProblems found nothing. */
export function policyBody(values: PolicyValues): CanaryPolicy {
  return {
    sampleRate: round(Number(values.samplePercent) / 100, 6),
    minVisitors: Number(values.minVisitors),
    windowMinutes: Number(values.windowMinutes),
    autoPromote: values.autoPromote,
    errorMarginPer1000: Number(values.errorMarginPer1000),
    vitalMarginPercent: Number(values.vitalMarginPercent),
  };
}
