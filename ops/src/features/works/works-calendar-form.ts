// The works calendar form: the values ops type (crews per prefecture and
// band, lead days, closed days), the checks run before anything is sent, and
// the body of PUT /ops/works/calendar built from them.
import * as Yup from 'yup';
import { crewsOf, parseYmd, WORKS_BANDS, type WorksBand, type WorksCalendar } from '@hikari/shared/domain';
import type { WorksBandInfo, WorksCalendarAnswer } from '../../api/types';

/** The most lead days the form takes. */
export const MAX_LEAD_DAYS = 60;

/** A number input's value as Formik keeps it: a number, or '' when empty or unreadable. */
type NumberInput = number | string;

export interface CapacityValue {
  prefecture: string;
  band: WorksBand;
  crews: NumberInput;
}

export interface ClosedDayValue {
  /** <input type="date">: 'YYYY-MM-DD'. */
  date: string;
  /** '' is 全域 (null in the calendar). */
  prefecture: string;
  note: string;
}

export interface CalendarValues {
  /** One per prefecture and band, in the table's order (prefectures, then bands). */
  capacity: CapacityValue[];
  leadDays: { home: NumberInput; apartment: NumberInput };
  closedDays: ClosedDayValue[];
}

export const EMPTY_CLOSED_DAY: ClosedDayValue = { date: '', prefecture: '', note: '' };

/** The bands the server names, or the shared ones when it names none. */
export function bandsOf(answer: WorksCalendarAnswer): readonly WorksBandInfo[] {
  return answer.bands.length > 0 ? answer.bands : WORKS_BANDS;
}

/** The prefectures served, then any other the stored calendar still has crews for (so none is dropped on save). */
export function prefecturesOf(answer: WorksCalendarAnswer): string[] {
  const stored = answer.calendar.capacity.map((c) => c.prefecture);
  return [...new Set([...answer.prefectures, ...stored])];
}

/** The form as the stored calendar says it is now. */
export function initialCalendarValues(answer: WorksCalendarAnswer): CalendarValues {
  const { calendar } = answer;
  const bands = bandsOf(answer);
  return {
    capacity: prefecturesOf(answer).flatMap((prefecture) =>
      bands.map((band) => ({ prefecture, band: band.id, crews: crewsOf(calendar, prefecture, band.id) })),
    ),
    leadDays: { home: calendar.leadDays.home, apartment: calendar.leadDays.apartment },
    closedDays: calendar.closedDays.map((day) => ({
      date: day.date,
      prefecture: day.prefecture ?? '',
      note: day.note ?? '',
    })),
  };
}

/** The number typed when it is a whole number from `min` to `max`; null otherwise. */
function wholeNumber(value: unknown, min: number, max: number): number | null {
  const n = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

const leadDays = (label: string) => {
  const message = `${label}は0から${MAX_LEAD_DAYS}までの整数で入力してください`;
  return Yup.mixed<NumberInput>().test(
    'lead-days',
    message,
    (value) => wholeNumber(value, 0, MAX_LEAD_DAYS) !== null,
  );
};

export function calendarSchema(prefectures: readonly string[]) {
  return Yup.object({
    capacity: Yup.array().of(
      Yup.object({
        crews: Yup.mixed<NumberInput>().test(
          'crews',
          '0以上の整数で入力してください',
          (value) => wholeNumber(value, 0, Number.MAX_SAFE_INTEGER) !== null,
        ),
      }),
    ),
    leadDays: Yup.object({ home: leadDays('戸建ての準備期間'), apartment: leadDays('マンションの準備期間') }),
    closedDays: Yup.array()
      .of(
        Yup.object({
          date: Yup.string()
            .required('日付を入力してください')
            .test(
              'date-valid',
              '日付を正しく入力してください（例：2026-12-31）',
              (value) => !value || parseYmd(value) !== null,
            ),
          prefecture: Yup.string().test(
            'prefecture-known',
            '地域を選んでください',
            (value) => !value || prefectures.includes(value),
          ),
          note: Yup.string(),
        }),
      )
      .test('closed-day-unique', function (days) {
        // The later of two same days for the same area is the one to remove; the message says which it repeats.
        const seen = new Map<string, number>();
        const errors: Yup.ValidationError[] = [];
        (days ?? []).forEach((day, index) => {
          if (!day?.date) return;
          const key = `${day.date}|${day.prefecture ?? ''}`;
          const first = seen.get(key);
          if (first === undefined) {
            seen.set(key, index);
            return;
          }
          errors.push(
            this.createError({
              path: `closedDays[${index}].date`,
              message: `休業日 ${first + 1} と同じ日・同じ地域です。どちらかを削除してください`,
            }),
          );
        });
        return errors.length > 0 ? new Yup.ValidationError(errors) : true;
      }),
  });
}

/** The body of PUT /ops/works/calendar. */
export function calendarBody(values: CalendarValues): WorksCalendar {
  return {
    capacity: values.capacity.map((c) => ({
      prefecture: c.prefecture,
      band: c.band,
      crews: Number(c.crews),
    })),
    closedDays: values.closedDays.map((day) => ({
      date: day.date,
      prefecture: day.prefecture || null,
      note: day.note.trim(),
    })),
    leadDays: { home: Number(values.leadDays.home), apartment: Number(values.leadDays.apartment) },
  };
}
