// The visitor's journey for ops: the works calendar (crews per prefecture and
// band, closed days, lead days), what is booked and held day by day, the free
// slots of an application, and moving an application through its stages or
// booking its works slot (arranged on the phone). Every change is in the
// audit log; every change the visitor should know of mails them, in the same
// transaction.
import type { FastifyPluginAsync } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import {
  APPLICATION_STAGES,
  APPLICATION_STAGE_LABELS,
  isApplicationStage,
  isWorksBand,
  formatYmd,
  jstToday,
  parseYmd,
  PREFECTURES_SERVED,
  stageChangeProblem,
  staleSaveMessage,
  staleStateMessage,
  WORKS_BANDS,
  worksSlotLabel,
} from '@hikari/shared/domain';
import { APPLICATION_CANCELLED, applicationStageSteps } from '@hikari/shared/domain/application-cancellation';
import type { Services } from '../../context';
import { applications } from '../../db/schema';
import { HttpError, urlOf } from '../../http/platform';
import { enqueueSlotChange, enqueueStageChange } from '../mail/notices';
import {
  applicationByReception,
  isCancelledApplication,
  slotQueryOf,
  stageOf,
  type ApplicationRow,
} from '../follow/status';
import { bookingOf, bookingReport, changeBooking, freeSlots } from '../works/bookings';
import { calendarProblems, readSavedWorksCalendar, saveWorksCalendar } from '../works/calendar-store';
import { slotQueryFrom } from '../works/resolvers';
import { integer, jsonBodyOf, OpsInputError, type Audit } from './request-input';

/** The journey part of an application's detail in the console. */
export async function journeyOf(db: Services['database']['db'], row: ApplicationRow) {
  const stage = stageOf(row);
  const next = APPLICATION_STAGES[APPLICATION_STAGES.indexOf(stage) + 1];
  const slot = await bookingOf(db, row.receptionId);
  const query = slotQueryOf(row);
  const cancelled = isCancelledApplication(row);
  return {
    stage,
    stageLabel: cancelled ? APPLICATION_CANCELLED.label : APPLICATION_STAGE_LABELS[stage],
    stages: applicationStageSteps(stage, cancelled),
    /** Cancelled (取消): neither the stage nor the works day can change until it is taken up again. */
    cancelled,
    nextStage: next && !cancelled ? { id: next, label: APPLICATION_STAGE_LABELS[next] } : null,
    worksSlot: slot ? { date: slot.date, band: slot.band, label: slot.label } : null,
    slotQuery: { ...query, wishedDays: [...query.wishedDays] },
  };
}

/** The refusal of a stage move from a screen another tab or person overtook. */
const staleStage = (seen: string, now: string) =>
  staleStateMessage(
    'この申し込みの進捗',
    `「${isApplicationStage(seen) ? APPLICATION_STAGE_LABELS[seen] : seen}」`,
    `「${isApplicationStage(now) ? APPLICATION_STAGE_LABELS[now] : now}」`,
  );

/**
 * The body of POST …/works-slot: the day to book (null: cancel the booking)
 * and the works day the person saw booked (null when none was).
 */
function parseWorksSlotChange(raw: unknown): {
  slot: { date: string; band: 'am' | 'pm' } | null;
  seenSlot: { date: string; band: 'am' | 'pm' } | null;
} {
  const body = raw as { date?: unknown; band?: unknown; from?: unknown };
  const cancel = body.date === null || body.date === undefined;
  if (!cancel && (typeof body.date !== 'string' || !parseYmd(body.date) || !isWorksBand(body.band))) {
    throw new OpsInputError(
      'date は YYYY-MM-DD、band は am か pm で指定してください（取り消しは date: null）',
    );
  }
  const seen = body.from as { date?: unknown; band?: unknown } | null | undefined;
  const seenValid =
    seen === null || (typeof seen === 'object' && typeof seen.date === 'string' && isWorksBand(seen.band));
  if (!seenValid) {
    throw new OpsInputError(
      'from に、画面に表示していた工事日（date と band、予約がなかったときは null）を指定してください',
    );
  }
  return {
    slot: cancel ? null : { date: body.date as string, band: body.band as 'am' | 'pm' },
    seenSlot: seen ? { date: seen.date as string, band: seen.band as 'am' | 'pm' } : null,
  };
}

/** The works calendar (read, saved over the version read), the bookings day by day, the free slots. */
const worksCalendarRoutes: FastifyPluginAsync<{ services: Services; audit: Audit }> = async (
  app,
  { services, audit },
) => {
  const db = services.database.db;

  app.get('/works/calendar', async () => ({
    ...(await readSavedWorksCalendar(db)),
    prefectures: [...PREFECTURES_SERVED],
    bands: WORKS_BANDS,
  }));

  app.put('/works/calendar', async (request, reply) => {
    const body = jsonBodyOf(request);
    // When the calendar the person edited was saved (GET's updatedAt; null: never).
    const seen = (body as { seenUpdatedAt?: unknown } | null)?.seenUpdatedAt;
    if (seen !== null && (typeof seen !== 'string' || Number.isNaN(Date.parse(seen)))) {
      throw new OpsInputError(
        'seenUpdatedAt に、画面に表示していた工事カレンダーの更新日時（まだ保存したことがなければ null）を指定してください',
      );
    }
    const { calendar, problems } = calendarProblems(body);
    if (!calendar) return reply.code(400).send({ message: '工事カレンダーを保存できませんでした', problems });
    const now = services.now();
    if (!(await saveWorksCalendar(db, calendar, now, seen))) {
      return reply.code(409).send({ message: staleSaveMessage('工事カレンダー') });
    }
    const crews = calendar.capacity.reduce((sum, c) => sum + c.crews, 0);
    await audit(request, {
      action: 'works-calendar',
      target: 'works-calendar',
      description: `工事カレンダーを変更（工事班 延べ${crews}、休業日${calendar.closedDays.length}日、準備期間 戸建て${calendar.leadDays.home}日・マンション${calendar.leadDays.apartment}日）`,
    });
    return { calendar, updatedAt: now.toISOString() };
  });

  app.get('/works/bookings', async (request) => {
    const url = urlOf(request);
    const fromRaw = url.searchParams.get('from');
    const from = fromRaw === null ? jstToday(services.now()) : parseYmd(fromRaw);
    if (!from) throw new OpsInputError('from は YYYY-MM-DD で指定してください');
    const days = integer(url, 'days', 14, 1, 62);
    return { days: await bookingReport(db, from, days, services.now()) };
  });

  app.get('/works/slots', async (request) => {
    const url = urlOf(request);
    const wishedDays = (url.searchParams.get('wishedDays') ?? '').split(',').filter(Boolean);
    const query = slotQueryFrom({
      prefecture: url.searchParams.get('prefecture') ?? '',
      buildingType: Number(url.searchParams.get('buildingType') ?? '0'),
      wishedDays,
    });
    return { slots: await freeSlots(db, query, services.now()) };
  });
};

export const journeyRoutes: FastifyPluginAsync<{ services: Services; audit: Audit }> = async (
  app,
  { services, audit },
) => {
  const db = services.database.db;

  const applicationOf = async (key: string) => {
    const row = await applicationByReception(db, key);
    if (!row) throw new HttpError(404, '該当するお申し込みが見つかりません');
    return row;
  };

  // The calendar and the bookings, a plugin of their own.
  await app.register(worksCalendarRoutes, { services, audit });

  app.post<{ Params: { key: string } }>('/submissions/applications/:key/stage', async (request, reply) => {
    const body = jsonBodyOf(request) as { stage?: unknown; note?: unknown; from?: unknown };
    if (!isApplicationStage(body.stage))
      throw new OpsInputError(`stage は ${APPLICATION_STAGES.join('、')} のいずれかです`);
    if (!isApplicationStage(body.from)) {
      throw new OpsInputError(
        `from に、画面に表示していた進捗（${APPLICATION_STAGES.join('、')} のいずれか）を指定してください`,
      );
    }
    const note = typeof body.note === 'string' ? body.note.trim().slice(0, 200) : '';
    const row = await applicationOf(request.params.key);
    const from = stageOf(row);
    if (body.from !== from) return reply.code(409).send({ message: staleStage(body.from, from) });
    if (isCancelledApplication(row)) return reply.code(409).send({ message: APPLICATION_CANCELLED.locked });
    const slot = await bookingOf(db, row.receptionId);
    // Today in Japan: 工事完了 and ご利用開始 wait for the booked works day.
    const problem = stageChangeProblem(
      from,
      body.stage,
      slot?.date ?? null,
      formatYmd(jstToday(services.now())),
    );
    if (problem) return reply.code(409).send({ message: problem });
    const now = services.now();
    const to = body.stage;
    const moved = await db.transaction(async (tx) => {
      // Only from the stage read: a second request that read it too moves nothing.
      const updated = await tx
        .update(applications)
        .set({ stage: to, stageChangedAt: now })
        .where(
          and(
            eq(applications.receptionId, row.receptionId),
            eq(applications.stage, row.stage),
            // Not cancelled meanwhile by another request.
            ne(applications.status, 'cancelled'),
          ),
        )
        .returning({ stage: applications.stage });
      if (updated.length === 0) return false;
      await enqueueStageChange(tx, row, to, slot?.label ?? null, services.config, now);
      return true;
    });
    if (!moved) {
      const current = stageOf((await applicationOf(row.receptionId))!);
      return reply.code(409).send({ message: staleStage(from, current) });
    }
    services.mail.wake();
    await audit(request, {
      action: 'stage',
      target: row.receptionId,
      description: `進捗：${APPLICATION_STAGE_LABELS[from]} → ${APPLICATION_STAGE_LABELS[to]}（お客さまにメール）${note ? `、メモ：${note}` : ''}`,
    });
    return { journey: await journeyOf(db, (await applicationOf(row.receptionId))!) };
  });

  app.post<{ Params: { key: string } }>(
    '/submissions/applications/:key/works-slot',
    async (request, reply) => {
      const { slot, seenSlot } = parseWorksSlotChange(jsonBodyOf(request));
      const row = await applicationOf(request.params.key);
      const stage = stageOf(row);
      if (isCancelledApplication(row)) {
        return reply.code(409).send({ message: APPLICATION_CANCELLED.locked, alternatives: [] });
      }
      if (stage === 'works-done' || stage === 'in-service') {
        return reply
          .code(409)
          .send({ message: '工事が終わったお申し込みの工事日は変更できません', alternatives: [] });
      }
      const now = services.now();
      const booked: { before: Awaited<ReturnType<typeof bookingOf>> } = { before: null };
      const outcome = await db.transaction(async (tx) => {
        // One change of this application's works day at a time, from the day the person saw.
        const [locked] = await tx
          .select({ status: applications.status })
          .from(applications)
          .where(eq(applications.receptionId, row.receptionId))
          .for('update');
        if (locked?.status === 'cancelled') {
          return { ok: false as const, stale: true, message: APPLICATION_CANCELLED.locked, alternatives: [] };
        }
        const before = await bookingOf(tx, row.receptionId);
        booked.before = before;
        if (before?.date !== seenSlot?.date || before?.band !== seenSlot?.band) {
          const message = staleStateMessage(
            'この申し込みの工事日',
            `「${seenSlot ? worksSlotLabel(seenSlot) : '予約なし'}」`,
            `「${before?.label ?? '予約なし'}」`,
          );
          return { ok: false as const, stale: true, message, alternatives: [] };
        }
        const result = await changeBooking(tx, row.receptionId, slotQueryOf(row), slot, now);
        if (!result.ok) return result;
        if (!result.slot && stage === 'works-fixed') {
          await tx
            .update(applications)
            .set({ stage: 'reviewing', stageChangedAt: now })
            .where(eq(applications.receptionId, row.receptionId));
        }
        await enqueueSlotChange(
          tx,
          row,
          { before: before?.label ?? null, after: result.slot?.label ?? null, by: 'ops' },
          services.config,
          now,
        );
        return result;
      });
      if (!outcome.ok)
        return reply.code(409).send({ message: outcome.message, alternatives: outcome.alternatives });
      services.mail.wake();
      const stageBack =
        !outcome.slot && stage === 'works-fixed' ? '、進捗を「工事日確定」から「内容確認中」に戻した' : '';
      await audit(request, {
        action: 'works-slot',
        target: row.receptionId,
        description: `工事日：${booked.before?.label ?? '未予約'} → ${outcome.slot?.label ?? '取り消し'}（お客さまにメール${stageBack}）`,
      });
      return { journey: await journeyOf(db, (await applicationOf(row.receptionId))!) };
    },
  );
};
