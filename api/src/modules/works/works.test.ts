// Works slots: what is offered (lead time, wished days, weekends and public
// holidays only with holiday works, closed days, crews), holds of 20 minutes,
// booking in the application's transaction, and many visitors racing for the
// last place of a band (exactly one gets it; the others get alternatives).
import {
  HoldWorksSlotDocument,
  ReleaseWorksHoldDocument,
  WorksSlotsDocument,
} from '@hikari/shared/operations';
import { DEFAULT_WORKS_CALENDAR, type WorksCalendar } from '@hikari/shared/domain';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { eq } from 'drizzle-orm';
import { worksBookings } from '../../db/schema';
import { applicationRow, sendApplication } from '../../testing/applications';
import { newKey } from '../../testing/fixtures';
import { testAppPerFile } from '../../testing/test-app';
import { mailOf } from '../mail/outbox';
import { readSavedWorksCalendar, saveWorksCalendar } from './calendar-store';

const app = testAppPerFile({ now: FIXTURE_NOW });

interface Slot {
  date: string;
  band: string;
  label: string;
  holiday: boolean;
}
interface Hold {
  result: string;
  holdId: string | null;
  slot: Slot | null;
  expiresAt: string | null;
  message: string | null;
  alternatives: Slot[];
}

const home = (wishedDays: string[]) => ({ prefecture: '愛知県', buildingType: 0, wishedDays });

async function slots(input: ReturnType<typeof home>): Promise<Slot[]> {
  const { body } = await app.t.gql<{ worksSlots: { slots: Slot[] } }>(
    WorksSlotsDocument,
    { input },
    { token: app.token },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.worksSlots.slots;
}

async function hold(input: ReturnType<typeof home>, date: string, band: string, previousHoldId?: string) {
  const { body } = await app.t.gql<{ holdWorksSlot: Hold }>(
    HoldWorksSlotDocument,
    { input, date, band, previousHoldId, idempotencyKey: newKey() },
    { token: app.token },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.holdWorksSlot;
}

async function useCalendar(change: Partial<WorksCalendar>) {
  const db = app.t.database.db;
  const { updatedAt } = await readSavedWorksCalendar(db);
  await saveWorksCalendar(db, { ...DEFAULT_WORKS_CALENDAR, ...change }, FIXTURE_NOW, updatedAt);
}

const takenIn = async (date: string, band: string) =>
  (await app.t.database.db.select().from(worksBookings).where(eq(worksBookings.date, date))).filter(
    (row) => row.band === band,
  ).length;

beforeEach(async () => {
  await app.t.database.db.delete(worksBookings);
  await useCalendar({});
  app.t.setNow(FIXTURE_NOW);
});

describe('the free slots of an address', () => {
  it('start after the lead time, cover more than a month, and follow the wished weekdays', async () => {
    // 2025-08-01 (Fri): a home needs 10 clear days, so 2025-08-12 (Tue) is the first.
    const weekdays = await slots(home(['mon', 'tue', 'wed', 'thu', 'fri']));
    expect(weekdays[0]).toMatchObject({ date: '2025-08-12', band: 'am', holiday: false });
    expect(weekdays[0]!.label).toBe('2025年8月12日（火）午前 9:00～12:00');
    expect(weekdays.at(-1)!.date >= '2025-09-02').toBe(true);
    // 敬老の日 (2025-09-15, Monday) is a public holiday: not a weekday slot.
    expect(weekdays.some((s) => s.date === '2025-09-15')).toBe(false);
    expect(weekdays.every((s) => !s.holiday)).toBe(true);
    const mondays = await slots(home(['mon']));
    expect(new Set(mondays.map((s) => new Date(`${s.date}T12:00:00+09:00`).getDay()))).toEqual(new Set([1]));
    // An apartment with wiring in place needs 6 days.
    const flat = await slots({ ...home(['fri']), buildingType: 1 });
    expect(flat[0]!.date).toBe('2025-08-08');
  });

  it('offer Saturdays, Sundays and public holidays only with holiday works', async () => {
    const weekend = await slots(home(['sat', 'sun']));
    expect(weekend.every((s) => s.holiday)).toBe(true);
    expect(weekend[0]!.date).toBe('2025-08-16');
    expect(weekend.some((s) => s.date === '2025-09-15')).toBe(true);
  });

  it('leave out closed days and full bands, and none where no crew works', async () => {
    await useCalendar({
      closedDays: [{ date: '2025-08-12', prefecture: null, note: 'お盆' }],
      capacity: DEFAULT_WORKS_CALENDAR.capacity.map((c) =>
        c.prefecture === '愛知県' && c.band === 'pm' ? { ...c, crews: 0 } : c,
      ),
    });
    const list = await slots(home(['tue']));
    expect(list[0]!.date).toBe('2025-08-19');
    expect(list.every((s) => s.band === 'am')).toBe(true);
  });

  it('refuse a prefecture outside the area', async () => {
    const { body } = await app.t.gql(
      WorksSlotsDocument,
      { input: { prefecture: '東京都', buildingType: 0, wishedDays: [] } },
      { token: app.token },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('holding a slot', () => {
  it('holds it for 20 minutes, gives the previous hold back, and frees it on release', async () => {
    await useCalendar({
      capacity: DEFAULT_WORKS_CALENDAR.capacity.map((c) =>
        c.prefecture === '愛知県' ? { ...c, crews: 1 } : c,
      ),
    });
    const first = await hold(home(['tue']), '2025-08-12', 'am');
    expect(first.result).toBe('held');
    expect(first.expiresAt).toBe(new Date(FIXTURE_NOW.getTime() + 20 * 60_000).toISOString());
    expect((await slots(home(['tue'])))[0]!.date).toBe('2025-08-12'); // the pm band is still free
    expect((await slots(home(['tue']))).some((s) => s.date === '2025-08-12' && s.band === 'am')).toBe(false);

    const moved = await hold(home(['tue']), '2025-08-19', 'am', first.holdId!);
    expect(moved.result).toBe('held');
    expect((await slots(home(['tue']))).some((s) => s.date === '2025-08-12' && s.band === 'am')).toBe(true);

    // A hold that ran out does not count any more.
    app.t.setNow(new Date(FIXTURE_NOW.getTime() + 21 * 60_000));
    expect((await slots(home(['tue']))).some((s) => s.date === '2025-08-19' && s.band === 'am')).toBe(true);
    app.t.setNow(FIXTURE_NOW);

    const { body } = await app.t.gql<{ releaseWorksHold: boolean }>(
      ReleaseWorksHoldDocument,
      { holdId: moved.holdId, idempotencyKey: newKey() },
      { token: app.token },
    );
    expect(body.data!.releaseWorksHold).toBe(true);
    expect(await takenIn('2025-08-19', 'am')).toBe(0);
  });

  it('refuses a day the calendar does not offer, with the nearest free ones', async () => {
    const refused = await hold(home(['tue']), '2025-08-05', 'am');
    expect(refused.result).toBe('taken');
    expect(refused.message).toMatch(/準備期間/);
    expect(refused.alternatives.length).toBeGreaterThan(0);
    const weekend = await hold(home(['tue']), '2025-08-16', 'am');
    expect(weekend.message).toMatch(/土日・祝日の工事は/);
  });
});

describe('booking with the application', () => {
  const withSlot = (worksSlot: unknown) => {
    const payload = validApplicationPayload();
    return { ...payload, customer: { ...payload.customer, worksSlot } };
  };

  it('books the held slot in the application, shows it in the answer and the contract document', async () => {
    const held = await hold(home(['sat']), '2025-08-16', 'am');
    const { body } = await sendApplication(
      app.t,
      app.token,
      withSlot({ ...held.slot!, holdId: held.holdId, expiresAt: held.expiresAt }),
      {
        idempotencyKey: newKey(),
      },
    );
    expect(body.errors).toBeUndefined();
    const answer = body.data!.applyCTC;
    expect(answer.worksSlot).toMatchObject({
      date: '2025-08-16',
      band: 'am',
      label: '2025年8月16日（土）午前 9:00～12:00',
    });
    const rows = await app.t.database.db.select().from(worksBookings);
    expect(rows).toEqual([
      expect.objectContaining({ receptionId: answer.receptionId, holdId: null, expiresAt: null }),
    ]);
    const row = await applicationRow(app.t, answer.introductionId);
    expect((row.payload as { customer: { worksSlot: unknown } }).customer.worksSlot).toEqual({
      date: '2025-08-16',
      band: 'am',
    });
    const [mail] = await mailOf(app.t.database.db, answer.receptionId);
    expect(mail!.textBody).toContain('ご予約の工事日：2025年8月16日（土）午前 9:00～12:00');
    expect(mail!.textBody).toContain('工事日の4日前の19:00まで');
    // The important matters say the day is booked, not that someone will call to arrange it.
    expect(mail!.textBody).toContain('ご予約の工事日は2025年8月16日（土）午前 9:00～12:00です。');
    expect(mail!.textBody).not.toContain('担当者からお電話で工事日を調整します');
  });

  it('books an expired hold when the slot still has room; refuses it beside the field, storing nothing, when it is gone', async () => {
    await useCalendar({
      capacity: DEFAULT_WORKS_CALENDAR.capacity.map((c) =>
        c.prefecture === '愛知県' ? { ...c, crews: 1 } : c,
      ),
    });
    const held = await hold(home(['sat']), '2025-08-16', 'am');
    const choice = { ...held.slot!, holdId: held.holdId, expiresAt: held.expiresAt };
    app.t.setNow(new Date(FIXTURE_NOW.getTime() + 30 * 60_000));
    // Someone else takes the place once the hold ran out.
    const other = await hold(home(['sat']), '2025-08-16', 'am');
    expect(other.result).toBe('held');
    const { body } = await sendApplication(app.t, app.token, withSlot(choice), { idempotencyKey: newKey() });
    expect(body.errors?.[0]?.extensions?.fields).toEqual({
      'customer.worksSlot': expect.stringMatching(/確保時間（20分）が過ぎ/),
    });
    expect(await app.t.database.db.select().from(worksBookings)).toHaveLength(1);

    // With room left, the late application is booked all the same.
    await app.t.database.db.delete(worksBookings);
    const late = await sendApplication(app.t, app.token, withSlot(choice), { idempotencyKey: newKey() });
    expect(late.body.errors).toBeUndefined();
    expect(late.body.data!.applyCTC.worksSlot?.date).toBe('2025-08-16');
  });
});

describe('many visitors racing for the last place of a band', () => {
  // How fast the others hear is measured by hand (see the note of issue 18), not asserted here.
  it('gives it to exactly one; every other gets the nearest free slots', async () => {
    await useCalendar({
      capacity: DEFAULT_WORKS_CALENDAR.capacity.map((c) =>
        c.prefecture === '愛知県' ? { ...c, crews: 1 } : c,
      ),
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => ({ answer: await hold(home(['sat']), '2025-08-16', 'pm') })),
    );
    const held = answers.filter((a) => a.answer.result === 'held');
    expect(held).toHaveLength(1);
    for (const { answer } of answers.filter((a) => a.answer.result === 'taken')) {
      expect(answer.alternatives.length).toBeGreaterThan(0);
      expect(answer.alternatives.some((s) => s.date === '2025-08-16' && s.band === 'pm')).toBe(false);
    }
    const rows = await app.t.database.db
      .select()
      .from(worksBookings)
      .where(eq(worksBookings.date, '2025-08-16'));
    expect(rows).toHaveLength(1);
  });

  it('never books more applications than the crews, however many are sent at once', async () => {
    await useCalendar({
      capacity: DEFAULT_WORKS_CALENDAR.capacity.map((c) =>
        c.prefecture === '愛知県' ? { ...c, crews: 2 } : c,
      ),
    });
    // Eight holds that all ran out, sent together as applications for the same band.
    const holds = [];
    for (let i = 0; i < 8; i += 1) {
      await app.t.database.db.delete(worksBookings);
      const h = await hold(home(['sat']), '2025-08-23', 'am');
      holds.push({ ...h.slot!, holdId: h.holdId, expiresAt: h.expiresAt });
    }
    await app.t.database.db.delete(worksBookings);
    const payload = validApplicationPayload();
    const results = await Promise.all(
      holds.map((choice) =>
        sendApplication(
          app.t,
          app.token,
          { ...payload, customer: { ...payload.customer, worksSlot: choice } },
          {
            idempotencyKey: newKey(),
          },
        ),
      ),
    );
    const booked = results.filter((r) => r.body.data?.applyCTC.worksSlot);
    expect(booked).toHaveLength(2);
    expect(results.filter((r) => r.body.errors?.[0]?.extensions?.fields)).toHaveLength(6);
    const rows = await app.t.database.db
      .select()
      .from(worksBookings)
      .where(eq(worksBookings.date, '2025-08-23'));
    expect(rows).toHaveLength(2);
  });
});
