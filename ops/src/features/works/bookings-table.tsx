// The bookings of the whole bookable period (today and the WORKS_HORIZON_DAYS
// after it, so no booking lies beyond the table): for each day, prefecture and band what is
// booked, what visitors hold while they finish the form, and the crews.
import {
  formatJstDateJa,
  jstInstant,
  parseYmd,
  WORKS_HOLD_MINUTES,
  WORKS_HORIZON_DAYS,
  type WorksCalendar,
} from '@hikari/shared/domain';
import type { WorksBandInfo, WorksBookingDay, WorksBookings } from '../../api/types';
import { LoadError, ReloadBar } from '../../ui/load-state';
import type { Load } from '../../ui/use-load';

/** Today and every day a visitor or ops can book (the works horizon). */
export const BOOKING_DAYS = WORKS_HORIZON_DAYS + 1;

/** '2026年12月8日（火）'; the text as it came when it is no day. */
function dayLabel(date: string): string {
  const d = parseYmd(date);
  return d ? formatJstDateJa(jstInstant(d.year, d.month, d.day, 12)) : date;
}

/** The note of the closed day the calendar has for exactly this prefecture (not 全域), or null. */
function closedNote(calendar: WorksCalendar | null, date: string, prefecture: string | null): string | null {
  const day = calendar?.closedDays.find((c) => c.date === date && c.prefecture === prefecture);
  return day ? day.note : null;
}

function BookingCell(props: {
  day: WorksBookingDay;
  prefecture: string;
  bands: readonly WorksBandInfo[];
  calendar: WorksCalendar | null;
}) {
  const { day, prefecture, bands, calendar } = props;
  const closed = closedNote(calendar, day.date, prefecture);
  return (
    <td>
      {closed !== null ? (
        <span className="line-note mark--closed">休業日{closed ? `（${closed}）` : ''}</span>
      ) : null}
      {bands.map((band) => {
        const slot = day.slots.find((s) => s.prefecture === prefecture && s.band === band.id);
        if (!slot)
          return (
            <span key={band.id} className="slot-line">
              {band.label} —
            </span>
          );
        const full = slot.crews > 0 && slot.booked + slot.held >= slot.crews;
        return (
          <span key={band.id} className="slot-line">
            {band.label} 予約 {slot.booked} / 仮押さえ {slot.held} / 工事班 {slot.crews}
            {full ? <strong className="mark--closed">（満）</strong> : null}
          </span>
        );
      })}
    </td>
  );
}

function DayRow(props: {
  day: WorksBookingDay;
  prefectures: string[];
  bands: readonly WorksBandInfo[];
  calendar: WorksCalendar | null;
}) {
  const { day, prefectures, bands, calendar } = props;
  // Closed everywhere: the server says so, or the calendar has the day for 全域.
  const closedEverywhere = day.closed || closedNote(calendar, day.date, null) !== null;
  const everywhereNote = closedNote(calendar, day.date, null);
  return (
    <tr className={closedEverywhere ? 'row--closed' : undefined}>
      <th scope="row">
        {dayLabel(day.date)}
        {day.holiday ? <span className="line-note">土日・祝日</span> : null}
        {closedEverywhere ? (
          <span className="line-note mark--closed">
            休業日{everywhereNote ? `（${everywhereNote}）` : ''}
          </span>
        ) : null}
      </th>
      {prefectures.map((prefecture) => (
        <BookingCell key={prefecture} day={day} prefecture={prefecture} bands={bands} calendar={calendar} />
      ))}
    </tr>
  );
}

export function BookingsSection(props: {
  state: Load<WorksBookings>;
  reload: () => void;
  /** The prefectures of the calendar, in its order; any other a day lists comes after. */
  prefectures: string[];
  bands: readonly WorksBandInfo[];
  /** The stored calendar, for the closed days of one prefecture; null while it is not read. */
  calendar: WorksCalendar | null;
}) {
  const { state, reload, bands, calendar } = props;
  // A failed load shows no table: the counts of an earlier read would read as today's.
  const days = state.status === 'error' ? null : (state.data?.days ?? null);
  const prefectures = [
    ...new Set([...props.prefectures, ...(days ?? []).flatMap((d) => d.slots.map((s) => s.prefecture))]),
  ];
  return (
    <section className="panel" aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">予約状況（今日から予約を受け付ける最後の日までの{BOOKING_DAYS}日間）</h2>
      <p className="hint">
        「予約」はお申し込み済みの件数、「仮押さえ」はお客さまがお申し込みの途中で選んでいる件数（最長
        {WORKS_HOLD_MINUTES}分間）、「工事班」はその時間帯に受けられる件数です。
      </p>
      <ReloadBar state={state} onReload={reload} />
      <LoadError state={state} prefix="予約状況を表示できませんでした。" />
      {days ? (
        <table>
          <caption>日ごと・都道府県ごとの予約状況</caption>
          <thead>
            <tr>
              <th scope="col">日付</th>
              {prefectures.map((prefecture) => (
                <th key={prefecture} scope="col">
                  {prefecture}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.length === 0 ? (
              <tr>
                <td colSpan={prefectures.length + 1}>表示できる日がありません。</td>
              </tr>
            ) : (
              days.map((day) => (
                <DayRow
                  key={day.date}
                  day={day}
                  prefectures={prefectures}
                  bands={bands}
                  calendar={calendar}
                />
              ))
            )}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
