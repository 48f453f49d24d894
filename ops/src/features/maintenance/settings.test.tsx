import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatYmd, jstToday } from '@hikari/shared/domain';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';
import { storedSettings } from '../../testing/settings-fixture';

const day = (n: number) => formatYmd(addDays(jstToday(new Date()), n));

function api() {
  return fakeOpsApi({
    'GET /ops/settings': { body: storedSettings },
    'POST /ops/maintenance': (req) => ({
      body: { ...storedSettings, maintenance: { ...storedSettings.maintenance, ...JSON.parse(req.body!) } },
    }),
    'POST /ops/settings': (req) => ({ body: { ...storedSettings, ...JSON.parse(req.body!) } }),
  });
}

async function openSchedule() {
  const fake = api();
  renderConsole(fake, '#/maintenance');
  const section = await screen.findByRole('region', { name: 'メンテナンス' });
  await userEvent.click(within(section).getByRole('radio', { name: '期間を決めて予定する' }));
  return { fake, section };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'メンテナンスの設定を保存する' }));

describe('scheduling a maintenance', () => {
  it('asks for both dates, beside each field, and sends nothing', async () => {
    const { fake } = await openSchedule();
    await save();
    expect(await screen.findByText('開始日時を入力してください')).toBeInTheDocument();
    expect(screen.getByText('終了日時を入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText('開始日時（日本時間）')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls('POST /ops/maintenance')).toHaveLength(0);
  });

  it('refuses an end before the start on the same night, and an end already over', async () => {
    const { fake } = await openSchedule();
    await userEvent.type(screen.getByLabelText('開始日時（日本時間）'), `${day(5)}T04:00`);
    await userEvent.type(screen.getByLabelText('終了日時（日本時間）'), `${day(5)}T02:00`);
    // The preview does not show a period ending before it starts.
    expect(screen.getByTestId('maintenance-when')).toHaveTextContent('終了日時が開始日時より前か同じです');
    expect(screen.getByRole('group', { name: 'お知らせのプレビュー' })).not.toHaveTextContent('期間');
    await save();
    expect(await screen.findByText('終了日時は開始日時より後にしてください')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('開始日時（日本時間）'));
    await userEvent.type(screen.getByLabelText('開始日時（日本時間）'), `${day(-3)}T01:00`);
    await userEvent.clear(screen.getByLabelText('終了日時（日本時間）'));
    await userEvent.type(screen.getByLabelText('終了日時（日本時間）'), `${day(-1)}T05:00`);
    await save();
    expect(
      await screen.findByText('終了日時がもう過ぎています。これから先の日時にしてください'),
    ).toBeInTheDocument();
    expect(fake.calls('POST /ops/maintenance')).toHaveLength(0);
  });

  it('sets a night window from 02:00 to 04:00 and previews exactly what is saved', async () => {
    const { fake } = await openSchedule();
    await userEvent.type(screen.getByLabelText('開始日時（日本時間）'), `${day(5)}T02:00`);
    await userEvent.type(screen.getByLabelText('終了日時（日本時間）'), `${day(5)}T04:00`);
    const preview = screen.getByRole('group', { name: 'お知らせのプレビュー' });
    expect(preview).toHaveTextContent(/期間.*2:00 ～ .*4:00/);
    expect(screen.getByTestId('maintenance-when')).toHaveTextContent(
      'ページの閲覧と料金シミュレーションは続けてご利用いただけます',
    );
    await save();
    expect(JSON.parse(fake.calls('POST /ops/maintenance')[0]!.body!)).toMatchObject({
      firstDate: `${day(5)}T02:00`,
      lastDate: `${day(5)}T04:00`,
    });
  });

  it('previews the notice with the period and says when visitors see it, then saves the schedule', async () => {
    const { fake } = await openSchedule();
    await userEvent.type(screen.getByLabelText('お知らせの文'), '12月の設備点検のため、受付を停止します。');
    await userEvent.type(screen.getByLabelText('開始日時（日本時間）'), `${day(5)}T01:00`);
    await userEvent.type(screen.getByLabelText('終了日時（日本時間）'), `${day(6)}T23:59`);

    const preview = screen.getByRole('group', { name: 'お知らせのプレビュー' });
    expect(preview).toHaveTextContent('メンテナンスのお知らせ');
    expect(preview).toHaveTextContent('12月の設備点検のため、受付を停止します。');
    expect(preview).toHaveTextContent(/期間.*1:00 ～ .*23:59/);
    // The notice shows from 00:00 of the day before the first day.
    const [, m, d] = day(4).split('-').map(Number);
    expect(screen.getByTestId('maintenance-when')).toHaveTextContent(
      new RegExp(`${m}月${d}日（.）0:00 から表示されます`),
    );

    await save();
    const calls = fake.calls('POST /ops/maintenance');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.body!)).toEqual({
      seenUpdatedAt: '2026-11-25T00:00:00.000Z',
      on: true,
      category: 'tel',
      text: '12月の設備点検のため、受付を停止します。',
      firstDate: `${day(5)}T01:00`,
      lastDate: `${day(6)}T23:59`,
    });
    expect(await screen.findByText(/メンテナンスの設定を保存しました/)).toBeInTheDocument();
  });

  it('says a reserve maintenance shows no notice, and switches maintenance off', async () => {
    const fake = api();
    renderConsole(fake, '#/maintenance');
    await screen.findByRole('region', { name: 'メンテナンス' });
    await userEvent.click(screen.getByRole('radio', { name: '今すぐメンテナンス中にする（解除するまで）' }));
    await userEvent.selectOptions(screen.getByLabelText('区分'), 'reserve');
    expect(screen.getByTestId('maintenance-when')).toHaveTextContent('お知らせは表示しません');
    expect(screen.queryByRole('group', { name: 'お知らせのプレビュー' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'メンテナンスなし' }));
    await save();
    expect(JSON.parse(fake.calls('POST /ops/maintenance')[0]!.body!)).toMatchObject({ on: false });
  });
});

describe('settings version and call hours', () => {
  it('bumps the settings version after a confirmation explaining the reload', async () => {
    const fake = api();
    renderConsole(fake, '#/maintenance');
    const section = await screen.findByRole('region', { name: '設定バージョン' });
    expect(within(section).getByLabelText('新しい設定バージョン')).toHaveValue('4.0.1');
    await userEvent.click(within(section).getByRole('button', { name: '設定バージョンを上げる' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('4.0.0 から 4.0.1');
    expect(dialog).toHaveTextContent('一度だけ読み込み直されます');
    await userEvent.click(within(dialog).getByRole('button', { name: '4.0.1 にする' }));
    expect(JSON.parse(fake.calls('POST /ops/settings')[0]!.body!)).toEqual({
      version: '4.0.1',
      seenUpdatedAt: '2026-11-25T00:00:00.000Z',
    });
  });

  it('refuses an end hour before the start hour and saves valid hours', async () => {
    const fake = api();
    renderConsole(fake, '#/maintenance');
    const section = await screen.findByRole('region', { name: '電話の受付時間' });
    const telLast = within(section).getByLabelText('受付の終了');
    await userEvent.clear(telLast);
    await userEvent.type(telLast, '9');
    await userEvent.click(within(section).getByRole('button', { name: '受付時間を保存する' }));
    expect(await within(section).findByText('受付時間の終了は開始より後にしてください')).toBeInTheDocument();
    expect(fake.calls('POST /ops/settings')).toHaveLength(0);

    await userEvent.clear(telLast);
    await userEvent.type(telLast, '19');
    await userEvent.click(within(section).getByRole('button', { name: '受付時間を保存する' }));
    expect(await within(section).findByText(/電話の受付時間を保存しました/)).toBeInTheDocument();
    expect(JSON.parse(fake.calls('POST /ops/settings')[0]!.body!)).toEqual({
      seenUpdatedAt: '2026-11-25T00:00:00.000Z',
      // One pair of hours: the hours counted as open are the hours shown.
      callTime: { displayFirstTime: 10, displayLastTime: 19, telFirstTime: 10, telLastTime: 19 },
    });
  });
});

describe('a maintenance window that is over', () => {
  it('reads as finished, not as planned', async () => {
    const over = {
      ...storedSettings,
      maintenance: {
        ...storedSettings.maintenance,
        isAlwaysDisplay: false,
        firstDate: `${day(-3)}T02:00`,
        lastDate: `${day(-3)}T04:00`,
      },
    };
    renderConsole(fakeOpsApi({ 'GET /ops/settings': { body: over } }), '#/maintenance');
    const section = await screen.findByRole('region', { name: 'メンテナンス' });
    expect(section).toHaveTextContent('メンテナンスは終わりました');
    expect(section).not.toHaveTextContent('メンテナンスを予定しています');
  });
});
