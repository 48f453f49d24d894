// Replaces the service-area master (or the registered buildings) with an ops
// CSV. Every row is checked first; one bad row and nothing is written. The
// replacement itself is one transaction, so visitors see the old master or
// the new one, never half of each.
import { sql } from 'drizzle-orm';
import { buildingNameKey, comparisonKey, normalizeChome, normalizeText } from '@hikari/shared/domain';
import { bulkInsert } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { areaChanged } from './area-index';
import { areaTowns, buildings } from '../../db/schema';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../../csv/csv';
import { isPrefectureName, normalizePostalCode } from '../lookups/postal-data';
import { MANSION_PLAN_TYPES } from '../../seed/demo-buildings';

export type ImportKind = 'towns' | 'buildings';

export const TOWN_COLUMNS = [
  'prefecture',
  'city',
  'town',
  'chome',
  'postal_code',
  'is_service_area',
  'is_10g_area',
  'is_tv_area',
  'period',
  'notes',
] as const;
const TOWN_REQUIRED = ['prefecture', 'city', 'is_service_area', 'is_10g_area', 'is_tv_area'];

export const BUILDING_COLUMNS = [
  'prefecture',
  'city',
  'town',
  'chome',
  'banchi',
  'building_name',
  'is_approved_mansion',
  'is_non_available',
  'mansion_plan_type',
  'is_mansion_wari12',
  'is_kddi',
  'is_all_commufa_mansion',
  'notes',
] as const;
const BUILDING_REQUIRED = [
  'prefecture',
  'city',
  'town',
  'building_name',
  'is_approved_mansion',
  'is_non_available',
];

export interface ImportProblem {
  line: number;
  column?: string;
  message: string;
}

export class ImportRejected extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(
      `import rejected, nothing was changed:\n${problems
        .map((p) => `  line ${p.line}${p.column ? ` (${p.column})` : ''}: ${p.message}`)
        .join('\n')}`,
    );
    this.name = 'ImportRejected';
  }
}

export interface ImportReport {
  kind: ImportKind;
  rows: number;
}

const MAX_PROBLEMS = 20;
const TRUE = new Set(['1', 'true', 'yes', 'y', '○', '〇', 'はい']);
const FALSE = new Set(['0', 'false', 'no', 'n', '×', '', 'いいえ']);

/** Whether a CSV header is the buildings layout (has building_name). */
export function detectKind(text: string): ImportKind {
  const first = parseCsv(text.split(/\r?\n/, 1)[0] ?? '')[0];
  return first?.fields.map((f) => f.trim().toLowerCase()).includes('building_name') ? 'buildings' : 'towns';
}

/** The CSV's records; a file CSV cannot read is refused with the line where it breaks. */
function readRecords(text: string) {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new ImportRejected([{ line: error.line, message: error.reason }]);
    throw error;
  }
}

type Problem = (p: ImportProblem) => void;

/** The header's columns, lower-cased; unknown, missing or repeated ones are problems. */
function headerColumns(head: CsvRecord, kind: ImportKind, problem: Problem): string[] {
  const known: readonly string[] = kind === 'towns' ? TOWN_COLUMNS : BUILDING_COLUMNS;
  const required = kind === 'towns' ? TOWN_REQUIRED : BUILDING_REQUIRED;
  const columns = head.fields.map((f) => f.trim().toLowerCase());
  for (const c of columns) {
    if (!known.includes(c))
      problem({
        line: head.line,
        message: `見出し「${c}」は使えません（使える見出し: ${known.join(', ')}）`,
      });
  }
  for (const c of required) {
    if (!columns.includes(c)) problem({ line: head.line, message: `見出し「${c}」がありません` });
  }
  if (new Set(columns).size !== columns.length)
    problem({ line: head.line, message: '同じ見出しが2回あります' });
  return columns;
}

/** Reads one data line's fields by column, noting each problem with its line and column. */
function lineReader(record: CsvRecord, columns: string[], problem: Problem) {
  const { line } = record;
  let bad = false;
  const raw = (c: string) => {
    const i = columns.indexOf(c);
    return i < 0 ? '' : record.fields[i]!.trim();
  };
  const fail = (column: string, message: string) => {
    bad = true;
    problem({ line, column, message });
  };
  const text = (c: string, max = 100) => {
    const v = comparisonKey(raw(c));
    if (v.length > max) fail(c, `${max} 文字を超えています`);
    return v;
  };
  const bool = (c: string, fallback?: boolean) => {
    const v = comparisonKey(raw(c)).toLowerCase();
    if (v === '') {
      if (fallback !== undefined) return fallback;
      fail(c, '必須です（1 か 0）');
      return false;
    }
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
    fail(c, `「${raw(c)}」ははい・いいえの値ではありません（1 か 0 を書いてください）`);
    return false;
  };
  return { line, raw, fail, text, bool, isBad: () => bad };
}

type LineReader = ReturnType<typeof lineReader>;

/** The address columns both layouts have. */
function addressOf({ raw, fail, text }: LineReader) {
  const prefecture = text('prefecture', 10);
  if (!isPrefectureName(prefecture))
    fail('prefecture', `「${prefecture}」は都道府県名ではありません（例: 愛知県）`);
  const city = text('city');
  if (city === '') fail('city', '必須です');
  const town = text('town');
  const chome = normalizeChome(raw('chome'));
  const notes = raw('notes') || null;
  if (notes && notes.length > 500) fail('notes', '500 文字を超えています');
  return { prefecture, city, town, chome, notes };
}

/** One town row; `seen` holds each address's first line, to refuse a second one. */
function townRow(reader: LineReader, seen: Map<string, number>) {
  const { line, raw, fail, bool } = reader;
  const address = addressOf(reader);
  const { prefecture, city, town, chome } = address;
  const postalRaw = raw('postal_code');
  const postalCode = postalRaw === '' ? null : normalizePostalCode(postalRaw);
  if (postalRaw !== '' && !postalCode) fail('postal_code', `「${postalRaw}」は7桁の郵便番号ではありません`);
  const isServiceArea = bool('is_service_area');
  const is10GArea = bool('is_10g_area');
  const isTVArea = bool('is_tv_area');
  // Only when the three parsed: a bad value is reported once, not twice.
  if (!reader.isBad() && !isServiceArea && (is10GArea || isTVArea)) {
    fail('is_service_area', '提供エリア外の町域に10ギガかテレビが設定されています');
  }
  const period = raw('period') || null;
  if (period && period.length > 50) fail('period', '50 文字を超えています');
  const key = [prefecture, city, town, chome].join('|');
  if (seen.has(key)) fail('town', `${seen.get(key)} 行目と同じ住所です`);
  else seen.set(key, line);
  return { ...address, postalCode, isServiceArea, is10GArea, isTVArea, period };
}

/** One registered building row; `seen` holds each building's first line. */
function buildingRow(reader: LineReader, seen: Map<string, number>) {
  const { line, raw, fail, text, bool } = reader;
  const address = addressOf(reader);
  const { prefecture, city, town, chome } = address;
  if (town === '') fail('town', '必須です');
  const buildingName = normalizeText(raw('building_name'));
  if (buildingName === '') fail('building_name', '必須です');
  if (buildingName.length > 100) fail('building_name', '100 文字を超えています');
  const banchi = text('banchi', 30);
  const isApprovedMansion = bool('is_approved_mansion');
  const isNonAvailable = bool('is_non_available');
  if (isApprovedMansion && isNonAvailable) {
    fail(
      'is_non_available',
      '承認済み（is_approved_mansion）と提供不可（is_non_available）の両方は設定できません',
    );
  }
  const planRaw = comparisonKey(raw('mansion_plan_type')).toUpperCase();
  const mansionPlanType = planRaw === '' ? null : planRaw;
  if (mansionPlanType && !(MANSION_PLAN_TYPES as readonly string[]).includes(mansionPlanType)) {
    fail('mansion_plan_type', `「${planRaw}」は ${MANSION_PLAN_TYPES.join('、')} のどれでもありません`);
  }
  const nameKey = buildingNameKey(buildingName);
  const key = [prefecture, city, town, chome, banchi, nameKey].join('|');
  if (seen.has(key)) fail('building_name', `${seen.get(key)} 行目と同じ建物です`);
  else seen.set(key, line);
  return {
    ...address,
    banchi,
    buildingName,
    nameKey,
    isApprovedMansion,
    isNonAvailable,
    mansionPlanType,
    isMansionWari12: bool('is_mansion_wari12', false),
    isKDDI: bool('is_kddi', false),
    isAllCommufaMansion: bool('is_all_commufa_mansion', false),
  };
}

export function parseImport(text: string, kind: ImportKind) {
  const problems: ImportProblem[] = [];
  const problem: Problem = (p) => {
    if (problems.length < MAX_PROBLEMS) problems.push(p);
  };
  const [head, ...body] = readRecords(text);
  if (!head)
    throw new ImportRejected([{ line: 1, message: 'ファイルが空です（1行目に見出しの行が必要です）' }]);
  const columns = headerColumns(head, kind, problem);
  if (problems.length > 0) throw new ImportRejected(problems);
  if (body.length === 0) throw new ImportRejected([{ line: head.line, message: 'データの行がありません' }]);

  const towns: (typeof areaTowns.$inferInsert)[] = [];
  const blds: (typeof buildings.$inferInsert)[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    if (record.fields.length !== columns.length) {
      problem({
        line: record.line,
        message: `項目が ${record.fields.length} 個あります（見出しは ${columns.length} 個）`,
      });
      continue;
    }
    const reader = lineReader(record, columns, problem);
    if (kind === 'towns') {
      const row = townRow(reader, seen);
      if (!reader.isBad()) towns.push(row);
    } else {
      const row = buildingRow(reader, seen);
      if (!reader.isBad()) blds.push(row);
    }
  }
  if (problems.length > 0) throw new ImportRejected(problems);
  return { towns, buildings: blds };
}

export async function importArea(
  database: Database,
  text: string,
  kind: ImportKind = detectKind(text),
): Promise<ImportReport> {
  const parsed = parseImport(text, kind);
  await database.db.transaction(async (tx) => {
    if (kind === 'towns') {
      await tx.execute(sql`delete from ${areaTowns}`);
      await bulkInsert(tx, areaTowns, parsed.towns);
    } else {
      await tx.execute(sql`delete from ${buildings}`);
      await bulkInsert(tx, buildings, parsed.buildings);
    }
  });
  // Every instance's in-memory index (this one before answering).
  await areaChanged(database);
  return { kind, rows: kind === 'towns' ? parsed.towns.length : parsed.buildings.length };
}
