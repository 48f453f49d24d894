// The ops side over HTTP, under /ops, only with OPS_TOKEN (never a guest
// token): settings and maintenance, submissions (ops-submissions.ts), the
// area master import, the audit log, remotes and health (ops-remotes.ts).
// The ops console (ops/) and the ops CLI (src/cli/ops.ts) are clients of these.
// A wrong token counts against its address: after
// RATE_LIMIT_OPS_AUTH_FAILURES_PER_ADDRESS of them in a window the address
// gets 429, even with the right token, until the window ends; each wrong
// token is logged with its address. Every audit row names the caller's address.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { count } from 'drizzle-orm';
import { OFFER_CAMPAIGN_IDS, campaignOfferStatus, parseJstDateTime } from '@hikari/shared/domain';
import { detectKind, ImportRejected, importArea, type ImportKind } from '../area/import-area';
import { AREA_EXPORT_LIMIT, areaMasterCsv, searchAreaMaster } from '../area/export-area';
import { sendCsvFile } from '../../csv/csv';
import { checkOpsToken } from '../auth/ops-token';
import { AREA_IMPORT_MAX_BYTES } from '../../config';
import type { Services } from '../../context';
import { areaTowns, buildings, contracts, introducers, submissionTables } from '../../db/schema';
import { log } from '../../log';
import {
  checkSettingsResult,
  nextVersion,
  OpsInputError,
  parseMaintenanceSwitch,
  parseSettingsPatch,
  type OpsSettingsPatch,
} from './settings-patch';
import { describeSettingsChange } from './settings-audit';
import { parseOpsCampaignOffer } from './campaign-offer-input';
import { eventsReport } from './tracking-events';
import { listAudit, recordAudit, type AuditEntry, type AuditInput } from './audit-log';
import { liveHistoryAuditEntries } from '@hikari/site-tools/releases';
import {
  DEFAULT_SITE_NAME,
  readSettings,
  updateSettings,
  type SettingsPatch,
} from '../settings/settings-store';
import { clientAddressOf } from '../../http/client-address';
import { HttpError, pathOf } from '../../http/platform';
import { eventCounter } from '../../http/rate-limit-plugin';
import { opsRemoteRoutes } from './remotes-routes';
import { jsonBodyOf, submissionRoutes } from './submissions-routes';

/** The site a settings change is for: body.siteName, else the site the browser reads. */
function siteNameOf(body: unknown): string {
  const name = (body as { siteName?: unknown } | null)?.siteName;
  if (name === undefined) return DEFAULT_SITE_NAME;
  if (typeof name !== 'string' || name.trim() === '')
    throw new OpsInputError('siteName は文字列で指定してください');
  return name.trim();
}

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

/** A non-negative integer query parameter, `fallback` when absent. */
function paging(url: URL, name: string, fallback: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > max) {
    throw new OpsInputError(`${name} は 0 から ${max} までの整数で指定してください`);
  }
  return value;
}

export const opsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config, database } = services;
  const windowMs = config.rateLimit.windowSeconds * 1000;
  const failures = eventCounter(app, 'ops-auth-failures', config.opsAuthFailuresPerAddress, windowMs);

  app.addHook('onRequest', async (request, reply) => {
    if (!config.opsToken) return reply.code(503).send({ message: 'ops disabled' });
    const tooMany = (ttlInSeconds: number) =>
      reply
        .code(429)
        .header('Retry-After', String(Math.max(1, ttlInSeconds)))
        .send({
          message: '誤ったトークンが続いたため、この接続元からの ops の操作をしばらく受け付けません',
        });
    const seen = await failures?.peek(request);
    if (seen?.exceeded) return tooMany(seen.retryAfter);
    const auth = checkOpsToken(config.opsToken, request.headers.authorization);
    if (auth.ok) return;
    const after = await failures?.count(request);
    log.warn(
      `[ops] refused ${request.method} ${pathOf(request)} from ${clientAddressOf(request)}: ${auth.message}` +
        (!after || !failures
          ? ''
          : after.exceeded
            ? ` (more than the ${failures.max} wrong tokens allowed in the window)`
            : ` (wrong token ${after.count} of ${failures.max} allowed in the window)`),
    );
    if (after?.exceeded) {
      log.warn(`[ops] ${clientAddressOf(request)} is refused every ops request until the window ends`);
      return tooMany(after.retryAfter);
    }
    return reply.code(auth.status).send({ message: auth.message });
  });

  // JSON bodies: an empty one is {}; one that is not JSON is a 400 in Japanese.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, {});
    parseJson(request, body as string, (error: Error | null, value?: unknown) =>
      error ? done(new OpsInputError('本文が JSON ではありません')) : done(null, value),
    );
  });
  // The area import's CSV, whatever type the client gives it.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof OpsInputError) return reply.code(400).send({ message: error.message });
    if (error instanceof ImportRejected) {
      return reply.code(400).send({
        message: `ファイルに問題が ${error.problems.length} 件あるため取り込みませんでした（何も変更していません）`,
        problems: error.problems.map((p) => ({
          line: p.line,
          column: p.column ?? null,
          reason: p.message,
        })),
      });
    }
    // The platform's handler answers the rest (413, 503, 500…).
    throw error;
  });

  const audit = (request: FastifyRequest, entry: AuditInput) =>
    recordAudit(database.db, { ...entry, address: clientAddressOf(request) });
  const urlOf = (request: FastifyRequest) => new URL(request.url, 'http://localhost');

  const noSettings = (siteName: string) => new HttpError(404, `設定 ${siteName} はありません`);

  async function changeSettings(siteName: string, patch: SettingsPatch) {
    const record = await updateSettings(database.db, siteName, patch);
    if (!record) throw noSettings(siteName);
    await services.settingsBus.changed(record);
    return record;
  }

  /** The live history of deploy/ changed from the command line, as audit entries; none when unreadable. */
  function cliReleaseEntries(): AuditEntry[] {
    try {
      return liveHistoryAuditEntries(config.deployDir, { by: 'cli' }).map((entry) => ({
        ...entry,
        address: null,
      }));
    } catch (error) {
      log.warn(`[ops] the live history of ${config.deployDir} is unreadable: ${(error as Error).message}`);
      return [];
    }
  }

  // The console's sign-in check: reaching this line means the token is the ops token.
  app.get('/session', async () => ({ ok: true }));

  app.get('/audit', async (request) => {
    const url = urlOf(request);
    const limit = paging(url, 'limit', 100, 1000);
    const offset = paging(url, 'offset', 0, 100_000);
    // This log, and what `npm run release|rollback` changed from a shell (the
    // console's own changes are rows here already), newest first.
    const rows = await listAudit(database.db, { limit: offset + limit, offset: 0 });
    const entries: AuditEntry[] = [...rows, ...cliReleaseEntries()].sort((a, b) =>
      a.at < b.at ? 1 : a.at > b.at ? -1 : 0,
    );
    return { entries: entries.slice(offset, offset + limit) };
  });

  app.get('/status', async () => {
    const counts: Record<string, number> = {};
    const tables = { areaTowns, buildings, contracts, introducers, ...submissionTables };
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await database.db.select({ n: count() }).from(table);
      counts[name] = Number(row?.n ?? 0);
    }
    return { database: database.kind, counts };
  });

  const settingsOf = async (siteName: string) => {
    const record = await readSettings(database.db, siteName);
    if (!record) throw noSettings(siteName);
    return record;
  };

  app.get('/settings', async (request) =>
    settingsOf(urlOf(request).searchParams.get('siteName') ?? DEFAULT_SITE_NAME),
  );

  for (const kind of ['settings', 'maintenance'] as const) {
    app.post(`/${kind}`, async (request) => {
      const body = jsonBodyOf(request);
      const isSettings = kind === 'settings';
      const { bumpVersion, ...patch }: OpsSettingsPatch = isSettings
        ? parseSettingsPatch(body)
        : parseMaintenanceSwitch(body);
      const siteName = siteNameOf(body);
      const current = await settingsOf(siteName);
      if (bumpVersion) patch.version = nextVersion(current.version);
      checkSettingsResult(current, patch);
      const record = await changeSettings(siteName, patch);
      const description = describeSettingsChange(current, record) || '変更なし（同じ値で保存）';
      await audit(request, { action: kind, target: `settings:${record.name}`, description });
      log.info(`[ops] settings of ${record.name} changed: ${description}`);
      return record;
    });
  }

  app.get('/campaigns', async (request) => {
    // The offer as stored, and what it means right now for a visitor anywhere
    // (area-limited campaigns show as outsideArea until an address is given).
    const siteName = urlOf(request).searchParams.get('siteName') ?? DEFAULT_SITE_NAME;
    const record = await settingsOf(siteName);
    const now = new Date();
    const status = Object.fromEntries(
      OFFER_CAMPAIGN_IDS.map((id) => [id, campaignOfferStatus(record.campaignOffer, id, now, null)]),
    );
    return { siteName, campaignOffer: record.campaignOffer, status };
  });

  app.post('/campaigns', async (request) => {
    const body = jsonBodyOf(request);
    const siteName = siteNameOf(body);
    const current = await settingsOf(siteName);
    const campaignOffer = parseOpsCampaignOffer(body, current.campaignOffer);
    const record = await changeSettings(siteName, { campaignOffer });
    await audit(request, {
      action: 'campaigns',
      target: `settings:${record.name}`,
      description: `キャンペーンの提供内容を変更（提供中 ${campaignOffer.campaigns.length} 件: ${campaignOffer.campaigns
        .map((campaign) => campaign.id)
        .join('、')}）`,
    });
    log.info(
      `[ops] campaign offer of ${record.name} changed (${campaignOffer.campaigns.length} campaigns on offer)`,
    );
    return { siteName: record.name, campaignOffer: record.campaignOffer };
  });

  app.get('/events', async (request) => {
    // Click and arrival tracking from POST /events: counts for the period and the latest rows.
    const url = urlOf(request);
    const when = (name: string) => {
      const raw = url.searchParams.get(name);
      if (raw === null || raw === '') return null;
      const parsed = parseJstDateTime(raw);
      if (!parsed)
        throw new OpsInputError(`${name} は YYYY-MM-DD（日本時間）か ISO の日時で指定してください`);
      return parsed;
    };
    const limitRaw = url.searchParams.get('limit');
    const limit = limitRaw === null ? undefined : Number(limitRaw);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
      throw new OpsInputError('limit は 1 以上の整数で指定してください');
    }
    return eventsReport(database.db, { from: when('from'), to: when('to'), limit });
  });

  app.post('/area/import', { bodyLimit: AREA_IMPORT_MAX_BYTES }, async (request) => {
    const kindParam = urlOf(request).searchParams.get('kind');
    if (kindParam !== null && kindParam !== 'towns' && kindParam !== 'buildings') {
      throw new OpsInputError('kind は towns（町域）か buildings（建物）です');
    }
    const text = typeof request.body === 'string' ? request.body : '';
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
          description: `取り込みを拒否（問題 ${error.problems.length} 件、何も変更していません）`,
        });
      }
      throw error;
    }
    await audit(request, {
      action: 'import',
      target,
      description: `${kind === 'towns' ? '提供エリア（町域）' : '登録建物'}を ${report.rows} 行で置き換え`,
    });
    log.info(`[ops] ${report.kind} master replaced: ${report.rows} rows`);
    return report;
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
    const limit = Math.max(paging(url, 'limit', 100, 500), 1);
    const offset = paging(url, 'offset', 0, 10_000_000);
    const { total, rows } = await searchAreaMaster(database.db, kind, q, { limit, offset });
    return { kind, q, total, limit, offset, items: rows.map(withoutInternals) };
  });

  await app.register(submissionRoutes, { services, audit });
  await app.register(opsRemoteRoutes, { services, audit });

  // Any other path under /ops, once the token is checked.
  app.all('/*', async (request, reply) =>
    reply.code(404).send({ message: `${request.method} ${pathOf(request)} という ops の操作はありません` }),
  );
};
