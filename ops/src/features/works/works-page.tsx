// 工事カレンダー: ops keep the calendar the works slots are offered from
// (crews, lead days, closed days) and see what the next 14 days hold.
import { useCallback } from 'react';
import { formatYmd, jstToday, WORKS_BANDS, type WorksCalendar } from '@hikari/shared/domain';
import type { WorksBookings, WorksCalendarAnswer } from '../../api/types';
import { LoadError, LoadingNotice } from '../../ui/load-state';
import { useLoad } from '../../ui/use-load';
import { useOps } from '../session';
import { BOOKING_DAYS, BookingsSection } from './bookings-table';
import { CalendarForm } from './calendar-form';
import { bandsOf, prefecturesOf } from './works-calendar-form';

export function WorksPage() {
  const ops = useOps();
  const loadCalendar = useCallback(
    () => ops((client) => client.get<WorksCalendarAnswer>('/ops/works/calendar')),
    [ops],
  );
  const [calendarState, reloadCalendar, replaceCalendar] = useLoad(loadCalendar);
  const answer = calendarState.data;

  // Today in Japan, as the server counts the works days.
  const from = formatYmd(jstToday(new Date()));
  const loadBookings = useCallback(
    () => ops((client) => client.get<WorksBookings>(`/ops/works/bookings?from=${from}&days=${BOOKING_DAYS}`)),
    [ops, from],
  );
  const [bookingsState, reloadBookings] = useLoad(loadBookings);

  const saved = useCallback(
    ({ calendar, updatedAt }: { calendar: WorksCalendar; updatedAt: string }) => {
      if (answer) replaceCalendar({ ...answer, calendar, updatedAt });
      // Crews and closed days changed: the counts are read again with them.
      reloadBookings();
    },
    [answer, replaceCalendar, reloadBookings],
  );

  return (
    <div>
      <p className="lead">
        お客さまがお申し込みのときに選べる開通工事の日と時間帯は、この設定と予約の状況から決まります。
      </p>
      <LoadError state={calendarState} prefix="工事カレンダーを表示できませんでした。" />
      <LoadingNotice state={calendarState} firstOnly />
      {answer ? <CalendarForm answer={answer} onSaved={saved} onStale={reloadCalendar} /> : null}
      <BookingsSection
        state={bookingsState}
        reload={reloadBookings}
        prefectures={answer ? prefecturesOf(answer) : []}
        bands={answer ? bandsOf(answer) : WORKS_BANDS}
        calendar={answer?.calendar ?? null}
      />
    </div>
  );
}
