// RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF, an optional BOM.
import type { FastifyReply } from 'fastify';
import { jstParts, withoutLeadingHidden } from '@hikari/shared/domain';

export interface CsvRecord {
  /** 1-based line where the record starts (for error messages). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    /** What is wrong, in Japanese (shown to ops beside the line number). */
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let fieldStarted = false;
  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = src[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError(line, '閉じのダブルクォート（"）の後に区切り以外の文字があります');
        }
        continue;
      }
      if (ch === '\n') line += 1;
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      i += 1;
      continue;
    }
    if (ch === ',') {
      endField();
      i += 1;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += ch;
    fieldStarted = true;
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError(recordLine, 'ダブルクォート（"）で始まる項目が閉じられていません');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** The byte order mark every CSV starts with: spreadsheets read UTF-8 Japanese correctly with it. */
export const CSV_BOM = '\ufeff';

/**
 * A value a spreadsheet must keep as text: a phone number, a postal code,
 * an account number or a code, whose leading zeros a spreadsheet would drop
 * (0521234567 -> 521234567) or which it would read as a date. Written as
 * ="...", which Excel and LibreOffice show as the text itself.
 */
export class CsvText {
  constructor(readonly text: string) {}
}

/** Only digits, letters, hyphens, asterisks and spaces go into ="..." (nothing a formula could run). */
const PLAIN_TEXT = /^[0-9A-Za-z*\- ]+$/;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR at the start, also behind direction marks or zero-width
 * characters, which a spreadsheet may skip) is prefixed with a quote mark:
 * visitors typed it.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvText) {
    if (value.text === '') return '';
    return PLAIN_TEXT.test(value.text) ? `"=""${value.text}"""` : csvCell(value.text);
  }
  let text =
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(withoutLeadingHidden(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Sends `csv` as a download named `<name>-<YYYYMMDD in Japan time>.csv`. */
export function sendCsvFile(reply: FastifyReply, name: string, now: Date, csv: string): FastifyReply {
  const { year, month, day } = jstParts(now);
  const stamp = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .send(csv);
}
