// Demo contracts (for transfer checks) and introducer codes. Names and phone
// numbers are made up; the pinned ones are the fixed test cases in README.md.
import { fnv1a } from './hash';

export interface ContractRow {
  contractId: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  prefecture: string;
  city: string;
  town: string;
  buildingType: number;
  selectedPlan: string;
  status: string;
  startedOn: string;
  hasPendingTransfer: boolean;
}

export interface IntroducerRow {
  code: string;
  status: string;
  validUntil: string | null;
  maxUses: number | null;
  uses: number;
}

const LAST = [
  'ヤマダ',
  'スズキ',
  'タナカ',
  'サトウ',
  'イトウ',
  'ワタナベ',
  'カトウ',
  'コバヤシ',
  'ヨシダ',
  'ナカムラ',
];
const FIRST = [
  'タロウ',
  'ハナコ',
  'ケンタ',
  'ユイ',
  'ショウタ',
  'ミサキ',
  'ダイスケ',
  'アヤ',
  'リョウ',
  'サクラ',
];
const PLACES: [string, string, string, string][] = [
  ['愛知県', '名古屋市中区', '栄', '052'],
  ['愛知県', '豊田市', '西町', '0565'],
  ['三重県', '津市', '栄町', '059'],
  ['岐阜県', '岐阜市', '神田町', '058'],
  ['静岡県', '静岡市葵区', '追手町', '054'],
  ['長野県', '長野市', '鶴賀', '026'],
];

export const PINNED_CONTRACTS: ContractRow[] = [
  {
    contractId: 'C00000001',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'タロウ',
    phone: '0521234567',
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    buildingType: 0,
    selectedPlan: 'plan10G',
    status: 'active',
    startedOn: '2021-04-01',
    hasPendingTransfer: false,
  },
  {
    contractId: 'C00000002',
    lastNameKana: 'スズキ',
    firstNameKana: 'ハナコ',
    phone: '0591234567',
    prefecture: '三重県',
    city: '津市',
    town: '栄町',
    buildingType: 1,
    selectedPlan: 'plan1G',
    status: 'active',
    startedOn: '2019-10-01',
    hasPendingTransfer: false,
  },
  {
    contractId: 'C00000003',
    lastNameKana: 'タナカ',
    firstNameKana: 'ケンタ',
    phone: '0581234567',
    prefecture: '岐阜県',
    city: '岐阜市',
    town: '神田町',
    buildingType: 0,
    selectedPlan: 'plan1G',
    status: 'cancelled',
    startedOn: '2015-06-01',
    hasPendingTransfer: false,
  },
  {
    contractId: 'C00000004',
    lastNameKana: 'サトウ',
    firstNameKana: 'ユイ',
    phone: '0541234567',
    prefecture: '静岡県',
    city: '静岡市葵区',
    town: '追手町',
    buildingType: 0,
    selectedPlan: 'plan10G',
    status: 'active',
    startedOn: '2023-01-15',
    hasPendingTransfer: true,
  },
];

export function demoContracts(count = 300): ContractRow[] {
  const rows = [...PINNED_CONTRACTS];
  for (let n = rows.length + 1; n <= count; n += 1) {
    const contractId = `C${String(n).padStart(8, '0')}`;
    const h = fnv1a(contractId);
    const [prefecture, city, town, area] = PLACES[h % PLACES.length]!;
    const digits = String(1000000 + (h % 9000000)).slice(0, 10 - area.length);
    const r = (h >>> 8) % 100;
    rows.push({
      contractId,
      lastNameKana: LAST[(h >>> 4) % LAST.length]!,
      firstNameKana: FIRST[(h >>> 12) % FIRST.length]!,
      phone: (area + digits).padEnd(10, '0'),
      prefecture,
      city,
      town,
      buildingType: (h >>> 20) % 3 === 0 ? 1 : 0,
      selectedPlan: (h >>> 16) % 2 === 0 ? 'plan10G' : 'plan1G',
      status: r < 90 ? 'active' : r < 95 ? 'suspended' : 'cancelled',
      startedOn: `${2012 + ((h >>> 24) % 12)}-${String(1 + ((h >>> 3) % 12)).padStart(2, '0')}-01`,
      hasPendingTransfer: (h >>> 28) % 16 === 0,
    });
  }
  return rows;
}

export const PINNED_INTRODUCERS: IntroducerRow[] = [
  { code: 'HIKARI01', status: 'active', validUntil: null, maxUses: null, uses: 0 },
  { code: 'EXPIRED1', status: 'active', validUntil: '2020-03-31', maxUses: null, uses: 0 },
  { code: 'SUSPEND1', status: 'suspended', validUntil: null, maxUses: null, uses: 0 },
  { code: 'USEDUP01', status: 'active', validUntil: null, maxUses: 1, uses: 1 },
];

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function demoIntroducers(count = 300): IntroducerRow[] {
  const rows = [...PINNED_INTRODUCERS];
  for (let n = rows.length; n < count; n += 1) {
    let h = fnv1a(`introducer-${n}`);
    let code = '';
    for (let i = 0; i < 8; i += 1) {
      code += CODE_ALPHABET[h % CODE_ALPHABET.length];
      h = Math.floor(h / CODE_ALPHABET.length) || fnv1a(`${code}-${i}`);
    }
    rows.push({ code, status: 'active', validUntil: null, maxUses: 20, uses: 0 });
  }
  return rows;
}
