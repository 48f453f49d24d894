// The area CSV: every row checked before anything is written.
import { detectKind, ImportRejected, parseImport } from './import-area';

const problemsOf = (csv: string, kind: 'towns' | 'buildings' = 'towns') => {
  try {
    parseImport(csv, kind);
    return [];
  } catch (error) {
    if (error instanceof ImportRejected) return error.problems;
    throw error;
  }
};

const TOWN_HEADER =
  'prefecture,city,town,chome,postal_code,is_service_area,is_10g_area,is_tv_area,period,notes';
const BUILDING_HEADER =
  'prefecture,city,town,chome,banchi,building_name,is_approved_mansion,is_non_available,mansion_plan_type,is_mansion_wari12,is_kddi,is_all_commufa_mansion,notes';

describe('town CSV', () => {
  it('reads rows, normalising widths, chome and yes/no spellings', () => {
    const { towns } = parseImport(
      [
        TOWN_HEADER,
        '愛知県,名古屋市中区,栄,３,４６０－０００８,○,true,0,,',
        '三重県,津市,栄町,,,1,0,×,2026年4月以降,"a, ""b"""',
      ].join('\n'),
      'towns',
    );
    expect(towns).toEqual([
      expect.objectContaining({
        town: '栄',
        chome: '3丁目',
        postalCode: '4600008',
        isServiceArea: true,
        is10GArea: true,
        isTVArea: false,
      }),
      expect.objectContaining({ city: '津市', period: '2026年4月以降', notes: 'a, "b"', isTVArea: false }),
    ]);
  });

  it.each([
    [
      'an unknown column',
      'prefecture,city,is_service_area,is_10g_area,is_tv_area,colour\n愛知県,a,1,1,1,red',
      { line: 1, message: expect.stringContaining('見出し「colour」は使えません') },
    ],
    [
      'a missing column',
      'prefecture,city,is_service_area,is_10g_area\n愛知県,a,1,1',
      { line: 1, message: '見出し「is_tv_area」がありません' },
    ],
    [
      'a wrong prefecture',
      `${TOWN_HEADER}\n愛知,名古屋市中区,栄,,,1,1,1,,`,
      { line: 2, column: 'prefecture', message: expect.any(String) },
    ],
    [
      '10G outside the area',
      `${TOWN_HEADER}\n愛知県,名古屋市中区,栄,,,0,1,0,,`,
      { line: 2, column: 'is_service_area', message: expect.any(String) },
    ],
    [
      'a bad postal code',
      `${TOWN_HEADER}\n愛知県,名古屋市中区,栄,,46000,1,1,1,,`,
      { line: 2, column: 'postal_code', message: expect.any(String) },
    ],
    [
      'a short row',
      `${TOWN_HEADER}\n愛知県,名古屋市中区`,
      { line: 2, message: '項目が 2 個あります（見出しは 10 個）' },
    ],
    [
      'an empty yes/no',
      `${TOWN_HEADER}\n愛知県,名古屋市中区,栄,,,,1,1,,`,
      { line: 2, column: 'is_service_area', message: '必須です（1 か 0）' },
    ],
    [
      'a duplicate address',
      `${TOWN_HEADER}\n愛知県,名古屋市中区,栄,,,1,1,1,,\n愛知県,名古屋市中区,栄,,,1,0,0,,`,
      { line: 3, column: 'town', message: '2 行目と同じ住所です' },
    ],
    [
      'an unclosed quote',
      `${TOWN_HEADER}\n"愛知県,名古屋市中区`,
      { line: 2, message: expect.stringContaining('閉じられていません') },
    ],
    ['no data', TOWN_HEADER, { line: 1, message: 'データの行がありません' }],
  ])('rejects %s with the line', (_label, csv, problem) => {
    expect(problemsOf(csv)).toEqual([problem]);
  });

  it('reports up to 20 problems at once', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `愛知県,市${i},町,,,x,1,1,,`);
    expect(problemsOf([TOWN_HEADER, ...rows].join('\n'))).toHaveLength(20);
  });
});

describe('building CSV', () => {
  it('is detected from its header and read', () => {
    const csv = `${BUILDING_HEADER}\n愛知県,名古屋市中区,栄,3,1-1,ひかり ハイツ栄,1,0,ftth,1,0,0,`;
    expect(detectKind(csv)).toBe('buildings');
    expect(detectKind(`${TOWN_HEADER}\n`)).toBe('towns');
    expect(parseImport(csv, 'buildings').buildings).toEqual([
      expect.objectContaining({
        buildingName: 'ひかり ハイツ栄',
        nameKey: 'ひかりハイツ栄',
        mansionPlanType: 'FTTH',
        chome: '3丁目',
      }),
    ]);
  });

  it('rejects a building both approved and not available, and an unknown plan type', () => {
    const csv = `${BUILDING_HEADER}\n愛知県,名古屋市中区,栄,,,A棟,1,1,FIBER,0,0,0,`;
    expect(problemsOf(csv, 'buildings').map((p) => p.column)).toEqual([
      'is_non_available',
      'mansion_plan_type',
    ]);
  });
});
