// The ops side over HTTP: the token, submissions (list, CSV, detail,
// handled), settings and maintenance, the area import, the audit log.
import { ApplyCTCDocument, ContactDocument, SearchCommufaAreaDocument } from '@hikari/shared/operations';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatYmd, jstToday } from '@hikari/shared/domain';
import { parseCsv } from '../../csv/csv';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { contactInput, newKey } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { asSeenNow } from '../../testing/ops-state';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.setNow(FIXTURE_NOW);
});
afterAll(() => t.close());

const ops = (path: string, init: RequestInit = {}) =>
  fetch(`${t.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${t.opsApiToken}`, ...init.headers },
  });
/** A POST; a settings change carries the updatedAt read just before, as the console's does. */
const post = async (path: string, body: unknown) =>
  ops(path, {
    method: 'POST',
    body: JSON.stringify(await asSeenNow(t.url, t.opsApiToken, path, body)),
    headers: { 'Content-Type': 'application/json' },
  });

interface AuditEntry {
  at: string;
  action: string;
  target: string;
  description: string;
  actor: string;
  person: string | null;
  login: string | null;
  role: string | null;
}
const audit = async () =>
  ((await (await ops('/ops/audit?limit=1000')).json()) as { entries: AuditEntry[] }).entries;

interface Item {
  kind: string;
  id: number;
  receptionId: string;
  createdAt: string;
  status: string;
  handledAt: string | null;
  assignee: string | null;
  name: string;
  summary: string;
}
const list = async (query: string) => {
  const res = await ops(`/ops/submissions?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { total: number; items: Item[] };
};
const settingsNow = async () => (await (await ops('/ops/settings')).json()) as Record<string, unknown>;

/** What a visitor typed into the forms below: none of it may reach the audit log. */
const PERSONAL = [
  '山田',
  '太郎',
  'ヤマダ',
  'タロウ',
  'taro@example.jp',
  '0521234567',
  '052-123-4567',
  '1234567',
];

let applicationId = '';
beforeAll(async () => {
  const token = await t.token();
  // A value a spreadsheet would run as a formula, as a visitor might type it.
  for (const message of ['', '=HYPERLINK("http://example.com")', '改行を含む\nお問い合わせ, "引用"']) {
    await t.gql(
      ContactDocument,
      { input: { ...contactInput(), message }, idempotencyKey: newKey() },
      { token },
    );
  }
  const { body } = await t.gql<{ applyCTC: { receptionId: string } }>(
    ApplyCTCDocument,
    { formDataJSON: JSON.stringify(validApplicationPayload()), idempotencyKey: newKey() },
    { token },
  );
  applicationId = body.data!.applyCTC.receptionId;
});

describe('ops credentials', () => {
  // Every row has a body (null for GET): jest takes a missing argument for a done callback.
  const routes: [string, string, unknown][] = [
    ['GET', '/ops/session', null],
    ['GET', '/ops/audit', null],
    ['GET', '/ops/submissions', null],
    ['GET', '/ops/submissions?format=csv', null],
    ['GET', '/ops/submissions/contacts/1', null],
    ['GET', '/ops/area?kind=towns&format=csv', null],
    ['POST', '/ops/submissions/contacts/1/status', { status: 'in_progress', assignee: '佐藤' }],
    ['POST', '/ops/settings', { bumpVersion: true }],
    ['POST', '/ops/maintenance', { on: true }],
    ['POST', '/ops/campaigns', {}],
  ];

  it.each(routes)(
    '%s %s answers 401 without a token and with a guest token, and changes nothing',
    async (method, path, body) => {
      const before = await settingsNow();
      const entries = (await audit()).length;
      const guest = await t.token();
      for (const authorization of [undefined, `Bearer ${guest}`, 'Bearer wrong-token']) {
        const res = await fetch(`${t.url}${path}`, {
          method,
          headers: authorization ? { Authorization: authorization } : {},
          body: body === null ? undefined : JSON.stringify(body),
        });
        expect(res.status).toBe(401);
      }
      expect(await settingsNow()).toEqual(before);
      expect((await list('kind=contacts&status=in_progress')).total).toBe(0);
      expect((await audit()).length).toBe(entries);
    },
  );

  it('GET /ops/session answers the person of a personal API token (no CSRF token: no console session)', async () => {
    const res = await ops('/ops/session');
    expect(res.status).toBe(200);
    const person = t.opsPerson!;
    expect(await res.json()).toEqual({
      ok: true,
      person: { login: person.login, name: person.name, roles: person.roles },
      csrfToken: null,
    });
  });

  it('is switched off (503) while OPS_TOKEN is unset, even for the token that used to work', async () => {
    const off = await startTestApp({ database: t.database, env: { OPS_TOKEN: '' } });
    try {
      for (const [method, path, body] of routes) {
        const res = await fetch(`${off.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${t.opsApiToken}` },
          body: body === null ? undefined : JSON.stringify(body),
        });
        expect(res.status).toBe(503);
      }
    } finally {
      await off.close();
    }
  });
});

describe('GET /ops/submissions (the console list)', () => {
  it('lists every kind newest first, with a total, a page and no bank data', async () => {
    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.items.map((item) => item.kind)).toEqual(['applications', 'contacts', 'contacts', 'contacts']);
    const [application] = all.items;
    expect(application).toMatchObject({
      receptionId: applicationId,
      status: 'new',
      handledAt: null,
      name: '山田 太郎',
    });
    expect(application!.summary).toContain('10ギガプラン（戸建て）');
    const text = JSON.stringify(all);
    expect(text).not.toContain('1234567');
    expect(text).not.toContain('みずほ');

    const page = await list('limit=2&offset=1');
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.receptionId)).toEqual(
      all.items.slice(1, 3).map((item) => item.receptionId),
    );
  });

  it('filters by kind (type= still works), by day in Japan time, and searches', async () => {
    expect((await list('kind=contacts')).total).toBe(3);
    expect((await list('type=applications')).total).toBe(1);
    const today = formatYmd(jstToday(new Date()));
    expect((await list(`from=${today}&to=${today}`)).total).toBe(4);
    expect((await list('to=2000-01-01')).total).toBe(0);
    expect((await list('from=2999-01-01')).total).toBe(0);
    expect((await list(`q=${encodeURIComponent('やまだ')}`)).total).toBe(4);
    expect((await list(`q=${encodeURIComponent('やまだ')}&kind=applications`)).total).toBe(1);
    expect((await list('q=052-123-4567&kind=contacts')).total).toBe(3);
    expect((await list('q=TARO@example.jp')).total).toBe(4);
    const byNumber = await list(`q=${applicationId.toLowerCase()}`);
    expect(byNumber.items.map((item) => item.receptionId)).toEqual([applicationId]);
    expect((await list('q=nobody@example.jp')).total).toBe(0);
  });

  it('answers scripts that ask with type= with the stored rows, oldest first, bank account masked', async () => {
    const res = await ops('/ops/submissions?type=applications');
    const body = (await res.json()) as {
      type: string;
      count: number;
      submissions: {
        type: string;
        receptionId: string;
        payload: { customer: { bankInfo: Record<string, string> } };
      }[];
    };
    expect(body).toMatchObject({ type: 'applications', count: 1 });
    expect(body.submissions[0]).toMatchObject({ type: 'applications', receptionId: applicationId });
    expect(body.submissions[0]!.payload.customer.bankInfo).toMatchObject({
      bankName: 'みずほ',
      accountNo: '****567',
      accountNameKana: '***タロウ',
    });
    const contacts = (await (await ops('/ops/submissions?kind=contacts&format=rows')).json()) as {
      submissions: { createdAt: string }[];
    };
    const times = contacts.submissions.map((row) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it.each([
    ['an unknown kind', 'kind=secrets'],
    ['an unknown status', 'status=handled'],
    ['a date that is not one', 'from=yesterday'],
    ['an end before the start', 'from=2025-08-02&to=2025-08-01'],
    ['a search that is no key', 'q=%3F%3F'],
    ['a zero page size', 'limit=0'],
    ['a page size too large', 'limit=100000'],
    ['an unknown format', 'format=xml'],
  ])('refuses %s with 400 and a message', async (_label, query) => {
    const res = await ops(`/ops/submissions?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });
});

describe('GET /ops/submissions?format=csv (the back-office export)', () => {
  let header: string[];
  let rows: string[][];
  let raw: string;
  beforeAll(async () => {
    const res = await ops('/ops/submissions?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="submissions-\d{8}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    raw = new TextDecoder().decode(bytes);
    [header, ...rows] = parseCsv(raw).map((record) => record.fields) as [string[], ...string[][]];
  });
  const cell = (row: string[], name: string) => row[header.indexOf(name)];

  it('has the columns a back office reads, in order, with CRLF line ends', () => {
    expect(header.slice(0, 13)).toEqual([
      '受付番号',
      '受付日時（日本時間）',
      '種別',
      '状態',
      '進捗（お客さまへの表示）',
      '工事日',
      '担当者',
      '対応メモ',
      '完了・取消日時（日本時間）',
      '氏名',
      'フリガナ',
      '電話番号',
      'メールアドレス',
    ]);
    expect(header).toEqual(
      expect.arrayContaining([
        'プラン',
        'オプション',
        '月額（1年目・円）',
        '初期費用（円）',
        '適用キャンペーン',
        'お見積りの条件',
        '口座番号',
      ]),
    );
    expect(header.length).toBeLessThan(41);
    expect(raw.split('\r\n').length).toBeGreaterThan(rows.length);
    expect(rows).toHaveLength(4);
  });

  it('writes an application as readable text with figures, and masks the bank account', () => {
    const application = rows.find((row) => row[0] === applicationId)!;
    expect(cell(application, '種別')).toBe('お申し込み');
    expect(cell(application, '状態')).toBe('新規');
    expect(cell(application, '受付日時（日本時間）')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(cell(application, '氏名')).toBe('山田 太郎');
    expect(cell(application, '住所')).toBe('愛知県 名古屋市中区 栄 3-1-1');
    expect(cell(application, 'プラン')).toBe('10ギガプラン（戸建て）');
    expect(Number(cell(application, '月額（1年目・円）'))).toBeGreaterThan(0);
    expect(cell(application, '適用キャンペーン')).not.toBe('');
    expect(cell(application, '金融機関・支店')).toContain('みずほ');
    expect(cell(application, '口座番号')).toBe('="****567"');
    // The phone and postal code as text a spreadsheet keeps (leading zero, hyphens).
    expect(cell(application, '電話番号')).toMatch(/^="0[\d-]+"$/);
    expect(cell(application, '郵便番号')).toMatch(/^="\d{3}-?\d{4}"$/);
    expect(cell(application, '進捗（お客さまへの表示）')).toBe('受付済み');
    expect(cell(application, '口座名義')).toBe('***タロウ');
    // The answers the summary used to leave out, in Japanese.
    expect(cell(application, 'お申し込み区分')).toBe('個人');
    expect(cell(application, '性別')).toBe('男性');
    expect(cell(application, '生年月日')).toBe('1990年4月1日');
    expect(cell(application, '現在のインターネット回線')).toBe('none');
    expect(cell(application, '番号ポータビリティ')).toBe('なし');
    expect(cell(application, 'モバイルルーター無料レンタル')).toBe('希望しない');
    expect(cell(application, '希望日時')).toContain('工事希望曜日: 土曜日');
    expect(cell(application, '希望日時')).toContain('連絡希望時間: 10時～12時');
    expect(raw).not.toContain('[object Object]');
    // The account number appears nowhere whole (the phone number 052-123-4567 happens to contain it).
    const cells = rows.flat().filter((value) => value !== '="0521234567"');
    expect(cells.filter((value) => value.includes('1234567'))).toEqual([]);
    expect(
      cells.filter((value) => value.includes('ヤマダタロウ') || value.includes('ヤマダ　タロウ')),
    ).toEqual([]);
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    const details = rows
      .filter((row) => cell(row, '種別') === '工事日・ご訪問のご予約')
      .map((row) => cell(row, '内容'));
    expect(details).toEqual(
      expect.arrayContaining([
        '開通工事日のご予約・変更',
        `開通工事日のご予約・変更 ／=HYPERLINK("http://example.com")`,
        '開通工事日のご予約・変更 ／改行を含む\nお問い合わせ, "引用"',
      ]),
    );
    // Nothing a visitor typed runs: the only cells starting with = are the ="…" of numbers kept as text.
    for (const row of rows) {
      for (const value of row) {
        if (value.startsWith('=')) expect(value).toMatch(/^="[0-9A-Za-z*\- ]+"$/);
        else expect(value).not.toMatch(/^[+\-@\t\r]/);
      }
    }
  });

  it('is written to the audit log, without personal data', async () => {
    const entries = await audit();
    const exported = entries.find((entry) => entry.action === 'export');
    expect(exported).toMatchObject({ target: 'submissions', actor: 'ops-api' });
    expect(exported!.description).toContain('4件');
  });
});

describe('one submission, and moving it through 新規 → 対応中 → 完了', () => {
  it('shows the whole application with its price breakdown, and logs the view', async () => {
    const res = await ops(`/ops/submissions/applications/${applicationId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      receptionId: string;
      payload: { customer: { bankInfo: { accountNo: string } } };
      breakdown: { monthlyTotal: { firstYear: number } };
      fields: { label: string; value: string }[];
    };
    expect(body.receptionId).toBe(applicationId);
    expect(body.payload.customer.bankInfo.accountNo).toBe('1234567');
    expect(body.breakdown.monthlyTotal.firstYear).toBeGreaterThan(0);
    expect(body.fields).toContainEqual({ label: '口座番号', value: '1234567' });
    // Every stored answer with a Japanese label and value, never a key or a code.
    const answers = (body as unknown as { answers: { section: string; label: string; value: string }[] })
      .answers;
    expect(answers).toEqual(
      expect.arrayContaining([
        { section: 'ご契約者さま', label: 'お申し込み区分', value: '個人' },
        { section: 'ご契約者さま', label: '生年月日', value: '1990年4月1日' },
        {
          section: 'いまお使いの回線',
          label: '番号ポータビリティ（いまの固定電話の番号を光電話で使う）',
          value: 'いいえ',
        },
        { section: '開通工事', label: '工事のご希望曜日', value: '土曜日' },
        { section: '開通工事', label: 'ご連絡のつきやすい時間帯', value: '10時～12時' },
        { section: '開通工事', label: '開通までのモバイルルーター無料レンタル', value: '希望しない' },
        { section: 'ご同意', label: 'お申し込みに関する重要事項の説明', value: '同意済み' },
      ]),
    );
    expect(answers.map((answer) => answer.label).join()).not.toMatch(/[a-z]{4,}/);
    const view = (await audit()).find((entry) => entry.action === 'view');
    expect(view).toMatchObject({ target: applicationId });
  });

  it('moves it 新規 → 対応中 → 完了 with the person handling it and a note, each change in the audit log', async () => {
    const [contact] = (await list('kind=contacts')).items;
    const path = `/ops/submissions/contacts/${contact!.id}/status`;
    const taken = await post(path, {
      from: 'new',
      status: 'in_progress',
      assignee: '佐藤',
      note: '工事日を調整中',
    });
    expect(taken.status).toBe(200);
    expect((await taken.json()) as Item).toMatchObject({
      receptionId: contact!.receptionId,
      status: 'in_progress',
      assignee: '佐藤',
      handledAt: null,
    });
    expect((await list('status=in_progress')).items.map((item) => item.receptionId)).toEqual([
      contact!.receptionId,
    ]);
    expect((await list('status=new')).total).toBe(3);

    const done = (await (
      await post(path, { from: 'in_progress', status: 'done', assignee: '鈴木', note: '工事日を確定' })
    ).json()) as Item;
    expect(done).toMatchObject({ status: 'done', assignee: '鈴木' });
    expect(done.handledAt).not.toBeNull();

    const detail = (await (await ops(`/ops/submissions/contacts/${contact!.id}`)).json()) as {
      status: string;
      assignee: string;
      statusNote: string;
      statusHistory: { at: string; description: string }[];
      fields: { label: string; value: string }[];
    };
    expect(detail).toMatchObject({ status: 'done', assignee: '鈴木', statusNote: '工事日を確定' });
    // In the order they happened.
    expect(detail.statusHistory.map((entry) => entry.description)).toEqual([
      '工事日・ご訪問のご予約：新規 → 対応中（担当 佐藤、メモ：工事日を調整中）',
      '工事日・ご訪問のご予約：対応中 → 完了（担当 鈴木、メモ：工事日を確定）',
    ]);
    expect(detail.fields).toContainEqual({ label: '状態', value: '完了' });
    expect(detail.fields).toContainEqual({ label: '担当者', value: '鈴木' });
    const marks = (await audit()).filter((entry) => entry.action === 'handled');
    expect(marks.map((entry) => entry.target)).toEqual([contact!.receptionId, contact!.receptionId]);

    const csv = await (await ops('/ops/submissions?format=csv&status=done')).text();
    expect(csv).toContain('完了,,,鈴木,工事日を確定');

    // A finished one is taken up again only with a reason; it is never 新規 again.
    expect((await post(path, { from: 'done', status: 'new', assignee: '鈴木' })).status).toBe(409);
    const reopen = await post(path, { from: 'done', status: 'in_progress', assignee: '鈴木' });
    expect(reopen.status).toBe(409);
    expect(((await reopen.json()) as { message: string }).message).toBe(
      '対応を再開する理由をメモに入力してください',
    );
    const reopened = (await (
      await post(path, { from: 'done', status: 'in_progress', assignee: '鈴木', note: '日程の変更の連絡' })
    ).json()) as Item;
    expect(reopened).toMatchObject({ status: 'in_progress', handledAt: null });
    const cancelled = (await (
      await post(path, {
        from: 'in_progress',
        status: 'cancelled',
        assignee: '鈴木',
        note: 'お客さまから取り消しの連絡',
      })
    ).json()) as Item;
    expect(cancelled.status).toBe('cancelled');
    expect((await list('status=cancelled')).total).toBe(1);
  });

  it.each([
    ['no status', { from: 'new', assignee: '佐藤' }, 400],
    ['the old handled flag', { handled: true }, 400],
    ['a status that does not exist', { from: 'new', status: 'handled', assignee: '佐藤' }, 400],
    ['no status it moves from', { status: 'in_progress', assignee: '佐藤' }, 400],
    ['a move from a status it no longer has', { from: 'in_progress', status: 'done', assignee: '佐藤' }, 409],
    ['no one handling it', { from: 'new', status: 'in_progress', assignee: '' }, 409],
    ['finishing one nobody took up', { from: 'new', status: 'done', assignee: '佐藤' }, 409],
    ['cancelling without a reason', { from: 'new', status: 'cancelled', assignee: '佐藤' }, 409],
  ])('refuses %s and changes nothing', async (_label, body, code) => {
    const contact = (await list('kind=contacts&status=new')).items[0]!;
    const changes = async () => (await audit()).filter((entry) => entry.action === 'handled').length;
    const before = await changes();
    const res = await post(`/ops/submissions/contacts/${contact.id}/status`, body);
    expect(res.status).toBe(code);
    expect((await list(`kind=contacts&status=new`)).items.map((item) => item.id)).toContain(contact.id);
    expect(await changes()).toBe(before);
  });

  it('two tabs both taking up the same one: the second is refused with 409 and changes nothing', async () => {
    const contact = (await list('kind=contacts&status=new')).items[0]!;
    const path = `/ops/submissions/contacts/${contact.id}/status`;
    const first = await post(path, { from: 'new', status: 'in_progress', assignee: '佐藤' });
    expect(first.status).toBe(200);
    const second = await post(path, { from: 'new', status: 'in_progress', assignee: '鈴木' });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe(
      'この受付の対応状況は、画面に表示していた「新規」から、いまは「対応中」に変わっています（別の画面か担当者が変更しました）。何も変更していません',
    );
    const detail = (await (await ops(`/ops/submissions/contacts/${contact.id}`)).json()) as {
      assignee: string;
      statusHistory: unknown[];
    };
    expect(detail.assignee).toBe('佐藤');
    expect(detail.statusHistory).toHaveLength(1);
  });

  it('refuses a settings change over settings saved since it was read (409), changing nothing', async () => {
    const read = await settingsNow();
    expect((await post('/ops/settings', { pickupId: 300, seenUpdatedAt: read.updatedAt })).status).toBe(200);
    const stale = await post('/ops/maintenance', { on: true, seenUpdatedAt: read.updatedAt });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(
      'サイトの設定は、画面を開いた後に別の画面か担当者が保存しています。何も変更していません',
    );
    expect(await settingsNow()).toMatchObject({ pickupId: 300, maintenance: { isAlwaysDisplay: false } });
    expect((await post('/ops/settings', { pickupId: 301 })).status).toBe(200);
    // Without the updatedAt read: refused.
    const blind = await ops('/ops/settings', { method: 'POST', body: JSON.stringify({ pickupId: 302 }) });
    expect(blind.status).toBe(400);
  });

  it('answers 404 for a submission or a kind that does not exist', async () => {
    expect((await ops('/ops/submissions/contacts/999999')).status).toBe(404);
    expect((await ops('/ops/submissions/secrets/1')).status).toBe(404);
    expect(
      (
        await post('/ops/submissions/contacts/999999/status', {
          from: 'new',
          status: 'in_progress',
          assignee: '佐藤',
        })
      ).status,
    ).toBe(404);
  });
});

describe('settings and maintenance', () => {
  it('schedules maintenance in Japan time, and switches it off again', async () => {
    const res = await post('/ops/maintenance', {
      on: true,
      category: 'tel',
      text: '設備点検のため電話受付を休止します',
      firstDate: '2026-12-01T01:00',
      lastDate: '2026-12-01T05:00',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { maintenance: unknown }).maintenance).toEqual({
      isAlwaysDisplay: false,
      category: 'tel',
      text: '設備点検のため電話受付を休止します',
      firstDate: '2026-12-01T01:00',
      lastDate: '2026-12-01T05:00',
    });
    const off = await post('/ops/maintenance', { on: false });
    expect(((await off.json()) as { maintenance: { firstDate: unknown } }).maintenance.firstDate).toBeNull();
    const entries = (await audit()).filter((entry) => entry.action === 'maintenance');
    expect(entries.map((entry) => entry.description)).toEqual([
      'メンテナンス予定 2026-12-01 01:00〜2026-12-01 05:00（表示：通常（お知らせを表示する）） → メンテナンスなし',
      'メンテナンスなし → メンテナンス予定 2026-12-01 01:00〜2026-12-01 05:00（表示：通常（お知らせを表示する））',
    ]);
  });

  it('takes a bare last day as the whole of that day, so a one-day window may start after midnight', async () => {
    const res = await post('/ops/maintenance', {
      on: true,
      firstDate: '2026-12-01T01:00',
      lastDate: '2026-12-01',
    });
    expect(res.status).toBe(200);
    expect((await post('/ops/maintenance', { on: false })).status).toBe(200);
  });

  it('stores a night window from 02:00 to 04:00 Japan time with both times as typed', async () => {
    const res = await post('/ops/maintenance', {
      on: true,
      firstDate: '2026-12-01T02:00',
      lastDate: '2026-12-01T04:00',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { maintenance: unknown }).maintenance).toMatchObject({
      firstDate: '2026-12-01T02:00',
      lastDate: '2026-12-01T04:00',
    });
    expect((await post('/ops/maintenance', { on: false })).status).toBe(200);
  });

  it('bumps the settings version and edits the call-time hours', async () => {
    const before = (await settingsNow()) as { version: string };
    const res = await post('/ops/settings', {
      bumpVersion: true,
      callTime: { telFirstTime: 9, telLastTime: 20 },
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as { version: string; callTime: Record<string, number> };
    expect(after.version).not.toBe(before.version);
    expect(after.callTime).toMatchObject({ telFirstTime: 9, telLastTime: 20 });
    const [latest] = (await audit()).filter((entry) => entry.action === 'settings');
    expect(latest!.description).toBe(
      `設定バージョン ${before.version} → ${after.version}、電話受付 10〜19時 → 9〜20時`,
    );
  });

  it.each([
    [
      'maintenance ending before it starts',
      '/ops/maintenance',
      { on: true, firstDate: '2026-12-02', lastDate: '2026-12-01' },
    ],
    [
      'maintenance ending before it starts on the same night',
      '/ops/maintenance',
      { on: true, firstDate: '2026-12-01T04:00', lastDate: '2026-12-01T02:00' },
    ],
    ['maintenance with only a start', '/ops/maintenance', { on: true, firstDate: '2026-12-02' }],
    ['a date that is not one', '/ops/maintenance', { on: true, firstDate: '12/01', lastDate: '12/02' }],
    ['on missing', '/ops/maintenance', { text: 'x' }],
    [
      'call time ending before it starts',
      '/ops/settings',
      { callTime: { displayFirstTime: 18, displayLastTime: 10 } },
    ],
    ['an hour out of range', '/ops/settings', { callTime: { telLastTime: 25 } }],
    ['a version and a bump at once', '/ops/settings', { version: '5.0.0', bumpVersion: true }],
    ['nothing to change', '/ops/settings', {}],
    ['an unknown field', '/ops/settings', { colour: 'red' }],
  ])('refuses %s with 400, a Japanese message, and changes nothing', async (_label, path, body) => {
    const before = await settingsNow();
    const entries = (await audit()).length;
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(await settingsNow()).toEqual(before);
    expect((await audit()).length).toBe(entries);
  });
});

describe('GET /ops/area (search the master and download it)', () => {
  type Found = { total: number; items: Record<string, unknown>[] };
  const find = async (query: string) => {
    const res = await ops(`/ops/area?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Found;
  };

  it('finds towns by an address written together, in any width', async () => {
    const found = await find(`kind=towns&q=${encodeURIComponent('名古屋市中区　栄')}`);
    expect(found.total).toBeGreaterThan(0);
    for (const item of found.items) {
      expect(`${item.prefecture}${item.city}${item.town}`).toContain('名古屋市中区栄');
    }
    expect(found.items[0]).toEqual(
      expect.objectContaining({
        prefecture: '愛知県',
        city: '名古屋市中区',
        isServiceArea: expect.any(Boolean),
      }),
    );
    expect(found.items[0]).not.toHaveProperty('id');
    expect((await find(`kind=towns&q=${encodeURIComponent('存在しない町')}`)).total).toBe(0);
  });

  it('finds a registered building by its name', async () => {
    const found = await find(`kind=buildings&q=${encodeURIComponent('ひかりハイツ')}`);
    expect(found.items.map((item) => item.buildingName)).toContain('ひかりハイツ栄');
  });

  it('downloads what a search finds as a CSV the import takes back, and logs the export', async () => {
    const res = await ops(`/ops/area?kind=towns&format=csv&q=${encodeURIComponent('名古屋市中区')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="area-towns-\d{8}\.csv"/);
    const csv = await res.text();
    const [head, ...lines] = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(head).toBe(
      'prefecture,city,town,chome,postal_code,is_service_area,is_10g_area,is_tv_area,period,notes',
    );
    expect(lines.length).toBe((await find(`kind=towns&q=${encodeURIComponent('名古屋市中区')}`)).total);
    expect(lines.every((line) => line.startsWith('愛知県,名古屋市中区,'))).toBe(true);
    const [entry] = (await audit()).filter((e) => e.action === 'export' && e.target === 'area:towns');
    expect(entry!.description).toBe(`提供エリア（町域）のCSV出力 ${lines.length}行（検索して絞り込み）`);

    // Downloaded, then imported again as it is: the same master.
    const all = await (await ops('/ops/area?kind=buildings&format=csv')).text();
    const before = (await find('kind=buildings')).total;
    const back = await ops('/ops/area/import?kind=buildings', { method: 'POST', body: all });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ kind: 'buildings', rows: before, encoding: 'UTF-8' });
  });

  it.each([
    ['an unknown kind', 'kind=shops'],
    ['a page size too large', 'kind=towns&limit=100000'],
  ])('refuses %s with 400', async (_name, query) => {
    expect((await ops(`/ops/area?${query}`)).status).toBe(400);
  });
});

describe('POST /ops/area/import', () => {
  const search = async (town: string) => {
    const { body } = await t.gql<{
      searchCommufaArea: { status: string; isServiceArea: boolean; is10GArea: boolean };
    }>(SearchCommufaAreaDocument, {
      input: {
        buildingType: 0,
        prefecture: '愛知県',
        city: '名古屋市中区',
        town,
        banchi: '1',
        postalCode: '',
      },
    });
    return body.data!.searchCommufaArea;
  };

  it('refuses a file with a bad row and changes nothing', async () => {
    const csv = [
      'prefecture,city,town,is_service_area,is_10g_area,is_tv_area',
      '愛知県,名古屋市中区,栄,1,1,1',
      '愛知県,名古屋市中区,錦,maybe,1,1',
    ].join('\n');
    const res = await ops('/ops/area/import', { method: 'POST', body: csv });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      message: string;
      problems: { line: number; column: string | null; reason: string }[];
    };
    expect(body.message).toContain('何も変更していません');
    expect(body.problems).toEqual([
      {
        line: 3,
        column: 'is_service_area',
        reason: '「maybe」ははい・いいえの値ではありません（1 か 0 を書いてください）',
      },
    ]);
    expect(await search('錦')).toMatchObject({ status: 'identified', isServiceArea: true });
    const [entry] = (await audit()).filter((e) => e.action === 'import');
    expect(entry).toMatchObject({ target: 'area:towns', description: expect.stringContaining('拒否') });
  });

  it('replaces the town master with the file', async () => {
    const csv = [
      '\ufeffprefecture,city,town,chome,postal_code,is_service_area,is_10g_area,is_tv_area,period,notes',
      '愛知県,名古屋市中区,栄,,460-0008,1,0,0,2027年春,"10ギガは準備中です"',
      '愛知県,名古屋市中区,,,,0,0,0,,',
    ].join('\r\n');
    const res = await ops('/ops/area/import', { method: 'POST', body: csv });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'towns', rows: 2, encoding: 'UTF-8' });
    expect(await search('栄')).toMatchObject({ status: 'identified', isServiceArea: true, is10GArea: false });
    // 錦 is gone: it now falls to the rest-of-city row, which is not served.
    expect(await search('錦')).toMatchObject({ status: 'identified', isServiceArea: false });
    const status = (await (await ops('/ops/status')).json()) as { counts: Record<string, number> };
    expect(status.counts.areaTowns).toBe(2);
    const [entry] = (await audit()).filter((e) => e.action === 'import');
    expect(entry).toMatchObject({
      target: 'area:towns',
      description: '提供エリア（町域）を 2 行で置き換え（文字コード UTF-8）',
    });
  });

  it('takes a Shift_JIS (CP932) file as Excel saves it, and says it was one', async () => {
    // 「愛知県,名古屋市中区,栄,,460-0008,1,1,0,,髙島屋の隣」 in CP932 (髙 is one of its NEC/IBM extensions).
    const line = Buffer.from(
      '88a4926d8ca72c96bc8cc389ae8e7392868be62c89682c2c3436302d303030382c312c312c302c2ceee0938789ae82cc97d7',
      'hex',
    );
    const header = Buffer.from(
      'prefecture,city,town,chome,postal_code,is_service_area,is_10g_area,is_tv_area,period,notes\r\n',
    );
    const res = await ops('/ops/area/import', { method: 'POST', body: new Uint8Array([...header, ...line]) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'towns', rows: 1, encoding: 'Shift_JIS' });
    expect(await search('栄')).toMatchObject({ status: 'identified', isServiceArea: true, is10GArea: true });
    const found = (await (await ops('/ops/area?kind=towns&q=' + encodeURIComponent('栄'))).json()) as {
      items: { notes: string }[];
    };
    expect(found.items[0]?.notes).toBe('髙島屋の隣');
    const [entry] = (await audit()).filter((e) => e.action === 'import');
    expect(entry!.description).toBe('提供エリア（町域）を 1 行で置き換え（文字コード Shift_JIS）');
  });
});

describe('GET /ops/audit', () => {
  it('lists what ops did, newest first, without any personal data', async () => {
    const entries = await audit();
    expect(entries.length).toBeGreaterThan(5);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const text = JSON.stringify(entries);
    for (const value of PERSONAL) expect(text).not.toContain(value);
    const page = (await (await ops('/ops/audit?limit=2&offset=1')).json()) as { entries: AuditEntry[] };
    expect(page.entries).toEqual(entries.slice(1, 3));
  });

  it('merges the releases and rollbacks made with npm run release|rollback from the deploy folder', async () => {
    const deployDir = mkdtempSync(path.join(tmpdir(), 'ops-audit-'));
    mkdirSync(path.join(deployDir, 'remotes', 'mfe-campaign'), { recursive: true });
    writeFileSync(
      path.join(deployDir, 'remotes', 'mfe-campaign', 'history.json'),
      JSON.stringify([
        { at: '2020-01-01T00:00:00.000Z', action: 'release', version: '0.1.0-r1', from: null, by: 'cli' },
        {
          at: '2999-01-01T00:00:00.000Z',
          action: 'rollback',
          version: '0.1.0-r1',
          from: '0.1.0-r2',
          by: 'cli',
          person: { name: '佐藤 花子', login: 'sato', role: 'site-ops' },
        },
        // From a shell without OPS_API_TOKEN: the shell account.
        {
          at: '2998-01-01T00:00:00.000Z',
          action: 'release',
          version: '0.1.0-r2',
          from: '0.1.0-r1',
          by: 'cli',
          person: { name: 'deploy@build-01', login: null, role: null },
        },
        // Made from the console: already a row of the log, not listed twice.
        {
          at: '2999-01-02T00:00:00.000Z',
          action: 'activate',
          version: '0.1.0-r2',
          from: '0.1.0-r1',
          by: 'console',
        },
      ]),
    );
    const other = await startTestApp({ database: t.database, env: { DEPLOY_DIR: deployDir } });
    try {
      const res = await fetch(`${other.url}/ops/audit?limit=1000`, {
        headers: { Authorization: `Bearer ${t.opsApiToken}` },
      });
      const { entries } = (await res.json()) as { entries: AuditEntry[] };
      const releases = entries.filter((entry) => entry.target === 'mfe-campaign');
      // Each names who made it from the shell, and the role they acted in; the oldest (before people) nobody.
      expect(
        releases.map((entry) => [entry.action, entry.actor, entry.person, entry.login, entry.role]),
      ).toEqual([
        ['rollback', 'cli', '佐藤 花子', 'sato', 'site-ops'],
        ['release', 'cli', 'deploy@build-01', null, null],
        ['release', 'cli', null, null, null],
      ]);
      // Newest first across both sources: the rollback of 2999 comes first, the release of 2020 last.
      expect(entries[0]).toMatchObject({ action: 'rollback', target: 'mfe-campaign' });
      expect(entries[entries.length - 1]).toMatchObject({ action: 'release', target: 'mfe-campaign' });

      // The screen's filter by person finds a change from the shell by login, or by the shell account's name.
      const of = async (person: string) => {
        const answer = await fetch(`${other.url}/ops/audit?person=${encodeURIComponent(person)}`, {
          headers: { Authorization: `Bearer ${t.opsApiToken}` },
        });
        return ((await answer.json()) as { entries: AuditEntry[] }).entries.map((e) => [e.action, e.target]);
      };
      expect(await of('sato')).toEqual([['rollback', 'mfe-campaign']]);
      expect(await of('佐藤 花子')).toEqual([['rollback', 'mfe-campaign']]);
      expect(await of('deploy@build-01')).toEqual([['release', 'mfe-campaign']]);
    } finally {
      await other.close();
      rmSync(deployDir, { recursive: true, force: true });
    }
  });

  it('refuses a bad page with 400', async () => {
    expect((await ops('/ops/audit?limit=-1')).status).toBe(400);
    expect((await ops('/ops/audit?offset=x')).status).toBe(400);
  });
});
