// A fetch stand-in for the API's routes the area search uses, shaped like
// api/src/modules/lookups/routes.ts and the SearchCommufaArea resolver answer, so the
// components run through the real RTK Query endpoints and base query.
import type { AreaAddressInput, AreaSearchResult } from '@hikari/shared/domain';
import { servedAreaResult } from '@hikari/shared/testing/fixtures';

export type AreaSearchInputSent = AreaAddressInput;

type Town = { prefecture: string; city: string; town: string };

const POSTAL: Record<string, Town[]> = {
  '4600008': [{ prefecture: '愛知県', city: '名古屋市中区', town: '栄' }],
  '5140004': [{ prefecture: '三重県', city: '津市', town: '栄町' }],
  '4980017': [
    { prefecture: '愛知県', city: '弥富市', town: '前ケ須町' },
    { prefecture: '愛知県', city: '弥富市', town: '鯏浦町' },
  ],
  '1000001': [{ prefecture: '東京都', city: '千代田区', town: '千代田' }],
};

const CITIES: Record<string, string[]> = {
  愛知県: ['名古屋市中区', '名古屋市東区', '弥富市'],
  三重県: ['津市'],
  東京都: ['千代田区'],
};

const TOWNS: Record<string, string[]> = {
  '愛知県|名古屋市中区': ['栄', '錦', '丸の内', ''],
  '愛知県|名古屋市東区': ['泉', '東桜'],
  '愛知県|弥富市': ['前ケ須町', '鯏浦町'],
  '三重県|津市': ['栄町'],
  '東京都|千代田区': ['千代田'],
};

/** A served, identified home (10 gigabit and TV), with `overrides`. */
export const servedResult = servedAreaResult;

type AreaAnswer = AreaSearchResult | 'network-error' | 'server-error';

export interface FakeApi {
  /** Inputs of every SearchCommufaArea request, in order. */
  areaSearches: AreaSearchInputSent[];
  /** Paths of every /postal/ request, decoded. */
  postalRequests: string[];
  /** Decides each SearchCommufaArea answer; default: served, 10G and TV. */
  answerArea: (input: AreaSearchInputSent, call: number) => AreaAnswer;
  /** Makes the next /postal/{zipcode} requests fail as the network would. */
  postalDown: boolean;
  /** Makes the next /postal/{zipcode} requests answer this status (503: the server is struggling). */
  postalStatus: number | null;
  fetch: jest.Mock;
}

const json = (status: number, body: unknown) =>
  ({ status, ok: status < 300, json: async () => body }) as unknown as Response;

export function installFakeApi(): FakeApi {
  const api: FakeApi = {
    areaSearches: [],
    postalRequests: [],
    answerArea: () => servedResult(),
    postalDown: false,
    postalStatus: null,
    fetch: jest.fn(),
  };
  api.fetch.mockImplementation(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (path === '/auth/guest') return json(200, { token: 'guest-token' });
    if (path === '/graphql') {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: { input: AreaSearchInputSent };
      };
      if (!body.query.includes('SearchCommufaArea'))
        return json(400, { errors: [{ message: 'unexpected' }] });
      api.areaSearches.push(body.variables.input);
      const answer = api.answerArea(body.variables.input, api.areaSearches.length);
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (answer === 'server-error') return json(500, { errors: [{ message: 'Internal server error' }] });
      return json(200, { data: { searchCommufaArea: answer } });
    }
    if (path.startsWith('/postal/')) {
      api.postalRequests.push(path);
      const parts = path.split('/').filter(Boolean);
      if (parts[1] === 'prefectures' && parts.length === 4) {
        const cities = CITIES[parts[2]!];
        if (!cities) return json(404, { message: 'Unknown prefecture' });
        return json(200, {
          prefecture: parts[2],
          cities: cities.map((name, i) => ({ code: String(i), name, kana: '' })),
        });
      }
      if (parts[1] === 'prefectures' && parts.length === 6) {
        const towns = TOWNS[`${parts[2]}|${parts[4]}`];
        if (!towns) return json(404, { message: 'Unknown city' });
        return json(200, {
          prefecture: parts[2],
          city: parts[4],
          towns: towns.map((town) => ({ town, postalCode: '0000000' })),
        });
      }
      if (api.postalDown) throw new TypeError('Failed to fetch');
      if (api.postalStatus !== null) return json(api.postalStatus, { message: 'Service Unavailable' });
      const towns = POSTAL[parts[1]!];
      if (!towns) return json(404, { message: '該当する住所が見つかりませんでした。' });
      const first = towns[0]!;
      return json(200, {
        postalCode: parts[1],
        ...first,
        prefectureKana: '',
        cityKana: '',
        towns: towns.map((t) => ({ ...t, prefectureKana: '', cityKana: '' })),
      });
    }
    return json(404, { message: 'Not found' });
  });
  globalThis.fetch = api.fetch as unknown as typeof fetch;
  return api;
}
