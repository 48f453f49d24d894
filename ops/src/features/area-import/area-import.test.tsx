import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';

const CSV = 'prefecture,city,town,is_service_area,is_10g_area,is_tv_area\n愛知県,名古屋市中区,栄,1,1,1\n';

function csvFile(text = CSV): File {
  const file = new File([text], 'master.csv', { type: 'text/csv' });
  // jsdom's File has no text(); browsers do.
  Object.assign(file, { text: async () => text });
  return file;
}

it('sends the chosen file as CSV for the chosen master and reports the rows', async () => {
  const fake = fakeOpsApi({ 'POST /ops/area/import': { body: { kind: 'buildings', rows: 1234 } } });
  renderConsole(fake, '#/area');
  await userEvent.click(screen.getByRole('radio', { name: '建物（集合住宅）' }));
  await userEvent.upload(screen.getByLabelText('CSVファイル（UTF-8、1行目は列名）'), csvFile());
  await userEvent.click(screen.getByRole('button', { name: '取り込む' }));

  expect(await screen.findByRole('status')).toHaveTextContent('建物（集合住宅）を1,234行で置き換えました');
  const [call] = fake.calls('POST /ops/area/import');
  expect(call!.query.get('kind')).toBe('buildings');
  expect(call!.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(call!.body).toBe(CSV);
});

it('lists line, column and reason of every problem when the file is refused', async () => {
  const fake = fakeOpsApi({
    'POST /ops/area/import': {
      status: 400,
      body: {
        message: 'import rejected, nothing was changed',
        problems: [
          { line: 3, column: 'is_10g_area', reason: '1 か 0 で書いてください' },
          { line: 7, column: 'prefecture', message: '提供県ではありません' },
          { line: 1, reason: '列 city がありません' },
        ],
      },
    },
  });
  renderConsole(fake, '#/area');
  await userEvent.upload(screen.getByLabelText('CSVファイル（UTF-8、1行目は列名）'), csvFile());
  await userEvent.click(screen.getByRole('button', { name: '取り込む' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('取り込みませんでした（マスタは変わっていません）');
  const table = within(alert).getByRole('table', { name: '取り込めなかった理由（3件）' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['3', 'is_10g_area', '1 か 0 で書いてください'],
    ['7', 'prefecture', '提供県ではありません'],
    ['1', '—', '列 city がありません'],
  ]);
});

it('asks for a file before sending anything', async () => {
  const fake = fakeOpsApi();
  renderConsole(fake, '#/area');
  await userEvent.click(screen.getByRole('button', { name: '取り込む' }));
  expect(screen.getByText('取り込むCSVファイルを選んでください')).toBeInTheDocument();
  expect(fake.requests).toHaveLength(0);
});
