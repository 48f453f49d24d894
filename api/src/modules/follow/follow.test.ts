// Following an application after it was sent: its own page by a secret link
// (from the answer and from each mail), the works slot changed or cancelled
// until 19:00 Japan time four days before, ops moving it through its stages
// and booking its slot, a mail for each change, and wrong links limited.
import {
  ApplicationStatusDocument,
  ChangeWorksSlotDocument,
  HoldWorksSlotDocument,
} from '@hikari/shared/operations';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { worksBookings } from '../../db/schema';
import { sendApplication } from '../../testing/applications';
import { newKey } from '../../testing/fixtures';
import { testAppPerFile } from '../../testing/test-app';
import { FOLLOW_LINK_DAYS } from './tokens';
import { LINK_EXPIRED } from './resolvers';
import { mailOf } from '../mail/outbox';

const app = testAppPerFile({ now: FIXTURE_NOW, env: { RATE_LIMIT_LINK_FAILURES_PER_ADDRESS: '5' } });

interface Status {
  receptionId: string;
  stage: string;
  stageLabel: string;
  stages: { id: string; state: string }[];
  nextStep: string;
  worksSlot: { date: string; band: string; label: string } | null;
  canChangeSlot: boolean;
  slotChangeDeadline: string | null;
  slotChangeNote: string;
  ordered: string[];
  cashBack: string[];
  effectiveMonthly: number;
  termMonths: number;
  slotQuery: { prefecture: string; buildingType: number; wishedDays: string[] };
}

const home = { prefecture: '愛知県', buildingType: 0, wishedDays: ['sat'] };

async function applyWithSlot(date: string | null) {
  const payload = validApplicationPayload();
  let worksSlot = null;
  if (date) {
    const { body } = await app.t.gql<{ holdWorksSlot: { holdId: string; expiresAt: string } }>(
      HoldWorksSlotDocument,
      { input: home, date, band: 'am', idempotencyKey: newKey() },
      { token: app.token },
    );
    worksSlot = {
      date,
      band: 'am',
      holdId: body.data!.holdWorksSlot.holdId,
      expiresAt: body.data!.holdWorksSlot.expiresAt,
    };
  }
  const { body } = await sendApplication(
    app.t,
    app.token,
    { ...payload, customer: { ...payload.customer, worksSlot } },
    {
      idempotencyKey: newKey(),
    },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.applyCTC;
}

async function status(token: string, guest?: string) {
  const { body } = await app.t.gql<{
    applicationStatus: { result: string; message: string | null; status: Status | null };
  }>(ApplicationStatusDocument, { token }, { token: guest ?? app.token });
  expect(body.errors).toBeUndefined();
  return body.data!.applicationStatus;
}

async function changeSlot(token: string, date: string | null, band: string | null, guest?: string) {
  const { body } = await app.t.gql<{
    changeWorksSlot: { result: string; message: string; status: Status | null; alternatives: unknown[] };
  }>(ChangeWorksSlotDocument, { token, date, band, idempotencyKey: newKey() }, { token: guest ?? app.token });
  expect(body.errors).toBeUndefined();
  return body.data!.changeWorksSlot;
}

const ops = (path: string, body?: unknown) =>
  fetch(`${app.t.url}/ops${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${app.t.opsApiToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The token of the follow link in the latest mail about the application. */
async function linkInLatestMail(receptionId: string, kind: string) {
  const mails = (await mailOf(app.t.database.db, receptionId)).filter((m) => m.kind === kind);
  const text = mails.at(-1)!.textBody;
  return /\/apply\/status\/#t=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

beforeEach(async () => {
  await app.t.database.db.delete(worksBookings);
  app.t.setNow(FIXTURE_NOW);
});

describe("the application's own page", () => {
  it('shows what the stored estimate says: free months of Netflix, the cash backs and 実質月額', async () => {
    const payload = validApplicationPayload({ plan: 'plan10G' });
    const { body } = await sendApplication(
      app.t,
      app.token,
      { ...payload, planData: { ...payload.planData, netflixPlan: 'premium' } },
      { idempotencyKey: newKey() },
    );
    expect(body.errors).toBeUndefined();
    const found = (await status(body.data!.applyCTC.followToken)).status!;
    expect(found.ordered).toContain('Netflixパック（プレミアム） 2,290円／月（最初の12ヶ月は無料）');
    // 10G with switching (cash back chosen), inside the additional campaign's period.
    expect(found.cashBack).toEqual([
      '25,000円キャッシュバック 25,000円',
      'Web限定 30,000円キャッシュバック 30,000円',
      '期間限定 10,000円追加キャッシュバック 10,000円',
    ]);
    expect(found.termMonths).toBe(24);
    expect(found.effectiveMonthly).toBeGreaterThan(0);
  });

  it('opens from the answer and from the mailed link, with the stage, what comes next and the slot', async () => {
    const answer = await applyWithSlot('2025-08-16');
    const page = await status(answer.followToken);
    expect(page.result).toBe('found');
    const found = page.status!;
    expect(found).toMatchObject({
      receptionId: answer.receptionId,
      stage: 'received',
      stageLabel: '受付済み',
      canChangeSlot: true,
    });
    expect(found.stages.map((s) => s.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(found.worksSlot?.label).toBe('2025年8月16日（土）午前 9:00～12:00');
    // 19:00 Japan time, four days before the works day.
    expect(found.slotChangeDeadline).toBe(new Date('2025-08-12T19:00:00+09:00').toISOString());
    expect(found.slotChangeNote).toContain('2025年8月12日（火）19:00まで');
    expect(found.ordered[0]).toMatch(/^10ギガプラン|^1ギガプラン/);
    expect(JSON.stringify(found)).not.toMatch(/1234567|accountNo|dob/);

    const fromMail = await linkInLatestMail(answer.receptionId, 'contract-document');
    expect(fromMail).not.toBe(answer.followToken);
    expect((await status(fromMail)).status!.receptionId).toBe(answer.receptionId);
  });

  it('changes the slot, then cancels it, each with a mail; refuses after 19:00 four days before', async () => {
    const answer = await applyWithSlot('2025-08-16');
    const changed = await changeSlot(answer.followToken, '2025-08-23', 'am');
    expect(changed.result).toBe('changed');
    expect(changed.status!.worksSlot?.date).toBe('2025-08-23');
    const changeMail = (await mailOf(app.t.database.db, answer.receptionId)).find(
      (m) => m.kind === 'slot-change',
    )!;
    expect(changeMail.textBody).toContain('変更前：2025年8月16日（土）午前 9:00～12:00');
    expect(changeMail.textBody).toContain('変更後：2025年8月23日（土）午前 9:00～12:00');
    expect(changeMail.subject).toContain('工事日の変更を承りました');
    // Greeted by the reception number, not by the name typed with the application;
    // the new link says until when it opens.
    expect(changeMail.textBody).toContain(`受付番号 ${answer.receptionId} のお客さま`);
    expect(changeMail.textBody).not.toContain('山田');
    // Issued 2025-08-01 12:00 Japan time, it opens until 2026-01-28 12:00: all of 2026-01-27.
    expect(changeMail.textBody).toContain('このリンクは2026年1月27日（火）まで有効です。');

    // 2025-08-23's deadline is 2025-08-19 19:00 Japan time.
    app.t.setNow(new Date('2025-08-19T18:59:00+09:00'));
    expect((await status(answer.followToken, await app.t.token())).status!.canChangeSlot).toBe(true);
    app.t.setNow(new Date('2025-08-19T19:00:00+09:00'));
    const late = await changeSlot(answer.followToken, null, null, await app.t.token());
    expect(late.result).toBe('too-late');
    expect(late.message).toContain('期限');
    expect(late.status!.worksSlot?.date).toBe('2025-08-23');

    app.t.setNow(FIXTURE_NOW);
    const cancelled = await changeSlot(answer.followToken, null, null);
    expect(cancelled.result).toBe('cancelled');
    expect(cancelled.status!.worksSlot).toBeNull();
    expect(
      (await mailOf(app.t.database.db, answer.receptionId)).filter((m) => m.kind === 'slot-change'),
    ).toHaveLength(2);
  });
});

describe('ops moving an application along', () => {
  it('one stage at a time, 工事日確定 only with a slot, each change mailed and in the audit log', async () => {
    app.t.setNow(FIXTURE_NOW);
    const answer = await applyWithSlot(null);
    const skip = await ops(`/submissions/applications/${answer.receptionId}/stage`, {
      from: 'received',
      stage: 'works-fixed',
      note: '',
    });
    expect(skip.status).toBe(409);
    expect(((await skip.json()) as { message: string }).message).toContain('次は「内容確認中」');

    const reviewing = await ops(`/submissions/applications/${answer.receptionId}/stage`, {
      from: 'received',
      stage: 'reviewing',
      note: '確認開始',
    });
    expect(reviewing.status).toBe(200);
    // The same move from a second tab that still showed 受付済み: refused, nothing mailed twice.
    const again = await ops(`/submissions/applications/${answer.receptionId}/stage`, {
      from: 'received',
      stage: 'reviewing',
      note: '確認開始',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'この申し込みの進捗は、画面に表示していた「受付済み」から、いまは「内容確認中」に変わっています（別の画面か担当者が変更しました）。何も変更していません',
    );
    const noSlot = await ops(`/submissions/applications/${answer.receptionId}/stage`, {
      from: 'reviewing',
      stage: 'works-fixed',
      note: '',
    });
    expect(noSlot.status).toBe(409);
    expect(((await noSlot.json()) as { message: string }).message).toContain('工事日が予約されていません');

    // Arranged on the phone: ops book it.
    const booked = await ops(`/submissions/applications/${answer.receptionId}/works-slot`, {
      from: null,
      date: '2025-08-30',
      band: 'am',
    });
    expect(booked.status).toBe(200);
    // A second tab booking another day over what it did not see: refused.
    const over = await ops(`/submissions/applications/${answer.receptionId}/works-slot`, {
      from: null,
      date: '2025-08-31',
      band: 'pm',
    });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { message: string }).message).toMatch(
      /^この申し込みの工事日は、画面に表示していた「予約なし」から、いまは「2025年8月30日（土）午前/,
    );
    const fixed = await ops(`/submissions/applications/${answer.receptionId}/stage`, {
      from: 'reviewing',
      stage: 'works-fixed',
      note: '',
    });
    const { journey } = (await fixed.json()) as {
      journey: { stage: string; nextStage: { id: string }; worksSlot: { date: string } };
    };
    expect(journey).toMatchObject({
      stage: 'works-fixed',
      nextStage: { id: 'works-done' },
      worksSlot: { date: '2025-08-30' },
    });
    // 工事完了 before the works day (8/30): refused by the server, nothing mailed.
    const early = await ops(`/submissions/applications/${answer.receptionId}/stage`, {
      from: 'works-fixed',
      stage: 'works-done',
      note: '',
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      '工事日（8月30日）より前は「工事完了」にできません。工事日の当日以降に進めてください',
    );

    const mails = await mailOf(app.t.database.db, answer.receptionId);
    expect(mails.map((m) => m.kind)).toEqual([
      'contract-document',
      'stage-change',
      'slot-change',
      'stage-change',
    ]);
    expect(mails[3]!.subject).toContain('お申し込みが「工事日確定」になりました');
    expect(mails[3]!.textBody).toContain('工事日：2025年8月30日（土）午前 9:00～12:00');
    expect(mails[2]!.textBody).toContain('サポートセンターで、開通工事の日程の予約を承りました');

    const page = await status(await linkInLatestMail(answer.receptionId, 'stage-change'));
    expect(page.status!.stages.map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);

    const detail = await ops(`/submissions/applications/${answer.receptionId}`);
    expect(((await detail.json()) as { journey: { stageLabel: string } }).journey.stageLabel).toBe(
      '工事日確定',
    );
    const audit = (await (await ops('/audit?limit=30')).json()) as {
      entries: { action: string; target: string }[];
    };
    const mine = audit.entries.filter((e) => e.target === answer.receptionId).map((e) => e.action);
    expect(mine).toEqual(expect.arrayContaining(['stage', 'works-slot']));
  });

  it('mails the cash back and how to claim it when the line is in service, as the terms promise', async () => {
    app.t.setNow(FIXTURE_NOW);
    const answer = await applyWithSlot('2025-08-16');
    const move = (from: string, stage: string) =>
      ops(`/submissions/applications/${answer.receptionId}/stage`, { from, stage, note: '' });
    expect((await move('received', 'reviewing')).status).toBe(200);
    expect((await move('reviewing', 'works-fixed')).status).toBe(200);
    app.t.setNow(new Date('2025-08-16T15:00:00+09:00'));
    expect((await move('works-fixed', 'works-done')).status).toBe(200);
    // Before ご利用開始, no mail speaks of claiming the cash back.
    const before = await mailOf(app.t.database.db, answer.receptionId);
    expect(before.some((m) => m.textBody.includes('キャッシュバックのお受け取り'))).toBe(false);
    expect((await move('works-done', 'in-service')).status).toBe(200);
    const mails = await mailOf(app.t.database.db, answer.receptionId);
    const inService = mails[mails.length - 1]!;
    expect(inService.subject).toContain('お申し込みが「ご利用開始」になりました');
    expect(inService.textBody).toContain('キャッシュバックのお受け取り');
    expect(inService.textBody).toContain('Web限定 30,000円キャッシュバック：30,000円');
    expect(inService.textBody).toContain('合計：65,000円');
    expect(inService.textBody).toContain('0120-000-222');
    // A guest token of the day the page is opened.
    const page = await status(
      await linkInLatestMail(answer.receptionId, 'stage-change'),
      await app.t.token(),
    );
    expect(page.status!.nextStep).toContain('受付番号とお振り込み先の口座をお知らせください');
    app.t.setNow(FIXTURE_NOW);
  });

  it('取消 gives up the works day, mails the customer, ends the stages on the page; 再開 mails again', async () => {
    app.t.setNow(FIXTURE_NOW);
    const answer = await applyWithSlot('2025-08-23');
    const key = answer.receptionId;
    const handle = (from: string, status: string, note: string) =>
      ops(`/submissions/applications/${key}/status`, { from, status, assignee: '鈴木', note });
    expect((await handle('new', 'cancelled', 'お客さまからお電話で取り消しのご依頼')).status).toBe(200);

    // The slot is free again: another visitor can hold it.
    const { body: hold } = await app.t.gql<{ holdWorksSlot: { result: string } }>(
      HoldWorksSlotDocument,
      { input: home, date: '2025-08-23', band: 'am', idempotencyKey: newKey() },
      { token: app.token },
    );
    expect(hold.data!.holdWorksSlot.result).toBe('held');

    const mails = await mailOf(app.t.database.db, key);
    const cancelled = mails[mails.length - 1]!;
    expect(cancelled.subject).toContain('お申し込みを取り消しました');
    expect(cancelled.textBody).toContain('取り消した工事日：2025年8月23日（土）午前 9:00～12:00');
    // The ops note is for the back office, never mailed.
    expect(cancelled.textBody).not.toContain('お電話で取り消しのご依頼');

    const page = (await status(await linkInLatestMail(key, 'stage-change'))).status!;
    expect(page.stageLabel).toBe('取り消し済み');
    expect(page.worksSlot).toBeNull();
    expect(page.canChangeSlot).toBe(false);
    expect(page.stages.map((s) => s.state)).toEqual([
      'done',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(page.nextStep).toContain('このお申し込みは取り消されました');
    // Neither the visitor nor ops can book or move it on while it is cancelled.
    const late = await changeSlot(answer.followToken, '2025-08-30', 'am');
    expect(late.result).toBe('too-late');
    const moved = await ops(`/submissions/applications/${key}/stage`, {
      from: 'received',
      stage: 'reviewing',
      note: '',
    });
    expect(moved.status).toBe(409);
    expect(((await moved.json()) as { message: string }).message).toContain('取消済み');
    const booked = await ops(`/submissions/applications/${key}/works-slot`, {
      from: null,
      date: '2025-08-30',
      band: 'am',
    });
    expect(booked.status).toBe(409);

    expect((await handle('cancelled', 'in_progress', '再度のお電話で再開')).status).toBe(200);
    const after = await mailOf(app.t.database.db, key);
    expect(after[after.length - 1]!.subject).toContain('お申し込みの手続きを再開しました');
    const reopened = (await status(answer.followToken)).status!;
    expect(reopened.stageLabel).toBe('受付済み');
    expect(reopened.canChangeSlot).toBe(true);
    const audit = (await (await ops('/audit?limit=50')).json()) as {
      entries: { target: string; description: string }[];
    };
    expect(
      audit.entries.find((e) => e.target === key && e.description.includes('→ 取消'))?.description,
    ).toContain('工事日 2025年8月23日（土）午前 9:00～12:00 の予約を取り消し');
  });

  it('keeps the calendar ops save, and refuses one with problems, naming them', async () => {
    const read = (await (await ops('/works/calendar')).json()) as {
      calendar: { leadDays: { home: number } };
    };
    expect(read.calendar.leadDays.home).toBeGreaterThan(0);
    const seenUpdatedAt = (read as unknown as { updatedAt: string | null }).updatedAt;
    const bad = await fetch(`${app.t.url}/ops/works/calendar`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${app.t.opsApiToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        seenUpdatedAt,
        capacity: [{ prefecture: '東京都', band: 'am', crews: -1 }],
        closedDays: [],
        leadDays: { home: 3, apartment: 2 },
      }),
    });
    expect(bad.status).toBe(400);
    const { problems } = (await bad.json()) as { problems: string[] };
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('提供エリアの都道府県ではありません'),
        expect.stringContaining('0～100の整数'),
      ]),
    );

    const good = await fetch(`${app.t.url}/ops/works/calendar`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${app.t.opsApiToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        seenUpdatedAt,
        capacity: [{ prefecture: '愛知県', band: 'am', crews: 1 }],
        closedDays: [{ date: '2025-08-16', prefecture: null, note: '点検' }],
        leadDays: { home: 3, apartment: 2 },
      }),
    });
    expect(good.status).toBe(200);
    // A second tab saving over it from the calendar it read before: refused.
    const stale = await fetch(`${app.t.url}/ops/works/calendar`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${app.t.opsApiToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...read.calendar, seenUpdatedAt }),
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(
      '工事カレンダーは、画面を開いた後に別の画面か担当者が保存しています。何も変更していません',
    );
    const { slots } = (await (
      await ops('/works/slots?prefecture=愛知県&buildingType=0&wishedDays=sat')
    ).json()) as {
      slots: { date: string; band: string }[];
    };
    expect(slots[0]).toMatchObject({ date: '2025-08-09', band: 'am' });
    expect(slots.some((s) => s.date === '2025-08-16' || s.band === 'pm')).toBe(false);
    const report = (await (await ops('/works/bookings?from=2025-08-16&days=2')).json()) as {
      days: { date: string; closed: boolean; holiday: boolean }[];
    };
    expect(report.days[0]).toMatchObject({ date: '2025-08-16', closed: true, holiday: true });
  });
});

describe('a link past its time', () => {
  it(`opens the page for ${FOLLOW_LINK_DAYS} days after it was issued, then says it has expired, counting no guess`, async () => {
    const answer = await applyWithSlot(null);
    const day = 24 * 60 * 60 * 1000;
    try {
      app.t.setNow(new Date(FIXTURE_NOW.getTime() + (FOLLOW_LINK_DAYS - 1) * day));
      expect((await status(answer.followToken, await app.t.token())).result).toBe('found');
      app.t.setNow(new Date(FIXTURE_NOW.getTime() + (FOLLOW_LINK_DAYS + 1) * day));
      const guest = await app.t.token();
      // More than the 5 wrong links an address may try: an expired one is not one of them.
      for (let i = 0; i < 6; i += 1) {
        const expired = await status(answer.followToken, guest);
        expect(expired).toMatchObject({ result: 'expired', message: LINK_EXPIRED, status: null });
      }
    } finally {
      app.t.setNow(FIXTURE_NOW);
    }
  });
});

describe('wrong links', () => {
  it('says a link is unknown, and refuses every link from an address after too many wrong ones', async () => {
    const answer = await applyWithSlot(null);
    const wrong = await status('x'.repeat(43));
    expect(wrong).toMatchObject({ result: 'not-found', status: null });
    expect(wrong.message).toContain('見つかりませんでした');
    for (let i = 0; i < 5; i += 1) await status(`${'y'.repeat(42)}${i}`);
    const blocked = await status(answer.followToken);
    expect(blocked.result).toBe('too-many');
    expect(blocked.status).toBeNull();
  });
});
