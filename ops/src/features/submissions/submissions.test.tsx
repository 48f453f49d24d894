import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPriceBreakdown, defaultCampaignData, defaultPlanData, formatYen } from '@hikari/shared/domain';
import type { SubmissionSummary } from '../../api/types';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';

const item: SubmissionSummary = {
  kind: 'applications',
  id: 7,
  receptionId: 'AP-20261124-7KQ3MZ',
  createdAt: '2026-11-24T03:15:00.000Z',
  status: 'new',
  handledAt: null,
  name: 'ヤマダ タロウ',
  summary: '戸建て 1ギガ、口座 ****567',
};

function api(total = 1) {
  return fakeOpsApi({
    'GET /ops/submissions': (req) =>
      req.query.get('format') === 'csv'
        ? {
            text: '\uFEFF受付番号,受付日時\r\nAP-20261124-7KQ3MZ,2026/11/24 12:15\r\n',
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="applications-20261125.csv"',
            },
          }
        : { body: { total, items: [item] } },
  });
}

describe('the list', () => {
  it('asks for the first page of everything, newest first, and lists what comes back', async () => {
    const fake = api();
    renderConsole(fake, '#/submissions');
    const table = await screen.findByRole('table', { name: /受付一覧（全1件中 1～1件目）/ });
    expect(within(table).getByRole('link', { name: 'AP-20261124-7KQ3MZ' })).toHaveAttribute(
      'href',
      '#/submissions/applications/7',
    );
    expect(table).toHaveTextContent('2026/11/24 12:15');
    // Personal data is for the detail view (audited), not the list.
    expect(table).not.toHaveTextContent('ヤマダ');
    expect(table).toHaveTextContent('新規');
    const query = fake.calls('GET /ops/submissions')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ limit: '50', offset: '0' });
  });

  it('builds the query from the filters and the search, and pages through the result', async () => {
    const fake = api(120);
    renderConsole(fake, '#/submissions');
    await screen.findByRole('table', { name: /受付一覧/ });

    await userEvent.selectOptions(screen.getByLabelText('種別'), 'applications');
    await userEvent.selectOptions(screen.getByLabelText('状態'), 'new');
    await userEvent.type(screen.getByLabelText('受付日（から）'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('受付日（まで）'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('検索'), 'ヤマダ');
    await userEvent.click(screen.getByRole('button', { name: '絞り込む' }));

    await screen.findByRole('table', { name: /全120件中 1～50件目/ });
    const calls = fake.calls('GET /ops/submissions');
    expect(Object.fromEntries(calls[calls.length - 1]!.query)).toEqual({
      kind: 'applications',
      status: 'new',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'ヤマダ',
      limit: '50',
      offset: '0',
    });
    expect(window.location.hash).toBe(
      '#/submissions?kind=applications&from=2026-11-01&to=2026-11-30&status=new&q=%E3%83%A4%E3%83%9E%E3%83%80',
    );

    await userEvent.click(screen.getByRole('button', { name: '次の50件' }));
    await screen.findByRole('table', { name: /全120件中 51～100件目/ });
    const last = fake.calls('GET /ops/submissions').at(-1)!.query;
    expect(last.get('offset')).toBe('50');
    expect(last.get('kind')).toBe('applications');
  });

  it('clears the list and says why when a search fails, instead of leaving the old rows on screen', async () => {
    const fake = api();
    renderConsole(fake, '#/submissions');
    await screen.findByRole('table', { name: /受付一覧（全1件/ });
    fake.on('GET /ops/submissions', {
      status: 400,
      body: {
        message:
          '検索できるのは受付番号、お名前（漢字）、フリガナ（カタカナかひらがな）、電話番号、メールアドレス、紹介コードです',
      },
    });
    await userEvent.type(screen.getByLabelText('検索'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('一覧を表示できませんでした。');
    expect(screen.queryByRole('table', { name: /受付一覧/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'AP-20261124-7KQ3MZ' })).not.toBeInTheDocument();
  });

  it('refuses an end day before the start day beside the field, asking nothing', async () => {
    const fake = api();
    renderConsole(fake, '#/submissions');
    await screen.findByRole('table', { name: /受付一覧/ });
    const before = fake.requests.length;
    await userEvent.type(screen.getByLabelText('受付日（から）'), '2026-11-10');
    await userEvent.type(screen.getByLabelText('受付日（まで）'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    expect(
      await screen.findByText('終了日は開始日と同じか、それより後の日にしてください'),
    ).toBeInTheDocument();
    expect(fake.requests).toHaveLength(before);
  });

  it('downloads the CSV of the filtered list (not one page) under the name the server gives', async () => {
    const fake = api();
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:ops-test';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    renderConsole(fake, '#/submissions?kind=applications&status=done&page=3');
    await screen.findByRole('table', { name: /受付一覧/ });
    await userEvent.click(screen.getByRole('button', { name: 'この条件でCSVをダウンロード' }));

    expect(await screen.findByText('applications-20261125.csv をダウンロードしました。')).toBeInTheDocument();
    const csv = fake.calls('GET /ops/submissions').find((r) => r.query.get('format') === 'csv')!;
    expect(Object.fromEntries(csv.query)).toEqual({ kind: 'applications', status: 'done', format: 'csv' });
    expect(clicks[0]!.download).toBe('applications-20261125.csv');
    expect(clicks[0]!.href).toBe('blob:ops-test');
    // jsdom's Blob has no text(); FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('AP-20261124-7KQ3MZ');
    click.mockRestore();
  });
});

describe('the detail', () => {
  const planData = { ...defaultPlanData, selectedPlan: 'plan1G' as const, isPhone: true };
  const computed = buildPriceBreakdown(planData, { ...defaultCampaignData, is50000CP: true });
  // A stored line may carry a condition (another engineer adds 実質無料 to 開通工事費): shown as stored.
  const breakdown = {
    ...computed,
    oneTimeCosts: computed.oneTimeCosts.map((cost, index) =>
      index === 0 ? { ...cost, condition: '実質無料：24か月以内の解約で残額をお支払いいただきます' } : cost,
    ),
  };

  function detailApi(extra: Record<string, unknown> = {}) {
    // The server's state, as the fake keeps it between a change and the detail read again.
    let current: Record<string, unknown> = {
      status: 'new',
      assignee: null,
      handledAt: null,
      statusHistory: [],
    };
    return fakeOpsApi({
      'GET /ops/submissions/applications/7': () => ({
        body: {
          ...item,
          ...current,
          payload: {
            customer: { lastNameKana: 'ヤマダ', mail: 'yamada@example.jp' },
            bank: { accountNumber: '1234567' },
          },
          estimate: { planData, campaignData: defaultCampaignData, breakdown },
          breakdown,
          fields: [
            { label: '状態', value: '新規' },
            { label: 'お名前（フリガナ）', value: 'ヤマダ タロウ' },
            { label: '口座番号', value: '1234567' },
          ],
          answers: [
            { section: 'ご契約者さま', label: '生年月日', value: '1990年4月1日' },
            { section: 'いまお使いの回線', label: '現在ご利用中のインターネット回線', value: 'フレッツ光' },
            { section: '開通工事', label: '工事のご希望曜日', value: '土曜日・日曜日' },
            { section: 'お支払い', label: '口座番号', value: '1234567' },
          ],
          ...extra,
        },
      }),
      'POST /ops/submissions/applications/7/status': (req) => {
        const change = JSON.parse(req.body!) as { status: string; assignee: string; note: string };
        const history = current.statusHistory as { at: string; description: string }[];
        current = {
          status: change.status,
          assignee: change.assignee,
          statusNote: change.note,
          handledAt: change.status === 'done' ? '2026-11-25T01:00:00.000Z' : null,
          statusHistory: [
            ...history,
            { at: '2026-11-25T01:00:00.000Z', description: `→ ${change.status}（担当 ${change.assignee}）` },
          ],
        };
        return { body: { ...item, ...current } };
      },
    });
  }

  it('shows the stored estimate as the price breakdown and the personal data in full', async () => {
    renderConsole(detailApi(), '#/submissions/applications/7');
    const estimate = await screen.findByRole('region', { name: 'お見積もり（受付時に計算した料金）' });
    expect(estimate).toHaveTextContent(`月額（1年目）${formatYen(breakdown.monthlyTotal.firstYear)}`);
    expect(estimate).toHaveTextContent(`キャッシュバック${formatYen(breakdown.cashBackTotal)}`);
    const monthly = within(estimate).getByRole('table', { name: '月額料金の内訳' });
    for (const line of breakdown.monthlyLines) expect(monthly).toHaveTextContent(line.label);
    const oneTime = within(estimate).getByRole('table', { name: '初期費用の内訳' });
    expect(oneTime).toHaveTextContent(breakdown.oneTimeCosts[0]!.label);
    expect(oneTime).toHaveTextContent('実質無料：24か月以内の解約で残額をお支払いいただきます');
    // Every answer under its section, in Japanese.
    expect(screen.getByRole('table', { name: 'ご契約者さま' })).toHaveTextContent('生年月日1990年4月1日');
    expect(screen.getByRole('table', { name: 'いまお使いの回線' })).toHaveTextContent(
      '現在ご利用中のインターネット回線フレッツ光',
    );
    expect(screen.getByRole('table', { name: '開通工事' })).toHaveTextContent(
      '工事のご希望曜日土曜日・日曜日',
    );
    const personal = screen.getByRole('table', { name: 'お支払い' });
    expect(within(personal).getByRole('row', { name: /口座番号/ })).toHaveTextContent('1234567');
    expect(screen.getByRole('table', { name: '受付 AP-20261124-7KQ3MZ の保存データ' })).toHaveTextContent(
      'yamada@example.jp',
    );
  });

  it('asks before 取消, saying the works day is given up and the customer mailed; やめる sends nothing', async () => {
    const slot = { date: '2026-12-12', band: 'am', label: '2026年12月12日（土）午前 9:00～12:00' };
    const journey = {
      stage: 'received',
      stageLabel: '受付済み',
      stages: [],
      nextStage: { id: 'reviewing', label: '内容確認中' },
      worksSlot: slot,
      slotQuery: { prefecture: '愛知県', buildingType: 0, wishedDays: ['sat'] },
    };
    const fake = detailApi({ journey });
    renderConsole(fake, '#/submissions/applications/7');
    const form = await screen.findByRole('form', { name: '状態の変更' });
    await userEvent.click(within(form).getByRole('radio', { name: '取消にする' }));
    await userEvent.type(within(form).getByLabelText('担当者'), '佐藤');
    await userEvent.type(within(form).getByLabelText('メモ'), 'お客さまからお電話で取り消しのご依頼');
    await userEvent.click(within(form).getByRole('button', { name: '状態を変更する' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'この受付を取り消しますか' });
    expect(dialog).toHaveTextContent(`予約中の工事日（${slot.label}）の予約を取り消して枠を空け`);
    expect(dialog).toHaveTextContent('お客さまに取り消しのメールを送ります');
    expect(dialog).toHaveTextContent('「取り消し済み」になり');
    await userEvent.click(within(dialog).getByRole('button', { name: 'やめる' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.calls('POST /ops/submissions/applications/7/status')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: '状態を変更する' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'この受付を取り消しますか' })).getByRole(
        'button',
        {
          name: '取り消す',
        },
      ),
    );
    expect(await screen.findByText('「取消」にしました。')).toBeInTheDocument();
    expect(JSON.parse(fake.calls('POST /ops/submissions/applications/7/status')[0]!.body!)).toMatchObject({
      from: 'new',
      status: 'cancelled',
    });
  });

  it('takes the submission up with the person handling it, finishes it, and shows each change in order', async () => {
    const fake = detailApi();
    renderConsole(fake, '#/submissions/applications/7');
    const form = await screen.findByRole('form', { name: '状態の変更' });
    expect(screen.getByTestId('submission-status')).toHaveTextContent('新規');
    // 新規 can be taken up or cancelled; 完了 is not offered before someone handles it.
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['対応中にする（対応を始める）', '取消にする']);

    await userEvent.click(within(form).getByRole('button', { name: '状態を変更する' }));
    expect(await within(form).findByText('担当者を入力してください')).toBeInTheDocument();
    expect(fake.calls('POST /ops/submissions/applications/7/status')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('radio', { name: '取消にする' }));
    await userEvent.type(within(form).getByLabelText('担当者'), '佐藤');
    await userEvent.click(within(form).getByRole('button', { name: '状態を変更する' }));
    expect(await within(form).findByText('取消の理由をメモに入力してください')).toBeInTheDocument();
    expect(fake.calls('POST /ops/submissions/applications/7/status')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('radio', { name: '対応中にする（対応を始める）' }));
    await userEvent.type(within(form).getByLabelText('メモ'), '工事日を調整中');
    await userEvent.click(within(form).getByRole('button', { name: '状態を変更する' }));
    expect(await screen.findByText('「対応中」にしました。')).toBeInTheDocument();
    expect(JSON.parse(fake.calls('POST /ops/submissions/applications/7/status')[0]!.body!)).toEqual({
      // The status the screen showed: the server refuses the move (409) once it changed.
      from: 'new',
      status: 'in_progress',
      assignee: '佐藤',
      note: '工事日を調整中',
    });
    await within(screen.getByTestId('submission-status')).findByText(/対応中/);

    await userEvent.click(await screen.findByRole('radio', { name: '完了にする' }));
    await userEvent.click(screen.getByRole('button', { name: '状態を変更する' }));
    expect(await screen.findByText('「完了」にしました。')).toBeInTheDocument();
    await within(screen.getByTestId('submission-status')).findByText(/完了（2026\/11\/25 10:00）/);
    const history = await screen.findByRole('table', { name: '状態の変更の履歴（起きた順）' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2026/11/25 10:00→ in_progress（担当 佐藤）', '2026/11/25 10:00→ done（担当 佐藤）']);
  });
});
