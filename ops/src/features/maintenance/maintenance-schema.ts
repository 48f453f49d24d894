// The maintenance form: what ops type, checked before anything is sent, and
// the body of POST /ops/maintenance built from it. Dates are Japan time.
import * as Yup from 'yup';
import {
  isMaintenanceMode,
  maintenanceEnd,
  jstParts,
  maintenanceModalFrom,
  maintenanceWindow,
  MAINTENANCE_CATEGORY_LABELS,
  MAINTENANCE_CATEGORY_RESERVE,
  parseJstDateTime,
  formatJstDateTimeJa,
} from '@hikari/shared/domain';
import type { Maintenance } from '../../api/types';

export type MaintenanceMode = 'off' | 'now' | 'scheduled';

export interface MaintenanceValues {
  mode: MaintenanceMode;
  category: string;
  text: string;
  /** <input type="datetime-local">: 'YYYY-MM-DDTHH:mm', Japan time. */
  firstDate: string;
  /** <input type="datetime-local">: 'YYYY-MM-DDTHH:mm', Japan time; maintenance ends at that minute. */
  lastDate: string;
}

export const CATEGORIES = [
  { value: 'tel', label: MAINTENANCE_CATEGORY_LABELS.tel! },
  { value: MAINTENANCE_CATEGORY_RESERVE, label: MAINTENANCE_CATEGORY_LABELS[MAINTENANCE_CATEGORY_RESERVE]! },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

function localDateTime(instant: Date): string {
  const p = jstParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The form as the stored maintenance says it is now. */
export function initialValues(maintenance: Maintenance): MaintenanceValues {
  const first = parseJstDateTime(maintenance.firstDate);
  // A bare stored date (an older save, or the API used directly) ends at 23:59 of that day.
  const last = maintenanceEnd(maintenance.lastDate);
  const mode: MaintenanceMode = maintenance.isAlwaysDisplay ? 'now' : first && last ? 'scheduled' : 'off';
  return {
    mode,
    category: maintenance.category || 'tel',
    text: maintenance.text ?? '',
    firstDate: first ? localDateTime(first) : '',
    lastDate: last ? localDateTime(last) : '',
  };
}

export function maintenanceSchema(now: () => Date) {
  return Yup.object({
    mode: Yup.string().oneOf(['off', 'now', 'scheduled']).required(),
    category: Yup.string().trim().required('区分を選んでください').max(30, '区分は30文字以内です'),
    text: Yup.string().max(2000, 'お知らせの文は2,000文字以内で入力してください'),
    firstDate: Yup.string()
      .test('first-required', '開始日時を入力してください', function (value) {
        return this.parent.mode !== 'scheduled' || Boolean(value);
      })
      .test('first-valid', '開始日時を正しく入力してください（例：2026-12-01 01:00）', function (value) {
        return this.parent.mode !== 'scheduled' || !value || parseJstDateTime(value) !== null;
      }),
    lastDate: Yup.string()
      .test('last-required', '終了日時を入力してください', function (value) {
        return this.parent.mode !== 'scheduled' || Boolean(value);
      })
      .test('last-valid', '終了日時を正しく入力してください（例：2026-12-01 04:00）', function (value) {
        return this.parent.mode !== 'scheduled' || !value || parseJstDateTime(value) !== null;
      })
      .test('last-after-first', '終了日時は開始日時より後にしてください', function (value) {
        if (this.parent.mode !== 'scheduled' || !value) return true;
        const first = parseJstDateTime(this.parent.firstDate as string);
        const last = parseJstDateTime(value);
        return !first || !last || last.getTime() > first.getTime();
      })
      .test('last-not-past', '終了日時がもう過ぎています。これから先の日時にしてください', function (value) {
        if (this.parent.mode !== 'scheduled' || !value) return true;
        const last = parseJstDateTime(value);
        return !last || last.getTime() >= now().getTime();
      }),
  });
}

/** The body of POST /ops/maintenance. */
export function maintenanceBody(values: MaintenanceValues): Record<string, unknown> {
  const common = { category: values.category.trim(), text: values.text };
  if (values.mode === 'off') return { on: false, ...common };
  if (values.mode === 'now') return { on: true, ...common };
  // Both ends are the minutes typed, Japan time: what the preview shows is what is stored.
  return { on: true, ...common, firstDate: values.firstDate, lastDate: values.lastDate };
}

/** The maintenance the values would store (the same dates as maintenanceBody), in the shape the shell reads. */
export function previewMaintenance(values: MaintenanceValues): Maintenance {
  const scheduled = values.mode === 'scheduled';
  return {
    isAlwaysDisplay: values.mode === 'now',
    category: values.category,
    text: values.text,
    firstDate: scheduled && values.firstDate ? values.firstDate : null,
    lastDate: scheduled && values.lastDate ? values.lastDate : null,
  };
}

/** The sentence under the preview: when visitors see what, if ops save these values now. */
export function whenVisitorsSee(values: MaintenanceValues, now: Date): string {
  const maintenance = previewMaintenance(values);
  const settings = { maintenance };
  const noModal = maintenance.category === MAINTENANCE_CATEGORY_RESERVE;
  if (values.mode === 'off') {
    return '保存すると、お知らせは表示されず、お申し込み・ご予約はいつもどおり受け付けます。開いているページにもすぐ伝わります。';
  }
  const stillOpen = 'ページの閲覧と料金シミュレーションは続けてご利用いただけます。';
  if (values.mode === 'now') {
    return noModal
      ? `保存するとすぐメンテナンス中になり、お申し込み・ご予約を受け付けなくなります（区分が「予約のみ」のため、お知らせは表示しません）。${stillOpen}解除するまで続きます。`
      : `保存するとすぐ、開いているページにもお知らせが表示され、お申し込み・ご予約を受け付けなくなります。${stillOpen}解除するまで続きます。`;
  }
  const window = maintenanceWindow(settings);
  const modalFrom = maintenanceModalFrom(settings);
  if (!window || !modalFrom)
    return values.firstDate &&
      values.lastDate &&
      parseJstDateTime(values.firstDate) &&
      parseJstDateTime(values.lastDate)
      ? '終了日時が開始日時より前か同じです。終了日時を開始日時より後にしてください。'
      : '開始日時と終了日時を入力すると、お客さまに表示される時期をここに示します。';
  const period = `${formatJstDateTimeJa(window.start)} から ${formatJstDateTimeJa(window.end)} まで`;
  const refusing = isMaintenanceMode(settings, now)
    ? `保存するとすぐメンテナンス中になり、${formatJstDateTimeJa(window.end)} までお申し込み・ご予約を受け付けません。`
    : `${period}メンテナンス中となり、お申し込み・ご予約を受け付けません。`;
  if (noModal) return `${refusing}${stillOpen}区分が「予約のみ」のため、お知らせは表示しません。`;
  const notice =
    modalFrom.getTime() <= now.getTime()
      ? '保存するとすぐ、開いているページにもお知らせが表示されます。'
      : `お知らせは ${formatJstDateTimeJa(modalFrom)} から表示されます（開始日の前日の0:00から）。`;
  return `${notice}${refusing}${stillOpen}`;
}
