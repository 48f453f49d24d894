// The settings version and call-time hours forms: values, checks and bodies.
import * as Yup from 'yup';
import type { CallTime } from '../../api/types';

const VERSION = /^\d+(\.\d+){0,3}$/;

/** '4.0.0' -> '4.0.1': the last number goes up by one; anything else gets '.1' added. */
export function nextVersion(current: string): string {
  const base = current.split(/[-+]/)[0] ?? '';
  if (!VERSION.test(base)) return '1.0.0';
  const parts = base.split('.').map(Number);
  parts[parts.length - 1] = (parts[parts.length - 1] ?? 0) + 1;
  return parts.join('.');
}

export function versionSchema(current: string) {
  return Yup.object({
    version: Yup.string()
      .trim()
      .required('新しい設定バージョンを入力してください')
      .matches(VERSION, '設定バージョンは 4.0.1 のように数字とピリオドで入力してください')
      .notOneOf([current], `今の設定バージョン（${current}）と違う値にしてください`),
  });
}

const hour = (label: string) =>
  Yup.number()
    .typeError(`${label}は0から24までの整数で入力してください`)
    .required(`${label}を入力してください`)
    .integer(`${label}は0から24までの整数で入力してください`)
    .min(0, `${label}は0から24までの整数で入力してください`)
    .max(24, `${label}は0から24までの整数で入力してください`);

/** The phone hours: one pair, shown on the pages and counted as open (shared call-hours.ts). */
export const callTimeSchema = Yup.object({
  displayFirstTime: hour('受付時間の開始'),
  displayLastTime: hour('受付時間の終了').test(
    'display-order',
    '受付時間の終了は開始より後にしてください',
    function (value) {
      return value === undefined || value > Number(this.parent.displayFirstTime);
    },
  ),
});

/**
 * The stored callTime: the tel hours are written equal to the hours shown,
 * so no reader of the record can find two different answers.
 */
export function callTimeBody(values: Record<'displayFirstTime' | 'displayLastTime', number | string>): {
  callTime: CallTime;
} {
  const first = Number(values.displayFirstTime);
  const last = Number(values.displayLastTime);
  return {
    callTime: { displayFirstTime: first, displayLastTime: last, telFirstTime: first, telLastTime: last },
  };
}
