// SearchCommufaArea against the seeded master (one search per call), and the
// browser's orchestration of docs/business-rules.md#area-search run over it.
import { SearchCommufaAreaDocument } from '@hikari/shared/operations';
import {
  searchArea as orchestrate,
  type AreaAddressInput,
  type AreaSearchResult,
} from '@hikari/shared/domain';
import { messages } from '@hikari/shared/forms';
import { UNIDENTIFIED_NOTE } from './search-area';
import { areaSearchInput } from '@hikari/shared/testing/fixtures';
import { testAppPerFile } from '../../testing/test-app';

const app = testAppPerFile();

const home = (address: Partial<AreaAddressInput>): AreaAddressInput =>
  areaSearchInput({ postalCode: '', chome: '', banchi: '3-1-1', ...address });

async function search(input: AreaAddressInput) {
  const { status, body } = await app.t.gql<{ searchCommufaArea: AreaSearchResult }>(
    SearchCommufaAreaDocument,
    { input },
    { token: app.token },
  );
  expect(status).toBe(200);
  return body;
}

async function result(input: AreaAddressInput): Promise<AreaSearchResult> {
  const body = await search(input);
  expect(body.errors).toBeUndefined();
  return body.data!.searchCommufaArea;
}

describe('SearchCommufaArea as a home', () => {
  it.each([
    [
      '名古屋市中区栄: served, 10G, TV',
      home({}),
      { isServiceArea: true, is10GArea: true, isTVArea: true, period: null },
    ],
    [
      '津市栄町: served, 1G only, no TV',
      home({ prefecture: '三重県', city: '津市', town: '栄町' }),
      { isServiceArea: true, is10GArea: false, isTVArea: false, period: null },
    ],
    [
      '岐阜市神田町: 10G opens later',
      home({ prefecture: '岐阜県', city: '岐阜市', town: '神田町' }),
      { isServiceArea: true, is10GArea: true, period: '2026年4月以降' },
    ],
    [
      '熊野市紀和町楊枝: outside the service area',
      home({ prefecture: '三重県', city: '熊野市', town: '紀和町楊枝' }),
      { isServiceArea: false, is10GArea: false, isTVArea: false },
    ],
  ])('%s', async (_label, input, expected) => {
    expect(await result(input)).toMatchObject({
      result: 'success',
      status: 'identified',
      isRegister: true,
      ...expected,
    });
  });

  it('finds the town when the chome is typed into it, in full-width digits', async () => {
    expect(await result(home({ town: '栄３丁目', chome: '' }))).toMatchObject({
      status: 'identified',
      is10GArea: true,
    });
    expect(await result(home({ town: '栄', chome: '三' }))).toMatchObject({
      status: 'identified',
      is10GArea: true,
    });
  });

  it('takes city and town from the postal code when only the code is given', async () => {
    expect(
      await result(home({ postalCode: '514-0004', prefecture: '三重県', city: '', town: '' })),
    ).toMatchObject({
      status: 'identified',
      isServiceArea: true,
      is10GArea: false,
    });
  });

  it("falls back to the rest of the city for an unknown town, and answers 'unidentified' for an unknown city", async () => {
    expect(await result(home({ city: '名古屋市中区', town: '存在しない町' }))).toMatchObject({
      result: 'success',
      status: 'identified',
    });
    expect(await result(home({ city: '架空市', town: '本町' }))).toMatchObject({
      result: 'success',
      status: 'unidentified',
      isServiceArea: false,
      isRegister: false,
      notes: UNIDENTIFIED_NOTE,
    });
  });

  it('names each bad field with the form message', async () => {
    const body = await search(home({ banchi: '', postalCode: '123', city: '', town: '' }));
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        banchi: messages.required('番地'),
        postalCode: messages.postalCode,
      },
    });
  });
});

describe('SearchCommufaArea for an apartment building', () => {
  const apartment = (buildingName: string, extra: Partial<AreaAddressInput> = {}) =>
    home({ buildingType: 1, chome: '3', banchi: '1-1', buildingName, ...extra });

  it('finds a registered building whatever the spacing and width of its name', async () => {
    for (const name of ['ひかりハイツ栄', 'ひかり ハイツ・栄', 'ひかりハイツ栄　']) {
      expect(await result(apartment(name))).toMatchObject({
        status: 'identified',
        isRegister: true,
        isApprovedMansion: true,
        mansionPlanType: 'FTTH',
        isMansionWari12: true,
        isNonAvailable: false,
      });
    }
  });

  it.each(['3', '３', '3丁目', '３丁目', '三丁目'])(
    'takes the 丁目 written %p, finding the building of 3丁目',
    async (chome) => {
      expect(await result(apartment('ひかりハイツ栄', { chome }))).toMatchObject({
        status: 'identified',
        isRegister: true,
      });
    },
  );

  it('does not take a building of 3丁目 for an address in 4丁目', async () => {
    expect(await result(apartment('ひかりハイツ栄', { chome: '四丁目' }))).toMatchObject({
      status: 'unidentified',
      isRegister: false,
    });
  });

  it('marks a building that cannot take the service', async () => {
    expect(await result(apartment('サンコーポ栄', { chome: '4', banchi: '2-5' }))).toMatchObject({
      isRegister: true,
      isNonAvailable: true,
      isApprovedMansion: false,
      isServiceArea: false,
    });
  });

  it('answers an unknown building as not registered, with the area of the address', async () => {
    expect(await result(apartment('どこにもないマンション'))).toMatchObject({
      status: 'unidentified',
      isRegister: false,
      isApprovedMansion: false,
      isServiceArea: true,
    });
  });

  it('requires the building name for an apartment', async () => {
    const body = await search(apartment(''));
    expect(body.errors?.[0]?.extensions?.fields).toEqual({
      buildingName: 'マンション・アパート名を入力してください',
    });
  });

  it("feeds the shared orchestration (docs/business-rules.md#area-search): a registered building's answer with the home's period and 10G flag", async () => {
    const viaApi = async (address: AreaAddressInput) => result(address);
    const merged = await orchestrate(
      apartment('グランメゾン津', {
        prefecture: '三重県',
        city: '津市',
        town: '栄町',
        chome: '1',
        banchi: '10',
      }),
      viaApi,
    );
    expect(merged).toMatchObject({
      result: 'success',
      isRegister: true,
      isKDDI: true,
      isAllCommufaMansion: true,
      mansionPlanType: 'VDSL',
      is10GArea: false,
      period: null,
    });
    // The home search knows the address (isRegister true for it), but the
    // building is registered only when the search for it says so.
    const unregistered = await orchestrate(apartment('どこにもないマンション'), viaApi);
    expect(unregistered).toMatchObject({
      isRegister: false,
      isServiceArea: true,
      status: 'unidentified',
      isApprovedMansion: false,
    });
    const outside = await orchestrate(
      home({ prefecture: '東京都', city: '千代田区', town: '丸の内' }),
      viaApi,
    );
    expect(outside).toMatchObject({ result: 'success', isServiceArea: false, isRegister: false });
  });
});
