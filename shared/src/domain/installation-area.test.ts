import { areaSearchInput, installationAddress } from '@hikari/shared/testing/fixtures';
import {
  areaAddressOfInstallation,
  areaCheckedAddressOf,
  isSameAreaAddress,
  postalCodeMatchesAddress,
  splitLine1,
} from './installation-area';

const sakae = installationAddress({ line2: 'ひかりハイツ栄' });

describe('splitLine1', () => {
  it.each([
    ['3丁目1-1', { chome: '3', banchi: '1-1' }],
    ['３丁目１－１', { chome: '3', banchi: '1-1' }],
    ['三丁目 2-5', { chome: '3', banchi: '2-5' }],
    ['十二丁目5', { chome: '12', banchi: '5' }],
    ['3-1-1', { chome: '', banchi: '3-1-1' }],
    ['', { chome: '', banchi: '' }],
  ])('%s → %j', (line1, expected) => {
    expect(splitLine1(line1)).toEqual(expected);
  });
});

describe('areaAddressOfInstallation', () => {
  it('searches an apartment by its building name (line 2), a home without it', () => {
    expect(areaAddressOfInstallation(sakae, 1)).toEqual(
      areaSearchInput({ buildingType: 1, buildingName: 'ひかりハイツ栄' }),
    );
    expect(areaAddressOfInstallation({ ...sakae, postalCode: '460-0008' }, 0)).toMatchObject({
      buildingType: 0,
      postalCode: '4600008',
      buildingName: '',
    });
  });
});

describe('isSameAreaAddress', () => {
  const checked = areaCheckedAddressOf(sakae, 1);
  it.each([
    ['the same address', sakae, 1, true],
    [
      'written in full width with blanks',
      { ...sakae, line1: '３丁目 １－１', postalCode: '460-0008' },
      1,
      true,
    ],
    ['with the 丁目 in kanji', { ...sakae, line1: '三丁目1-1' }, 1, true],
    ['another town', { ...sakae, town: '錦' }, 1, false],
    ['another city', { ...sakae, city: '豊田市' }, 1, false],
    ['another 番地', { ...sakae, line1: '3丁目2-1' }, 1, false],
    ['another building', { ...sakae, line2: '存在しないマンション' }, 1, false],
    ['another building type', sakae, 0, false],
  ] as const)('%s', (_name, info, buildingType, expected) => {
    expect(isSameAreaAddress(checked, info, buildingType)).toBe(expected);
  });

  it('ignores line 2 for a home, and says no when nothing was checked', () => {
    const home = areaCheckedAddressOf({ ...sakae, line2: '' }, 0);
    expect(isSameAreaAddress(home, { ...sakae, line2: '2階' }, 0)).toBe(true);
    expect(isSameAreaAddress(null, sakae, 0)).toBe(false);
  });
});

describe('postalCodeMatchesAddress', () => {
  const towns460 = [{ prefecture: '愛知県', city: '名古屋市中区', town: '栄' }];
  const restOfCity = [{ prefecture: '愛知県', city: '豊田市', town: '' }];
  it.each([
    ['the town of the code', towns460, { state: '愛知県', city: '名古屋市中区', town: '栄' }, true],
    ['the town with its 丁目', towns460, { state: '愛知県', city: '名古屋市中区', town: '栄三丁目' }, true],
    [
      'another city (〒460-0008 with 豊田市)',
      towns460,
      { state: '愛知県', city: '豊田市', town: '栄' },
      false,
    ],
    [
      'a town the code does not cover',
      towns460,
      { state: '愛知県', city: '名古屋市中区', town: '錦' },
      false,
    ],
    ['another prefecture', towns460, { state: '三重県', city: '名古屋市中区', town: '栄' }, false],
    [
      'a rest-of-city code: any town of the city',
      restOfCity,
      { state: '愛知県', city: '豊田市', town: '何町' },
      true,
    ],
    ['no town given', towns460, { state: '愛知県', city: '名古屋市中区', town: '' }, false],
    ['an unknown code', [], { state: '愛知県', city: '名古屋市中区', town: '栄' }, false],
    [
      'a Japan Post town with a note in brackets',
      [{ prefecture: '北海道', city: '札幌市中央区', town: '大通西（１～１９丁目）' }],
      { state: '北海道', city: '札幌市中央区', town: '大通西5丁目' },
      true,
    ],
  ] as const)('%s', (_name, towns, address, expected) => {
    expect(postalCodeMatchesAddress(towns, address)).toBe(expected);
  });
});
