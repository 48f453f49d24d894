// GET /postal/... and GET /banks/... (public reference data, no token).
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
};

describe('GET /postal/{zipcode}', () => {
  it.each(['4600008', '460-0008', encodeURIComponent('４６０－０００８'), encodeURIComponent('〒460-0008')])(
    'answers prefecture, city and town (with kana) for %s',
    async (zipcode) => {
      const { status, body, headers } = await get(`/postal/${zipcode}`);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toContain('max-age');
      expect(body).toMatchObject({
        postalCode: '4600008',
        prefecture: '愛知県',
        city: '名古屋市中区',
        town: '栄',
        prefectureKana: 'アイチケン',
        cityKana: 'ナゴヤシナカク',
        towns: [expect.objectContaining({ town: '栄' })],
      });
    },
  );

  it('lists every town of a code shared by several', async () => {
    const { body } = await get('/postal/4980000');
    expect(
      (body.towns as { prefecture: string; city: string }[]).map((t) => `${t.prefecture}${t.city}`),
    ).toEqual(['愛知県弥富市', '三重県桑名郡木曽岬町']);
  });

  it.each(['123', '46000081', 'abcdefg'])('answers 400 for the malformed %s', async (zipcode) => {
    expect((await get(`/postal/${zipcode}`)).status).toBe(400);
  });

  it('answers 404 for an unknown code', async () => {
    expect((await get('/postal/0000000')).status).toBe(404);
  });
});

describe('city and town lists', () => {
  it('lists the cities of a prefecture', async () => {
    const { status, body } = await get(`/postal/prefectures/${encodeURIComponent('三重県')}/cities`);
    expect(status).toBe(200);
    const cities = body.cities as { name: string; kana: string }[];
    expect(cities).toContainEqual(expect.objectContaining({ name: '津市', kana: 'ツシ' }));
    expect(cities).toHaveLength(29);
  });

  it('lists the towns of a city, each once, with a postal code', async () => {
    const { body } = await get(
      `/postal/prefectures/${encodeURIComponent('愛知県')}/cities/${encodeURIComponent('名古屋市中区')}/towns`,
    );
    const towns = body.towns as { town: string; postalCode: string }[];
    expect(towns).toContainEqual({ town: '栄', postalCode: '4600008' });
    expect(new Set(towns.map((t) => t.town)).size).toBe(towns.length);
  });

  it('answers 404 for an unknown prefecture or city', async () => {
    expect((await get(`/postal/prefectures/${encodeURIComponent('架空県')}/cities`)).status).toBe(404);
    expect(
      (
        await get(
          `/postal/prefectures/${encodeURIComponent('愛知県')}/cities/${encodeURIComponent('架空市')}/towns`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('GET /banks', () => {
  it('finds a bank by code and by name (kanji, kana or hiragana)', async () => {
    expect((await get('/banks?code=0001')).body.banks).toEqual([
      { code: '0001', name: 'みずほ', kana: 'ミズホ' },
    ]);
    for (const q of ['みずほ', 'ミズホ', 'ﾐｽﾞﾎ']) {
      const banks = (await get(`/banks?q=${encodeURIComponent(q)}`)).body.banks as { code: string }[];
      expect(banks.map((b) => b.code)).toContain('0001');
    }
  });

  it('finds a branch by code and by name', async () => {
    expect((await get('/banks/0001/branches?code=100')).body.branches).toEqual([
      { code: '100', name: '本店', kana: 'ホンテン' },
    ]);
    const branches = (await get(`/banks/0001/branches?q=${encodeURIComponent('ほんてん')}`)).body
      .branches as {
      code: string;
    }[];
    expect(branches.map((b) => b.code)).toContain('100');
  });

  it('answers 400 without a query, 404 for an unknown bank, [] for an unknown branch', async () => {
    expect((await get('/banks')).status).toBe(400);
    expect((await get('/banks?code=12a')).status).toBe(400);
    expect((await get('/banks/9998/branches?code=001')).status).toBe(404);
    expect((await get('/banks/0001/branches?code=999')).body.branches).toEqual([]);
  });
});
