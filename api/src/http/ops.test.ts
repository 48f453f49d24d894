// The ops side over HTTP: submissions as JSON and CSV, the area import, status.
import { ContactDocument, SearchCommufaAreaDocument } from '@hikari/browser-operations';
import { parseCsv } from '../csv/csv';
import { contactInput, newKey, NOW } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.setNow(NOW);
});
afterAll(() => t.close());

const ops = (path: string, init: RequestInit = {}) =>
  fetch(`${t.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${t.config.opsToken}`, ...init.headers },
  });

describe('GET /ops/submissions', () => {
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
  });

  it('lists submissions of a type as JSON', async () => {
    const res = await ops('/ops/submissions?type=contacts');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      count: number;
      submissions: { receptionId: string; payload: unknown }[];
    };
    expect(body.count).toBe(3);
    expect(body.submissions[0]!.payload).toMatchObject({ lastName: '山田', topic: 'construction' });
  });

  it('exports CSV with one column per field, a BOM, quoting, and formulas neutralised', async () => {
    const res = await ops('/ops/submissions?type=contacts&format=csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('contacts.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = parseCsv(text).map((r) => r.fields);
    expect(header!.slice(0, 3)).toEqual(['receptionId', 'createdAt', 'idempotencyKey']);
    expect(header).toEqual(expect.arrayContaining(['lastName', 'phone', 'message', 'firstChoiceDate']));
    expect(rows).toHaveLength(3);
    const messages = rows.map((r) => r[header!.indexOf('message')]);
    expect(messages).toEqual(['', `'=HYPERLINK("http://example.com")`, '改行を含む\nお問い合わせ, "引用"']);
  });

  it('filters by date and refuses an unknown type', async () => {
    const later = await ops('/ops/submissions?type=contacts&from=2999-01-01');
    expect(((await later.json()) as { count: number }).count).toBe(0);
    expect((await ops('/ops/submissions?type=secrets')).status).toBe(400);
    expect((await ops('/ops/submissions?type=contacts&from=yesterday')).status).toBe(400);
  });

  it('never answers without the ops token', async () => {
    expect((await fetch(`${t.url}/ops/submissions?type=contacts`)).status).toBe(401);
    const guest = await t.token();
    const res = await fetch(`${t.url}/ops/submissions?type=contacts&format=csv`, {
      headers: { Authorization: `Bearer ${guest}` },
    });
    expect(res.status).toBe(401);
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
    const body = (await res.json()) as { problems: { line: number; column: string; message: string }[] };
    expect(body.problems).toEqual([
      { line: 3, column: 'is_service_area', message: '"maybe" is not a yes/no value (use 1 or 0)' },
    ]);
    expect(await search('錦')).toMatchObject({ status: 'identified', isServiceArea: true });
  });

  it('replaces the town master with the file', async () => {
    const csv = [
      '\ufeffprefecture,city,town,chome,postal_code,is_service_area,is_10g_area,is_tv_area,period,notes',
      '愛知県,名古屋市中区,栄,,460-0008,1,0,0,2027年春,"10ギガは準備中です"',
      '愛知県,名古屋市中区,,,,0,0,0,,',
    ].join('\r\n');
    const res = await ops('/ops/area/import', { method: 'POST', body: csv });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'towns', rows: 2 });
    expect(await search('栄')).toMatchObject({ status: 'identified', isServiceArea: true, is10GArea: false });
    // 錦 is gone: it now falls to the rest-of-city row, which is not served.
    expect(await search('錦')).toMatchObject({ status: 'identified', isServiceArea: false });
    const status = (await (await ops('/ops/status')).json()) as { counts: Record<string, number> };
    expect(status.counts.areaTowns).toBe(2);
  });
});
