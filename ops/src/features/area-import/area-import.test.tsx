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
  const fake = fakeOpsApi({
    'POST /ops/area/import': { body: { kind: 'buildings', rows: 1234, encoding: 'Shift_JIS' } },
  });
  // The file goes as its bytes (the server finds its encoding), not as text read here.
  const sent: unknown[] = [];
  const fetchOf = fake.fetch;
  fake.fetch = (input, init) => {
    if (init?.method === 'POST') sent.push(init.body);
    return fetchOf(input, init);
  };
  renderConsole(fake, '#/area');
  await userEvent.click(screen.getByRole('radio', { name: '建物（集合住宅）' }));
  await userEvent.upload(
    screen.getByLabelText('CSVファイル（UTF-8 または Shift_JIS、1行目は列名）'),
    csvFile(),
  );
  await userEvent.click(screen.getByRole('button', { name: '取り込む' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    '建物（集合住宅）を1,234行で置き換えました（ファイルの文字コード：Shift_JIS（Excel の CSV））',
  );
  const [call] = fake.calls('POST /ops/area/import');
  expect(call!.query.get('kind')).toBe('buildings');
  expect(call!.headers['content-type']).toBe('text/csv');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toBeInstanceOf(File);
  expect((sent[0] as File).name).toBe('master.csv');
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
  await userEvent.upload(
    screen.getByLabelText('CSVファイル（UTF-8 または Shift_JIS、1行目は列名）'),
    csvFile(),
  );
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

describe('searching and downloading the master', () => {
  const towns = {
    kind: 'towns',
    q: '名古屋市中区栄',
    total: 2,
    items: [
      {
        prefecture: '愛知県',
        city: '名古屋市中区',
        town: '栄',
        chome: '3',
        postalCode: '4600008',
        isServiceArea: true,
        is10GArea: false,
        isTVArea: true,
        period: null,
        notes: '10ギガは準備中',
      },
    ],
  };

  it('searches the towns by an address and lists what the master says of each', async () => {
    const fake = fakeOpsApi({ 'GET /ops/area': { body: towns } });
    renderConsole(fake, '#/area');
    await userEvent.type(screen.getByLabelText('住所・建物名'), '名古屋市中区栄');
    await userEvent.click(screen.getByRole('button', { name: '検索する' }));
    const table = await screen.findByRole('table', {
      name: '町域（提供エリア）の検索結果（全2行、はじめの1行を表示）',
    });
    expect(within(table).getByRole('row', { name: /愛知県 名古屋市中区 栄 3/ })).toHaveTextContent(
      '4600008○×○—10ギガは準備中',
    );
    expect(Object.fromEntries(fake.calls('GET /ops/area')[0]!.query)).toEqual({
      kind: 'towns',
      q: '名古屋市中区栄',
      limit: '100',
    });
  });

  it('clears the rows and says why when a search fails', async () => {
    const fake = fakeOpsApi({ 'GET /ops/area': { body: towns } });
    renderConsole(fake, '#/area');
    await userEvent.click(screen.getByRole('button', { name: '検索する' }));
    await screen.findByRole('table', { name: /町域（提供エリア）の検索結果/ });
    fake.on('GET /ops/area', { status: 503, body: { message: 'database unavailable' } });
    await userEvent.click(screen.getByRole('button', { name: '検索する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('検索できませんでした。');
    expect(screen.queryByRole('table', { name: /検索結果/ })).not.toBeInTheDocument();
  });

  it('downloads the buildings found as a CSV under the name the server gives', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:ops-test';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fake = fakeOpsApi({
      'GET /ops/area': {
        text: '\uFEFFprefecture,city,town,chome,banchi,building_name\r\n',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="area-buildings-20261126.csv"',
        },
      },
    });
    renderConsole(fake, '#/area');
    await userEvent.click(screen.getByRole('radio', { name: '建物（集合住宅）から探す' }));
    await userEvent.type(screen.getByLabelText('住所・建物名'), 'ハイツ');
    await userEvent.click(screen.getByRole('button', { name: 'この条件でCSVをダウンロード' }));
    expect(
      await screen.findByText('area-buildings-20261126.csv をダウンロードしました。'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(fake.calls('GET /ops/area')[0]!.query)).toEqual({
      kind: 'buildings',
      q: 'ハイツ',
      format: 'csv',
    });
    expect(created).toHaveLength(1);
    click.mockRestore();
  });
});
