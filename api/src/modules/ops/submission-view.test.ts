// What ops read of a stored submission: masking, Japan-time dates, the
// back-office CSV cells (readable nested data, formulas neutralised).
import { parseCsv, toCsv } from '../../csv/csv';
import { validApplicationPayload } from '@hikari/shared/testing/fixtures';
import type { SubmissionType } from '../../db/schema';
import {
  backOfficeCsvRows,
  breakdownOf,
  detailFields,
  jstDateTime,
  maskTail,
  summarize,
} from './submission-view';
import type { StoredSubmission } from './submissions';

const stored = (
  kind: SubmissionType,
  payload: unknown,
  extra: Record<string, unknown> = {},
): StoredSubmission => ({
  kind,
  id: 1,
  receptionId: 'CT-20261124-7KQ3MZ',
  idempotencyKey: 'k',
  createdAt: new Date('2026-11-24T15:30:00Z'),
  handledAt: null,
  status: 'new',
  assignee: null,
  statusNote: null,
  statusChangedAt: null,
  payload,
  ...extra,
});

const exported = (rows: StoredSubmission[]) => {
  const { header, cells } = backOfficeCsvRows(rows);
  const [head, ...body] = parseCsv(toCsv(header, cells)).map((record) => record.fields);
  return body.map((row) => Object.fromEntries(head!.map((name, i) => [name, row[i]])));
};

describe('maskTail', () => {
  it.each([
    ['1234567', '****567'],
    ['ヤマダ　タロウ', '***タロウ'],
    ['12', '**'],
    ['', ''],
    [null, ''],
    // Whole characters: the small ョ stays with its シ, never ョウタ.
    ['ヤマダ ショウタ', '***ショウタ'],
    ['キョウコ', '***'],
    ['ﾔﾏﾀﾞ ｼｮｳﾀ', '***ｼｮｳﾀ'],
    ['𠮷田 リョウ', '*田リョウ'],
  ])('%p -> %p', (value, masked) => {
    expect(maskTail(value)).toBe(masked);
  });
});

describe('jstDateTime', () => {
  it.each([
    [new Date('2026-11-24T15:30:00Z'), '2026-11-25 00:30'],
    ['2026-01-01T00:00:00+09:00', '2026-01-01 00:00'],
    [null, ''],
  ])('%p -> %p', (value, text) => {
    expect(jstDateTime(value)).toBe(text);
  });
});

describe('the back-office CSV', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+81 52', "'+81 52"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    // Leading blanks are trimmed, so a formula behind a tab or CR is caught too.
    ['\t=1+1', "'=1+1"],
    ['\r\n@x', "'@x"],
    // A zero-width space or a direction mark before the formula does not hide it.
    ['\u200b=HYPERLINK("http://example.com")', `'\u200b=HYPERLINK("http://example.com")`],
    ['\u202e\u2066+1', "'\u202e\u2066+1"],
    ['名古屋市', '名古屋市'],
  ])('writes a cell starting %p as %p', (address, cell) => {
    const [row] = exported([stored('contacts', { lastName: '山田', address })]);
    expect(row!['住所']).toBe(cell);
  });

  it('reads a transfer, an upsell and an error report as Japanese text', () => {
    const rows = exported([
      stored(
        'transfers',
        {
          contractNumber: 'C00000001',
          holderNameKana: 'ヤマダ タロウ',
          transferType: 'move',
          desiredDate: '2026-12-20',
          newAddress: { postalCode: '5140004', state: '三重県', city: '津市', town: '栄町', line1: '1-10' },
        },
        { checkResult: { amount: 3300, deadline: '2026-12-06' } },
      ),
      stored('upsells', {
        contractNumber: 'C00000001',
        options: { isMeshWiFi: true, isDazn: true, isVideo: false },
      }),
      stored('client-errors', { title: 'ページの表示に失敗しました', text: 'TypeError: x is undefined' }),
    ]);
    expect(rows[0]).toMatchObject({
      種別: '移転・名義変更',
      住所: '三重県 津市 栄町 1-10',
      // Codes and numbers as text a spreadsheet keeps as it is.
      ご契約番号: '="C00000001"',
      '初期費用（円）': '3300',
      希望日時: '希望日: 2026-12-20',
      内容: 'お引っ越し（移転）、受付期限: 2026-12-06',
    });
    expect(rows[1]).toMatchObject({ 種別: 'オプションのお申し込み', オプション: 'メッシュWi-Fi、DAZN' });
    expect(rows[2]!['内容']).toBe('ページの表示に失敗しました、TypeError: x is undefined');
    expect(JSON.stringify(rows)).not.toContain('[object Object]');
  });

  it('prices an application whose stored estimate has no breakdown from its plan and campaign data', () => {
    const payload = validApplicationPayload();
    const row = stored('applications', payload, {
      estimate: { planData: payload.planData, campaignData: payload.campaignData },
      introductionId: 'ABCD2345',
    });
    const [csv] = exported([row]);
    expect(csv!['プラン']).toBe('10ギガプラン（戸建て）');
    expect(Number(csv!['月額（1年目・円）'])).toBeGreaterThan(0);
    expect(csv!['口座番号']).toBe('="****567"');
    // The stage and the works day have columns of their own; there is no 年額 column (always 0).
    expect(csv!['進捗（お客さまへの表示）']).toBe('受付済み');
    expect(csv!['工事日']).toBe('未予約');
    expect(Object.keys(csv!)).not.toContain('年額（円）');
    expect(detailFields(row)).toContainEqual({ label: '口座番号', value: '1234567' });
    expect(JSON.stringify(summarize(row))).not.toContain('1234567');
  });

  it('names a waived cost as the quote does: 実質無料 for 開通工事費, never 「キャンペーンで無料」', () => {
    const payload = validApplicationPayload();
    const breakdown = breakdownOf({ planData: payload.planData, campaignData: payload.campaignData })!;
    const construction = breakdown.oneTimeCosts.find((cost) => cost.waiverLabel === '実質無料');
    expect(construction).toBeDefined();
    const row = stored('applications', payload, {
      estimate: { planData: payload.planData, campaignData: payload.campaignData, breakdown },
      introductionId: 'ABCD2345',
    });
    const [csv] = exported([row]);
    expect(csv!['初期費用の内訳']).toContain(
      `${construction!.label} 0円（通常${construction!.amount.toLocaleString('ja-JP')}円、実質無料`,
    );
    expect(csv!['初期費用の内訳']).not.toContain('キャンペーンで無料');
    // The quote's own conditions, as the visitor read them, in their own column.
    expect(csv!['お見積りの条件']).toBe(
      '開通工事費 実質無料：開通工事費27,500円は24回の分割（初回1,165円、2回目以降1,145円）でご請求し、' +
        '毎月同じ額を割り引くため実質無料です。24ヶ月以内に解約された場合は、残りの分割払い分（割引はなくなります）を一括でご請求します。',
    );
  });

  it('writes the condition or note a stored estimate line carries (実質無料 of 開通工事費), whatever its field', () => {
    const payload = validApplicationPayload();
    const breakdown = breakdownOf({ planData: payload.planData, campaignData: payload.campaignData })!;
    const [first, ...rest] = breakdown.oneTimeCosts;
    const withCondition = {
      ...breakdown,
      oneTimeCosts: [
        {
          ...first!,
          condition: { text: '実質無料（24回の分割払いと同額を毎月割引、途中解約で残額を請求）' },
        },
        ...rest,
      ],
    };
    const row = stored('applications', payload, {
      estimate: { planData: payload.planData, campaignData: payload.campaignData, breakdown: withCondition },
      introductionId: 'ABCD2345',
    });
    const [csv] = exported([row]);
    expect(csv!['初期費用の内訳']).toContain(`${first!.label} ${first!.payable.toLocaleString('ja-JP')}円`);
    expect(csv!['初期費用の内訳']).toContain(
      '実質無料（24回の分割払いと同額を毎月割引、途中解約で残額を請求）',
    );
  });
});
