import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCampaignOffer } from '@hikari/shared/domain';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';
import { storedSettings } from '../../testing/settings-fixture';

function api() {
  return fakeOpsApi({
    'GET /ops/settings': { body: storedSettings },
    'POST /ops/campaigns': (req) => ({ body: { siteName: 'hikari', campaignOffer: JSON.parse(req.body!) } }),
  });
}

/** The campaign's part of the form, by the name the site gives it now. */
const campaign = (name: string) => screen.getByRole('group', { name });
const preview = (name: string) => screen.getByRole('group', { name: `${name}のプレビュー` });
const save = () => userEvent.click(screen.getByRole('button', { name: 'キャンペーンの提供内容を保存する' }));

async function open(fake = api()) {
  renderConsole(fake, '#/campaigns');
  await screen.findByRole('group', { name: '50,000円キャッシュバック' });
  return fake;
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

it('lists each campaign with its state now, its period, its area and its figures', async () => {
  await open();
  const added = campaign('期間限定 10,000円追加キャッシュバック');
  expect(added).toHaveTextContent('現在：終了（2025年7月11日（金）～2025年9月29日（月））');
  expect(within(added).getByLabelText('開始日（日本時間）')).toHaveValue('2025-07-11');
  expect(within(added).getByLabelText('最終日（日本時間）')).toHaveValue('2025-09-29');
  expect(within(added).getByLabelText('上乗せする額（円）')).toHaveValue(10000);
  const limited = campaign('エリア限定 5,000円追加キャッシュバック');
  expect(limited).toHaveTextContent('現在：実施中（対象エリアのお申し込みのみ）');
  expect(limited).toHaveTextContent('対象エリア：長野県、愛知県豊田市');
  // An empty text keeps the catalog's words, shown in the field.
  expect(within(campaign('乗り換えキャンペーン')).getByLabelText('説明の文')).toHaveAttribute(
    'placeholder',
    '他社回線の解約金・撤去費用を最大60,000円まで還元します。',
  );
});

it('shows the cards with the amount and the words being typed', async () => {
  await open();
  await retype(
    within(campaign('50,000円キャッシュバック')).getByLabelText('キャッシュバック額（円）'),
    '60000',
  );
  await userEvent.type(
    within(campaign('乗り換えキャンペーン')).getByLabelText('対象の文'),
    '他社の光回線から乗り換える方',
  );
  const card = preview('60,000円キャッシュバック');
  expect(card).toHaveTextContent('開通後に60,000円をキャッシュバックします。');
  expect(preview('乗り換えキャンペーン')).toHaveTextContent('対象：他社の光回線から乗り換える方');
  expect(preview('乗り換えキャンペーン')).toHaveTextContent('キャンペーン期間：実施中です。');
});

it('says beside the field what is wrong, the preview says why it cannot show, and nothing is sent', async () => {
  const fake = await open();
  const amount = within(campaign('50,000円キャッシュバック')).getByLabelText('キャッシュバック額（円）');
  await retype(amount, '-5');
  await userEvent.click(within(campaign('1年割')).getByLabelText('お見積もりでの適用理由の文'));
  await userEvent.paste('あ'.repeat(121));
  expect(screen.getByTestId('campaign-preview-problems')).toHaveTextContent('amounts.is50000CP');
  await save();
  expect(await screen.findByText('0以上で入力してください')).toBeInTheDocument();
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('120文字以内で入力してください')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(fake.calls('POST /ops/campaigns')).toHaveLength(0);
});

it('confirms what changes, then sends the offer with the updatedAt that was seen', async () => {
  const fake = await open();
  const added = campaign('期間限定 10,000円追加キャッシュバック');
  await retype(within(added).getByLabelText('開始日（日本時間）'), '2026-12-10');
  await retype(within(added).getByLabelText('最終日（日本時間）'), '2026-12-31');
  await retype(within(added).getByLabelText('上乗せする額（円）'), '8000');
  await userEvent.type(
    within(campaign('1年割')).getByLabelText('説明の文'),
    '12ヶ月間、基本料金を割り引きます。',
  );
  await save();
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(
    '「期間限定 10,000円追加キャッシュバック」の期間：2025年7月11日（金）～2025年9月29日（月） → 2026年12月10日（木）～2026年12月31日（木）',
  );
  expect(dialog).toHaveTextContent(
    '「期間限定 10,000円追加キャッシュバック」の上乗せする額：10,000円 → 8,000円',
  );
  expect(dialog).toHaveTextContent('「1年割」の文（説明）を変更します。');
  expect(fake.calls('POST /ops/campaigns')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: '保存する' }));

  expect(await screen.findByText(/キャンペーンの提供内容を保存しました/)).toBeInTheDocument();
  const [post] = fake.calls('POST /ops/campaigns');
  const body = JSON.parse(post!.body!);
  expect(body.seenUpdatedAt).toBe(storedSettings.updatedAt);
  expect(body.amounts.additional).toBe(8000);
  expect(body.amounts.is50000CP).toBe(50000);
  expect(body.campaigns.find((c: { id: string }) => c.id === 'isOriginalAddCP')).toEqual({
    id: 'isOriginalAddCP',
    startsAfter: '2026-12-10',
    endsBefore: '2027-01-01',
    area: null,
  });
  // Unchanged campaigns are sent as stored, the area limit with them.
  expect(body.campaigns.find((c: { id: string }) => c.id === 'isOriginalLimitedAddCP')).toEqual(
    defaultCampaignOffer.campaigns.find((c) => c.id === 'isOriginalLimitedAddCP'),
  );
  expect(body.wording).toEqual([
    {
      id: 'isOneYearWariCP',
      description: '12ヶ月間、基本料金を割り引きます。',
      eligibility: null,
      reason: null,
    },
  ]);
  expect(fake.calls('GET /ops/settings')).toHaveLength(2);
});

it('places the server refusal at the field it names', async () => {
  const fake = await open();
  fake.on('POST /ops/campaigns', {
    status: 400,
    body: {
      message:
        'amounts.auCoupon: a whole number from 0 to 1000000; campaigns[11].area.cities: no city 豊田 in 愛知県',
    },
  });
  await save();
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: '保存する' }),
  );
  const coupon = within(campaign('au PAY クーポン 10,000円分')).getByLabelText('クーポンの額（円）');
  expect(
    await screen.findByText('サーバーが受け付けませんでした：a whole number from 0 to 1000000'),
  ).toBeInTheDocument();
  expect(coupon).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('campaigns[11].area.cities: no city 豊田 in 愛知県');
});

it('on a 409 says someone else changed the offer and shows the current one', async () => {
  const fake = await open();
  const current = {
    ...storedSettings,
    updatedAt: '2026-11-30T03:00:00.000Z',
    campaignOffer: { ...defaultCampaignOffer, amounts: { ...defaultCampaignOffer.amounts, auCoupon: 15000 } },
  };
  fake.on('POST /ops/campaigns', {
    status: 409,
    body: { message: 'サイトの設定は、画面を開いた後に別の画面か担当者が保存しています。' },
  });
  fake.on('GET /ops/settings', { body: current });
  await retype(within(campaign('au PAY クーポン 10,000円分')).getByLabelText('クーポンの額（円）'), '12000');
  await save();
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: '保存する' }),
  );

  expect(
    await screen.findByText(
      /キャンペーンの提供内容は、この画面を開いた後にほかの担当者か別の画面で変更されています。何も保存していません。/,
    ),
  ).toBeInTheDocument();
  const coupon = await screen.findByRole('group', { name: 'au PAY クーポン 15,000円分' });
  expect(within(coupon).getByLabelText('クーポンの額（円）')).toHaveValue(15000);

  // The next save names the offer now on screen.
  await save();
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: '保存する' }),
  );
  expect(JSON.parse(fake.calls('POST /ops/campaigns')[1]!.body!).seenUpdatedAt).toBe(current.updatedAt);
});

it('is read-only, naming the roles that may change it, for a person without them', async () => {
  const fake = api();
  renderConsole(fake, '#/campaigns', { person: { login: 'tanaka', name: '田中 次郎', roles: ['support'] } });
  expect(await screen.findByTestId('campaigns-read-only')).toHaveTextContent(
    '閲覧のみです。キャンペーンの提供内容を変更できるのは、「キャンペーンチーム」または「サイト運用」の役割の担当者です。',
  );
  expect(
    within(campaign('50,000円キャッシュバック')).getByLabelText('キャッシュバック額（円）'),
  ).toBeDisabled();
  expect(within(campaign('1年割')).getByLabelText('説明の文')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'キャンペーンの提供内容を保存する' })).not.toBeInTheDocument();
  expect(preview('50,000円キャッシュバック')).toBeInTheDocument();
});
