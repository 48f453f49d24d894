// RequestAreaNotice: out of the area, a request to be told when service
// starts or a question without visit dates. Validated with the shared
// schema, checked against the server's own area search, stored once per key
// in its own table, refused during maintenance, listed for ops.
import { count } from 'drizzle-orm';
import { RequestAreaNoticeDocument } from '@hikari/shared/operations';
import { areaNoticeMessages, messages } from '@hikari/shared/forms';
import { areaNotices, idempotency } from '../../db/schema';
import { MAINTENANCE_MESSAGE } from '../../graphql/maintenance-guard';
import { FIXTURE_NOW } from '@hikari/shared/testing/fixtures';
import { newKey } from '../../testing/fixtures';
import { testAppPerFile } from '../../testing/test-app';
import { DEFAULT_SITE_NAME, updateSettings } from '../settings/settings-store';

const app = testAppPerFile({ now: FIXTURE_NOW });

/** 三重県熊野市紀和町楊枝: not served in the demo master. */
const outOfArea = (overrides: Record<string, unknown> = {}) => ({
  kind: 'notify',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'やまだ',
  firstNameKana: 'ハナコ',
  mail: 'hanako@example.jp',
  phone: '',
  buildingType: 0,
  postalCode: '６４７－１３２５',
  prefecture: '三重県',
  city: '熊野市',
  town: '紀和町楊枝',
  line1: '1',
  buildingName: '',
  message: '',
  ...overrides,
});

const send = (input: unknown, key = newKey()) =>
  app.t.gql<{ requestAreaNotice: { result: string; receptionId: string } }>(
    RequestAreaNoticeDocument,
    { input, idempotencyKey: key },
    { token: app.token },
  );

const stored = async () => ({
  notices: Number((await app.t.database.db.select({ n: count() }).from(areaNotices))[0]!.n),
  keys: Number((await app.t.database.db.select({ n: count() }).from(idempotency))[0]!.n),
});

describe('RequestAreaNotice', () => {
  it('stores a request to be told once per key, normalised, with the server’s own area answer', async () => {
    const key = newKey();
    const before = await stored();
    const first = await send(outOfArea(), key);
    expect(first.body.data!.requestAreaNotice).toEqual({
      result: 'success',
      receptionId: expect.stringMatching(/^AN-20250801-[0-9A-Z]{6}$/),
    });
    const replay = await send(outOfArea(), key);
    expect(replay.body.data).toEqual(first.body.data);
    expect((await stored()).notices).toBe(before.notices + 1);

    const [row] = await app.t.database.db.select().from(areaNotices).limit(1);
    expect(row!.receptionId).toBe(first.body.data!.requestAreaNotice.receptionId);
    expect(row!.payload).toMatchObject({ kind: 'notify', lastNameKana: 'ヤマダ', postalCode: '6471325' });
    expect(row!.areaResult).toMatchObject({ result: 'success', isServiceArea: false });
  });

  it('takes a question without visit dates, also for a served address', async () => {
    const { body } = await send(
      outOfArea({
        kind: 'question',
        postalCode: '4600008',
        prefecture: '愛知県',
        city: '名古屋市中区',
        town: '栄',
        message: 'マンションの管理組合の承認は必要ですか',
      }),
    );
    expect(body.data!.requestAreaNotice.receptionId).toMatch(/^AN-/);
  });

  it('answers an address outside the five prefectures without searching, and stores it', async () => {
    const { body } = await send(
      outOfArea({ postalCode: '1000001', prefecture: '東京都', city: '千代田区', town: '千代田' }),
    );
    expect(body.data!.requestAreaNotice.result).toBe('success');
  });

  it.each([
    [
      'a question without its text',
      outOfArea({ kind: 'question', message: '' }),
      { message: areaNoticeMessages.questionRequired },
    ],
    [
      'bad mail and kana',
      outOfArea({ mail: 'hanako@', lastNameKana: 'Yamada' }),
      { mail: messages.mail, lastNameKana: messages.katakana('セイ') },
    ],
    [
      'an unknown kind (a visit booking)',
      outOfArea({ kind: 'visit' }),
      { kind: messages.select('ご希望の内容') },
    ],
    [
      'a notice for an address served today (名古屋市中区栄)',
      outOfArea({ postalCode: '4600008', prefecture: '愛知県', city: '名古屋市中区', town: '栄' }),
      { kind: areaNoticeMessages.alreadyServed },
    ],
  ])('refuses %s on its field and stores nothing', async (_name, input, fields) => {
    const before = await stored();
    const { body } = await send(input);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
    expect(await stored()).toEqual(before);
  });

  it('keeps a request to be told for an address that opens later (岐阜市神田町, 2026年4月以降)', async () => {
    const { body } = await send(
      outOfArea({ postalCode: '5008833', prefecture: '岐阜県', city: '岐阜市', town: '神田町' }),
    );
    expect(body.data!.requestAreaNotice.receptionId).toMatch(/^AN-/);
  });

  it('is refused during maintenance, storing nothing and keeping the key unused', async () => {
    const OFF = { isAlwaysDisplay: false, firstDate: null, lastDate: null };
    await updateSettings(app.t.database.db, DEFAULT_SITE_NAME, {
      maintenance: { ...OFF, isAlwaysDisplay: true },
    });
    try {
      const key = newKey();
      const before = await stored();
      const { status, body } = await send(outOfArea(), key);
      expect(status).toBe(503);
      expect(body.errors).toEqual([
        expect.objectContaining({ message: MAINTENANCE_MESSAGE, extensions: { code: 'MAINTENANCE' } }),
      ]);
      expect(await stored()).toEqual(before);
      await updateSettings(app.t.database.db, DEFAULT_SITE_NAME, { maintenance: OFF });
      // The same key works once maintenance is over.
      expect((await send(outOfArea(), key)).body.data!.requestAreaNotice.result).toBe('success');
    } finally {
      await updateSettings(app.t.database.db, DEFAULT_SITE_NAME, { maintenance: OFF });
    }
  });

  it('is listed and found by ops as area-notices', async () => {
    const { body } = await send(
      outOfArea({ lastNameKana: 'スズキ', firstNameKana: 'イチロウ', mail: 'ichiro@example.jp' }),
    );
    const receptionId = body.data!.requestAreaNotice.receptionId;
    const ops = (path: string) =>
      fetch(`${app.t.url}${path}`, { headers: { Authorization: `Bearer ${app.t.opsApiToken}` } });

    const list = await ops('/ops/submissions?type=area-notices');
    expect(list.status).toBe(200);
    const listed = (await list.json()) as {
      type: string;
      submissions: { receptionId: string; areaResult: unknown }[];
    };
    expect(listed.type).toBe('area-notices');
    expect(listed.submissions.find((s) => s.receptionId === receptionId)).toMatchObject({
      areaResult: expect.objectContaining({ isServiceArea: false }),
    });

    for (const q of [receptionId, 'スズキ イチロウ', 'ichiro@example.jp']) {
      const found = (await (await ops(`/ops/submissions?format=rows&q=${encodeURIComponent(q)}`)).json()) as {
        submissions: { type: string; receptionId: string }[];
      };
      expect(found.submissions).toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'area-notices', receptionId })]),
      );
    }
  });
});
