import {
  areaResultToPlanFields,
  FAILED_AREA_RESULT,
  isServedPrefecture,
  searchArea,
  type AreaAddressInput,
  type AreaSearchFn,
} from './area-search';
import { areaSearchInput, servedAreaResult } from '@hikari/shared/testing/fixtures';
import type { AreaSearchResult } from './entities';

const address: AreaAddressInput = areaSearchInput();

/** A served home's answer, not registered unless `overrides` says so. */
const result = (overrides: Partial<AreaSearchResult>): AreaSearchResult =>
  servedAreaResult({ isRegister: false, ...overrides });

/** A search that answers by the building type it is asked for. */
function fakeSearch(home: AreaSearchResult | Error, apartment: AreaSearchResult | Error = home) {
  const calls: AreaAddressInput[] = [];
  const search: AreaSearchFn = async (a) => {
    calls.push(a);
    const answer = a.buildingType === 0 ? home : apartment;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { search, calls };
}

describe('prefecture rule', () => {
  it.each(['愛知県', '三重県', '岐阜県', '静岡県', '長野県', ' 愛知県 '])('%s is served', (p) => {
    expect(isServedPrefecture(p)).toBe(true);
  });

  it.each(['東京都', '大阪府', '愛知', ''])(
    '%s is not served: success, not registered, identified, no call',
    async (prefecture) => {
      const { search, calls } = fakeSearch(result({}));
      const answer = await searchArea({ ...address, prefecture }, search);
      expect(answer).toMatchObject({
        result: 'success',
        isRegister: false,
        status: 'identified',
        isServiceArea: false,
      });
      expect(calls).toHaveLength(0);
    },
  );
});

describe('home', () => {
  it('searches once and returns the answer as is', async () => {
    const home = result({ period: '2025年10月', is10GArea: false });
    const { search, calls } = fakeSearch(home);
    expect(await searchArea(address, search)).toEqual(home);
    expect(calls).toEqual([address]);
  });
});

describe('apartment', () => {
  const apartment: AreaAddressInput = { ...address, buildingType: 1, buildingName: 'グランドメゾン三の丸' };

  it('searches as a home and as given, both at once', async () => {
    const resolvers: (() => void)[] = [];
    const calls: number[] = [];
    const search: AreaSearchFn = (a) =>
      new Promise((resolve) => {
        calls.push(a.buildingType);
        resolvers.push(() => resolve(result({})));
      });
    const pending = searchArea(apartment, search);
    await Promise.resolve();
    // Both calls are in flight before either has answered.
    expect(calls.sort()).toEqual([0, 1]);
    resolvers.forEach((r) => r());
    await pending;
  });

  it.each([
    // home answer, apartment answer → expected merge
    [
      'registered: the building result with period and 10G from the home search',
      result({ period: '2025年12月', is10GArea: false, status: 'home-status' }),
      result({
        isRegister: true,
        period: null,
        is10GArea: true,
        mansionPlanType: 'VDSL',
        status: 'registered',
      }),
      {
        isRegister: true,
        period: '2025年12月',
        is10GArea: false,
        mansionPlanType: 'VDSL',
        status: 'registered',
      },
    ],
    [
      'registered, home 10G flag not a boolean: 10G defaults to true',
      result({ period: null, is10GArea: null }),
      result({ isRegister: true, is10GArea: false }),
      { isRegister: true, is10GArea: true, period: null },
    ],
    [
      'not registered: the home result with approved-mansion and status from the building search',
      result({
        period: '2026年1月',
        is10GArea: true,
        isApprovedMansion: false,
        status: 'home-status',
        isTVArea: false,
      }),
      result({
        isRegister: false,
        isApprovedMansion: true,
        status: 'approval-pending',
        isTVArea: true,
        period: 'x',
      }),
      {
        isRegister: false,
        period: '2026年1月',
        isApprovedMansion: true,
        status: 'approval-pending',
        isTVArea: false,
      },
    ],
    [
      // 〒460-0008 with a made-up building: the server's home search knows the
      // address (isRegister true for it), the building search does not.
      'not registered, although the home search calls its address registered: reported not registered',
      result({ isRegister: true, status: 'identified', isServiceArea: true, is10GArea: true, notes: null }),
      result({
        isRegister: false,
        status: 'unidentified',
        isApprovedMansion: false,
        notes: 'ご入力の建物は登録されていません。',
      }),
      {
        isRegister: false,
        status: 'unidentified',
        isApprovedMansion: false,
        isServiceArea: true,
        is10GArea: true,
        notes: null,
      },
    ],
    [
      'building search says null (not a boolean): not registered, the home result kept',
      result({ isRegister: true, mansionPlanType: null, isNonAvailable: false, period: '2026年4月以降' }),
      result({ isRegister: null, mansionPlanType: 'VDSL', isNonAvailable: true, status: 'unidentified' }),
      {
        isRegister: false,
        mansionPlanType: null,
        isNonAvailable: false,
        period: '2026年4月以降',
        status: 'unidentified',
      },
    ],
    [
      'registered and not available: the building result (its flags), period from the home search',
      result({ period: null, is10GArea: true, isNonAvailable: false }),
      result({
        isRegister: true,
        isNonAvailable: true,
        isServiceArea: false,
        period: 'x',
        notes: '設備の都合',
      }),
      { isRegister: true, isNonAvailable: true, isServiceArea: false, period: null, notes: '設備の都合' },
    ],
  ])('%s', async (_name, home, given, expected) => {
    const { search } = fakeSearch(home, given);
    expect(await searchArea(apartment, search)).toMatchObject(expected);
  });
});

describe('failures', () => {
  it.each([
    ['home throws', 0, new Error('network'), result({})],
    ['home answers failed', 0, result({ result: 'failed' }), result({})],
    ['apartment: home search throws', 1, new Error('network'), result({ isRegister: true })],
    ['apartment: building search throws', 1, result({}), new Error('timeout')],
    ['apartment: building search answers failed', 1, result({}), result({ result: 'failed' })],
  ] as const)('%s → failed', async (_name, buildingType, home, given) => {
    const { search } = fakeSearch(home as AreaSearchResult | Error, given as AreaSearchResult | Error);
    const answer = await searchArea({ ...address, buildingType, buildingName: 'ビル' }, search);
    expect(answer).toEqual(FAILED_AREA_RESULT);
  });
});

describe('areaResultToPlanFields', () => {
  it.each([
    [
      0,
      result({ is10GArea: true }),
      { buildingType: 0, ereaType: 0, isAreaChecked: true, mansionPlanType: null },
    ],
    [0, result({ is10GArea: false }), { ereaType: 1, isAreaChecked: true }],
    [0, result({ is10GArea: null }), { ereaType: 0 }],
    [0, result({ isServiceArea: false }), { isAreaChecked: false }],
    [0, FAILED_AREA_RESULT, { isAreaChecked: false, ereaType: 0 }],
    [1, result({ mansionPlanType: 'VDSL' }), { buildingType: 1, mansionPlanType: 'VDSL' }],
    [0, result({ mansionPlanType: 'VDSL' }), { mansionPlanType: null }],
  ] as const)('buildingType %i, %j → %j', (buildingType, answer, expected) => {
    expect(areaResultToPlanFields(buildingType, answer)).toMatchObject(expected);
  });
});
