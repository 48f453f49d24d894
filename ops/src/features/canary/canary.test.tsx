import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CANARY_POLICY } from '@hikari/shared/domain';
import type { CanaryAnswer, CanaryFigures, CohortFigures, RemoteItem, RemoteVersion } from '../../api/types';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';

const version = (v: string, releasedAt: string, flags: Partial<RemoteVersion> = {}): RemoteVersion => ({
  version: v,
  releasedAt,
  live: false,
  withdrawn: false,
  rolledAwayAt: null,
  ...flags,
});

const remote = (name: RemoteItem['name'], label: string, live: string, versions: RemoteVersion[]) =>
  ({
    name,
    label,
    live: { version: live, since: '2026-11-20T01:00:00.000Z' },
    lastKnownGood: null,
    versions,
    history: [],
  }) satisfies RemoteItem;

// オプション: r1 live, r2 its canary, r0 withdrawn. キャンペーン: c2 live, c1 older and c3 newer
// (both could be a canary), c0 withdrawn. お申し込み: only its live version.
const remotes: RemoteItem[] = [
  remote('mfe-option', 'オプション', '0.1.0-r1', [
    version('0.1.0-r0', '2026-11-18T01:00:00.000Z', { withdrawn: true }),
    version('0.1.0-r1', '2026-11-19T01:00:00.000Z', { live: true }),
    version('0.1.0-r2', '2026-11-26T01:00:00.000Z'),
  ]),
  remote('mfe-campaign', 'キャンペーン', '0.1.0-c2', [
    version('0.1.0-c0', '2026-11-17T01:00:00.000Z', { withdrawn: true }),
    version('0.1.0-c1', '2026-11-18T01:00:00.000Z'),
    version('0.1.0-c2', '2026-11-19T01:00:00.000Z', { live: true }),
    version('0.1.0-c3', '2026-11-25T01:00:00.000Z'),
  ]),
  remote('mfe-apply', 'お申し込み', '0.1.0-a1', [
    version('0.1.0-a1', '2026-11-19T01:00:00.000Z', { live: true }),
  ]),
];

const cohort = (over: Partial<CohortFigures>): CohortFigures => ({
  pageViews: 0,
  visitors: 0,
  errorVisitors: 0,
  errorsPer1000PageViews: 0,
  vitals: {
    LCP: { p75: null, samples: 0, visitors: 0 },
    INP: { p75: null, samples: 0, visitors: 0 },
    CLS: { p75: null, samples: 0, visitors: 0 },
    TTFB: { p75: null, samples: 0, visitors: 0 },
  },
  ...over,
});

const option: CanaryFigures = {
  name: 'mfe-option',
  label: 'オプション',
  live: '0.1.0-r1',
  canary: { version: '0.1.0-r2', percent: 10, since: '2026-11-27T06:00:00.000Z' },
  canaryCohort: cohort({
    pageViews: 12345,
    visitors: 1234,
    errorVisitors: 12,
    errorsPer1000PageViews: 4.21,
    vitals: {
      LCP: { p75: 2345.6, samples: 1100, visitors: 900 },
      INP: { p75: 180.2, samples: 800, visitors: 700 },
      CLS: { p75: 0.04567, samples: 1000, visitors: 880 },
      TTFB: { p75: null, samples: 0, visitors: 0 },
    },
  }),
  control: cohort({
    pageViews: 101234,
    visitors: 9876,
    errorVisitors: 80,
    errorsPer1000PageViews: 3.5,
    vitals: {
      LCP: { p75: 2200, samples: 9000, visitors: 8000 },
      INP: { p75: 150, samples: 7000, visitors: 6500 },
      CLS: { p75: 0.1, samples: 9100, visitors: 8100 },
      TTFB: { p75: 320, samples: 9500, visitors: 8200 },
    },
  }),
  verdict: {
    state: 'ready',
    reasons: ['どちらも 200人以上の訪問者があり、60分間悪化が見られません。'],
    tests: [
      { metric: 'errors', control: 8.1, canary: 9.7, z: 0.4963, pValue: 0.3098, regressed: false },
      { metric: 'INP', control: 0.25, canary: 0.27, z: 3.4, pValue: 0.0003, regressed: false },
      { metric: 'LCP', control: null, canary: null, z: null, pValue: null, regressed: false },
    ],
  },
};

const idle = (name: CanaryFigures['name'], label: string, live: string): CanaryFigures => ({
  name,
  label,
  live,
  canary: null,
  control: null,
  canaryCohort: null,
  verdict: null,
});

const answer: CanaryAnswer = {
  policy: { ...DEFAULT_CANARY_POLICY, sampleRate: 0.5 },
  items: [
    option,
    idle('mfe-campaign', 'キャンペーン', '0.1.0-c2'),
    idle('mfe-apply', 'お申し込み', '0.1.0-a1'),
  ],
};

function api(canary: CanaryAnswer = answer) {
  return fakeOpsApi({
    'GET /ops/canary': { body: canary },
    'GET /ops/remotes': { body: { items: remotes } },
  });
}

async function open(fake = api()) {
  renderConsole(fake, '#/canary');
  const section = await screen.findByRole('region', { name: /オプション/ });
  return { fake, section };
}

const region = (name: RegExp) => screen.getByRole('region', { name });
const bodyOf = (fake: ReturnType<typeof api>, route: string) =>
  fake.calls(route).map((call) => JSON.parse(call.body!) as unknown);

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

it('is a screen of the menu, and shows the canary beside the live version with its figures and verdict', async () => {
  const { section } = await open();
  expect(screen.getByRole('heading', { level: 1, name: 'カナリア' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'カナリア' })).toHaveAttribute('aria-current', 'page');
  expect(section).toHaveTextContent(
    '公開中：0.1.0-r1 ／ カナリア：0.1.0-r2（訪問者の 10%、2026/11/27 15:00 から）',
  );

  const table = within(section).getByRole('table', { name: /カナリアと公開中の版の比較/ });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['項目', 'カナリア（0.1.0-r2）', '公開中の版（0.1.0-r1）']);
  const row = (name: string) =>
    within(within(table).getByRole('rowheader', { name }).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(row('ページビュー')).toEqual(['12,345', '101,234']);
  expect(row('訪問者数')).toEqual(['1,234人', '9,876人']);
  expect(row('エラーのあった訪問者')).toEqual(['12人', '80人']);
  expect(row('1,000 ページビューあたりのエラー')).toEqual(['4.2', '3.5']);
  expect(row('LCP（主な内容の表示）の p75')).toEqual([
    '2,346 ms（計測 1,100件・900人）',
    '2,200 ms（計測 9,000件・8,000人）',
  ]);
  expect(row('INP（操作への応答）の p75')).toEqual([
    '180 ms（計測 800件・700人）',
    '150 ms（計測 7,000件・6,500人）',
  ]);
  expect(row('CLS（レイアウトのずれ）の p75')).toEqual([
    '0.046（計測 1,000件・880人）',
    '0.100（計測 9,100件・8,100人）',
  ]);
  expect(row('TTFB（最初の応答）の p75')).toEqual(['—（計測 0件・0人）', '320 ms（計測 9,500件・8,200人）']);

  expect(within(section).getByRole('heading', { level: 3, name: '判定：公開できます' })).toBeInTheDocument();
  expect(section).toHaveTextContent('「公開する」を押すと、すべての訪問者に公開します。');
  expect(section).toHaveTextContent('どちらも 200人以上の訪問者があり、60分間悪化が見られません。');
  const tests = within(section).getByRole('table', { name: /検定の結果/ });
  const testRows = within(tests)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.textContent);
  expect(testRows).toEqual([
    'エラーのあった訪問者の割合0.500.310悪化とは言えません',
    'INP（操作への応答）3.400.001 未満悪化とは言えません',
    'LCP（主な内容の表示）——まだ計算できません',
  ]);

  // The rule the verdict follows: sequential tests (mixture SPRT) for errors and for INP and LCP, as decision.ts runs them.
  const rule = screen.getByText(/判定のしかた/);
  expect(rule).toHaveTextContent(
    'エラーのあった訪問者の割合は、カナリアが公開中の版より許容幅を超えて多いかを2つの比率の差で',
  );
  expect(rule).toHaveTextContent(
    'INP と LCP は、カナリアの訪問者のうち公開中の版の p75 に許容幅を足した値を超える訪問者が25%より多いかを符号検定',
  );
  expect(rule).toHaveTextContent('片側の逐次検定（混合尤度比による逐次確率比検定、mSPRT）');
  expect(rule).toHaveTextContent('p 値は何度見ても有効な p 値です');
  expect(rule).not.toHaveTextContent('z 検定');
  expect(rule).toHaveTextContent(
    '3つの検定で有意水準 5% を等しく分けて（ボンフェローニ補正）1つあたり 1.67% とし',
  );
});

it('says 悪化 with the test that failed', async () => {
  await open(
    api({
      ...answer,
      items: [
        {
          ...option,
          verdict: {
            state: 'regressed',
            reasons: ['カナリアでエラーのあった訪問者の割合が、公開中の版より多くなっています。'],
            tests: [{ metric: 'errors', control: 8, canary: 30, z: 4.1, pValue: 0.00002, regressed: true }],
          },
        },
      ],
    }),
  );
  const section = region(/オプション/);
  expect(within(section).getByRole('heading', { level: 3, name: '判定：悪化' })).toBeInTheDocument();
  expect(section).toHaveTextContent(
    'カナリアでエラーのあった訪問者の割合が、公開中の版より多くなっています。',
  );
  expect(within(section).getByRole('row', { name: /エラーのあった訪問者の割合/ })).toHaveTextContent('悪化');
});

it('starts a canary with a released version that is neither live nor withdrawn, then reads the figures again', async () => {
  const fake = api();
  fake.on('POST /ops/remotes/mfe-campaign/canary', { body: {} });
  await open(fake);
  const section = region(/キャンペーン/);
  expect(section).toHaveTextContent('カナリアは動いていません。');
  const select = within(section).getByLabelText('カナリアにする版');
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['0.1.0-c3', '0.1.0-c1']);
  await userEvent.selectOptions(select, '0.1.0-c1');
  await retype(within(section).getByLabelText('表示する訪問者の割合（%）'), '20');
  await userEvent.click(within(section).getByRole('button', { name: /カナリアとして公開/ }));

  expect(bodyOf(fake, 'POST /ops/remotes/mfe-campaign/canary')).toEqual([
    // With what the screen showed: c2 live, no canary running.
    { version: '0.1.0-c1', percent: 20, from: '0.1.0-c2', canary: null },
  ]);
  const done = await within(section).findByText(
    'キャンペーン：0.1.0-c1 をカナリアとして訪問者の 20% に公開しました。',
  );
  await waitFor(() => expect(done).toHaveFocus());
  await waitFor(() => {
    expect(fake.calls('GET /ops/canary')).toHaveLength(2);
    expect(fake.calls('GET /ops/remotes')).toHaveLength(2);
  });
});

it('says when a remote has no version a canary could be', async () => {
  await open();
  const section = region(/お申し込み/);
  expect(section).toHaveTextContent('カナリアにできる版がありません');
  expect(within(section).queryByRole('button', { name: /カナリアとして公開/ })).not.toBeInTheDocument();
});

it('changes the share of visitors in one click, and reads the figures again', async () => {
  const fake = api();
  fake.on('POST /ops/remotes/mfe-option/canary-percent', { body: {} });
  const { section } = await open(fake);
  const field = within(section).getByLabelText('カナリアを表示する訪問者の割合（%）');
  expect(field).toHaveValue(10);
  await retype(field, '25');
  await userEvent.click(within(section).getByRole('button', { name: 'オプションのカナリアの割合を変える' }));
  expect(bodyOf(fake, 'POST /ops/remotes/mfe-option/canary-percent')).toEqual([
    { percent: 25, canary: { version: '0.1.0-r2', percent: 10 } },
  ]);
  expect(
    await within(section).findByText(
      'オプション：カナリア 0.1.0-r2 を表示する訪問者の割合を 25% にしました。',
    ),
  ).toHaveAttribute('role', 'status');
  await waitFor(() => expect(fake.calls('GET /ops/canary')).toHaveLength(2));
});

it('checks the share beside its field before sending anything', async () => {
  const fake = api();
  const { section } = await open(fake);
  const field = within(section).getByLabelText('カナリアを表示する訪問者の割合（%）');
  const change = () =>
    userEvent.click(within(section).getByRole('button', { name: 'オプションのカナリアの割合を変える' }));

  await retype(field, '101');
  await change();
  expect(await within(section).findByText('割合は0から100までの整数で入力してください')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(/割合は0から100までの整数で入力してください/);

  await retype(field, '2.5');
  await change();
  expect(field).toHaveAccessibleDescription(/割合は0から100までの整数で入力してください/);

  await retype(field, '');
  await change();
  expect(field).toHaveAccessibleDescription(/割合を入力してください/);

  // The start form checks its share the same way.
  const campaign = region(/キャンペーン/);
  const start = within(campaign).getByLabelText('表示する訪問者の割合（%）');
  await retype(start, '-1');
  await userEvent.click(within(campaign).getByRole('button', { name: /カナリアとして公開/ }));
  expect(start).toHaveAccessibleDescription(/割合は0から100までの整数で入力してください/);

  expect(fake.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
});

it('promotes the canary after a confirmation naming both versions', async () => {
  const fake = api();
  fake.on('POST /ops/remotes/mfe-option/promote', { body: {} });
  const { section } = await open(fake);
  await userEvent.click(
    within(section).getByRole('button', { name: 'オプションのカナリア 0.1.0-r2 を公開する' }),
  );
  const dialog = screen.getByRole('alertdialog', { name: 'オプションのカナリア 0.1.0-r2 を公開しますか' });
  expect(dialog).toHaveTextContent(
    '公開中の版を 0.1.0-r1 から 0.1.0-r2 に切り替え、すべての訪問者に 0.1.0-r2 を表示します',
  );
  expect(within(dialog).getByRole('button', { name: 'やめる' })).toHaveFocus();
  expect(fake.calls('POST /ops/remotes/mfe-option/promote')).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('button', { name: '0.1.0-r2 を公開する' }));
  expect(bodyOf(fake, 'POST /ops/remotes/mfe-option/promote')).toEqual([
    { from: '0.1.0-r1', canary: { version: '0.1.0-r2', percent: 10 } },
  ]);
  const done = await screen.findByText('オプション：カナリア 0.1.0-r2 をすべての訪問者に公開しました。');
  await waitFor(() => expect(done).toHaveFocus());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(fake.calls('GET /ops/canary')).toHaveLength(2));
});

it('withdraws the canary only after confirming, and cancelling sends nothing', async () => {
  const fake = api();
  fake.on('POST /ops/remotes/mfe-option/withdraw-canary', { body: {} });
  const { section } = await open(fake);
  const withdraw = within(section).getByRole('button', {
    name: 'オプションのカナリア 0.1.0-r2 を取り下げる',
  });
  await userEvent.click(withdraw);
  let dialog = screen.getByRole('alertdialog', { name: 'オプションのカナリア 0.1.0-r2 を取り下げますか' });
  expect(dialog).toHaveTextContent(
    'カナリアを表示していた訪問者（10%）には、申し込みの途中でも直ちに公開中の 0.1.0-r1 が表示されます',
  );
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(withdraw).toHaveFocus();
  expect(fake.calls('POST /ops/remotes/mfe-option/withdraw-canary')).toHaveLength(0);

  await userEvent.click(withdraw);
  dialog = screen.getByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: '0.1.0-r2 を取り下げる' }));
  expect(bodyOf(fake, 'POST /ops/remotes/mfe-option/withdraw-canary')).toEqual([
    { canary: { version: '0.1.0-r2', percent: 10 } },
  ]);
  expect(await screen.findByText('オプション：カナリア 0.1.0-r2 を取り下げました。')).toBeInTheDocument();
  await waitFor(() => expect(fake.calls('GET /ops/canary')).toHaveLength(2));
});

it('shows the server’s message in an alert when it refuses a change (400)', async () => {
  const fake = api();
  fake.on('POST /ops/remotes/mfe-option/canary-percent', {
    status: 400,
    body: { message: 'オプションのカナリアは動いていません' },
  });
  const { section } = await open(fake);
  await retype(within(section).getByLabelText('カナリアを表示する訪問者の割合（%）'), '30');
  await userEvent.click(within(section).getByRole('button', { name: 'オプションのカナリアの割合を変える' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'サーバーが受け付けませんでした：オプションのカナリアは動いていません',
  );
  // Nothing changed: the figures are not read again (React has run the answer's effects by now).
  expect(fake.calls('GET /ops/canary')).toHaveLength(1);
});

it('overtaken by another tab (409): shows the message and reads the current state again', async () => {
  const fake = api();
  const message =
    'オプション（mfe-option）は、画面に表示していたカナリア 0.1.0-r2（訪問者の 10%）から、いまはカナリア 0.1.0-r2（訪問者の 50%）に変わっています（別の画面か担当者が変更しました）。何も変更していません';
  fake.on('POST /ops/remotes/mfe-option/canary-percent', { status: 409, body: { message } });
  const { section } = await open(fake);
  await retype(within(section).getByLabelText('カナリアを表示する訪問者の割合（%）'), '30');
  await userEvent.click(within(section).getByRole('button', { name: 'オプションのカナリアの割合を変える' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    `${message}。画面をいまの状態に更新しました。`,
  );
  await waitFor(() => expect(fake.calls('GET /ops/canary')).toHaveLength(2));
});

describe('the policy', () => {
  const form = () => screen.getByRole('form', { name: 'カナリアの設定' });

  it('shows the stored policy (the sampling in percent) and saves what was edited', async () => {
    const fake = api();
    fake.on('PUT /ops/canary/policy', (req) => ({ body: JSON.parse(req.body!) }));
    await open(fake);
    const policy = within(form());
    expect(policy.getByLabelText('計測する訪問者の割合（%）')).toHaveValue(50);
    expect(policy.getByLabelText('判定に必要な訪問者数（人）')).toHaveValue(200);
    expect(policy.getByLabelText('様子を見る時間（分）')).toHaveValue(1440);
    const auto = policy.getByRole('checkbox', { name: '問題がなければ自動で公開する' });
    expect(auto).not.toBeChecked();
    expect(auto).toHaveAccessibleDescription(/クリックを待つ/);
    expect(policy.getByLabelText('エラーの許容幅（1,000人あたりの人数）')).toHaveValue(5);
    expect(policy.getByLabelText('表示速度の許容幅（%）')).toHaveValue(10);

    await retype(policy.getByLabelText('計測する訪問者の割合（%）'), '7');
    await retype(policy.getByLabelText('判定に必要な訪問者数（人）'), '300');
    await retype(policy.getByLabelText('様子を見る時間（分）'), '90');
    await userEvent.click(auto);
    await retype(policy.getByLabelText('エラーの許容幅（1,000人あたりの人数）'), '2.5');
    await retype(policy.getByLabelText('表示速度の許容幅（%）'), '15');
    await userEvent.click(policy.getByRole('button', { name: 'カナリアの設定を保存する' }));

    expect(await screen.findByText('カナリアの設定を保存しました。')).toBeInTheDocument();
    expect(bodyOf(fake, 'PUT /ops/canary/policy')).toEqual([
      {
        sampleRate: 0.07,
        minVisitors: 300,
        windowMinutes: 90,
        autoPromote: true,
        errorMarginPer1000: 2.5,
        vitalMarginPercent: 15,
      },
    ]);
    await waitFor(() => expect(fake.calls('GET /ops/canary')).toHaveLength(2));
  });

  it('refuses values out of their limits beside their fields', async () => {
    const fake = api();
    await open(fake);
    const policy = within(form());
    await retype(policy.getByLabelText('計測する訪問者の割合（%）'), '150');
    await retype(policy.getByLabelText('判定に必要な訪問者数（人）'), '10.5');
    await retype(policy.getByLabelText('様子を見る時間（分）'), '');
    await userEvent.click(policy.getByRole('button', { name: 'カナリアの設定を保存する' }));
    expect(policy.getByLabelText('計測する訪問者の割合（%）')).toHaveAccessibleDescription(
      /計測する訪問者の割合は0から100までの数で入力してください/,
    );
    expect(policy.getByLabelText('判定に必要な訪問者数（人）')).toHaveAccessibleDescription(
      /判定に必要な訪問者数は1から1,000,000までの整数で入力してください/,
    );
    expect(policy.getByLabelText('様子を見る時間（分）')).toHaveAccessibleDescription(
      /様子を見る時間を入力してください/,
    );
    expect(fake.calls('PUT /ops/canary/policy')).toHaveLength(0);
  });
});

it('turns the preview of this browser on and off', async () => {
  const fake = api();
  fake.on('POST /ops/canary/preview', (req) => ({ body: JSON.parse(req.body!) }));
  await open(fake);
  const preview = region(/この端末でのプレビュー/);
  expect(preview).toHaveTextContent('このブラウザだけに効きます');
  expect(preview).toHaveTextContent('8時間で自動的に終わります');
  await userEvent.click(within(preview).getByRole('button', { name: 'この端末でカナリアを表示する' }));
  expect(await within(preview).findByRole('status')).toHaveTextContent(
    'この端末でカナリアを表示しています。',
  );
  await userEvent.click(within(preview).getByRole('button', { name: 'プレビューを終える' }));
  expect(await within(preview).findByText(/プレビューを終えました。/)).toBeInTheDocument();
  expect(bodyOf(fake, 'POST /ops/canary/preview')).toEqual([{ on: true }, { on: false }]);
});
