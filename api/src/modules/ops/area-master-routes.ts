// The area master under /ops: replace it from a CSV file (towns or
// buildings), search it, export it in the import's layout. Each import and
// export is audited.
import type { FastifyPluginAsync } from 'fastify';
import { AREA_IMPORT_MAX_BYTES } from '../../config';
import type { Services } from '../../context';
import { sendCsvFile } from '../../csv/csv';
import { log } from '../../log';
import { AREA_EXPORT_LIMIT, areaMasterCsv, searchAreaMaster } from '../area/export-area';
import { detectKind, ImportRejected, importArea, type ImportKind } from '../area/import-area';
import { decodeUpload } from '../area/decode-upload';
import { urlOf } from '../../http/platform';
import { integer, type Audit, OpsInputError } from './request-input';

/** The layout a file's header names; towns when the header cannot even be read (the import then says why). */
function kindOfFile(text: string): ImportKind {
  try {
    return detectKind(text);
  } catch {
    return 'towns';
  }
}

/** A master row as ops read it: without the database id and the search key. */
function withoutInternals(row: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, nameKey: _key, ...rest } = row;
  return rest;
}

export const areaMasterRoutes: FastifyPluginAsync<{ services: Services; audit: Audit }> = async (
  app,
  { services, audit },
) => {
  const { database } = services;
  // The file's bytes as sent: its encoding is found here (UTF-8 or Shift_JIS), not assumed.
  app.removeContentTypeParser('*');
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/area/import', { bodyLimit: AREA_IMPORT_MAX_BYTES }, async (request) => {
    const kindParam = urlOf(request).searchParams.get('kind');
    if (kindParam !== null && kindParam !== 'towns' && kindParam !== 'buildings') {
      throw new OpsInputError('kind は towns（町域）か buildings（建物）です');
    }
    const { text, encoding } = Buffer.isBuffer(request.body)
      ? decodeUpload(new Uint8Array(request.body))
      : { text: typeof request.body === 'string' ? request.body : '', encoding: 'UTF-8' as const };
    const kind = (kindParam as ImportKind | null) ?? kindOfFile(text);
    const target = kind === 'towns' ? 'area:towns' : 'area:buildings';
    let report;
    try {
      report = await importArea(database, text, kind);
    } catch (error) {
      if (error instanceof ImportRejected) {
        await audit(request, {
          action: 'import',
          target,
          description: `取り込みを拒否（文字コード ${encoding}、問題 ${error.problems.length} 件、何も変更していません）`,
        });
      }
      throw error;
    }
    await audit(request, {
      action: 'import',
      target,
      description: `${kind === 'towns' ? '提供エリア（町域）' : '登録建物'}を ${report.rows} 行で置き換え（文字コード ${encoding}）`,
    });
    log.info(`[ops] ${report.kind} master replaced: ${report.rows} rows (${encoding})`);
    return { ...report, encoding };
  });

  /**
   * GET /ops/area?kind=towns|buildings&q=&limit=&offset=: the master searched
   * (JSON), or format=csv: every row the search finds (all without q) in
   * the import's layout, audited as an export.
   */
  app.get('/area', async (request, reply) => {
    const url = urlOf(request);
    const kind = url.searchParams.get('kind') ?? 'towns';
    if (kind !== 'towns' && kind !== 'buildings') {
      throw new OpsInputError('kind は towns（町域）か buildings（建物）です');
    }
    const q = (url.searchParams.get('q') ?? '').trim();
    if ([...q].length > 100) throw new OpsInputError('検索語は100文字以内で指定してください');
    const label = kind === 'towns' ? '提供エリア（町域）' : '登録建物';
    if (url.searchParams.get('format') === 'csv') {
      const { total, rows } = await searchAreaMaster(database.db, kind, q, {
        limit: AREA_EXPORT_LIMIT,
        offset: 0,
      });
      if (total > AREA_EXPORT_LIMIT) {
        throw new OpsInputError(
          `該当が ${total} 行あり、一度に出力できる ${AREA_EXPORT_LIMIT} 行を超えています`,
        );
      }
      await audit(request, {
        action: 'export',
        target: `area:${kind}`,
        description: `${label}のCSV出力 ${rows.length}行${q ? '（検索して絞り込み）' : '（すべて）'}`,
      });
      return sendCsvFile(reply, `area-${kind}`, services.now(), areaMasterCsv(kind, rows));
    }
    const limit = Math.max(integer(url, 'limit', 100, 0, 500), 1);
    const offset = integer(url, 'offset', 0, 0, 10_000_000);
    const { total, rows } = await searchAreaMaster(database.db, kind, q, { limit, offset });
    return { kind, q, total, limit, offset, items: rows.map(withoutInternals) };
  });
};
