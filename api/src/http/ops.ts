// The ops side over HTTP, under /ops, only with OPS_TOKEN (never a guest
// token): settings and maintenance, submissions (ops-submissions.ts), the
// area master import, the audit log, remotes and health (ops-remotes.ts).
// The ops console (ops/) and the ops CLI (src/cli/ops.ts) are clients of these.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { count } from 'drizzle-orm';
import { OFFER_CAMPAIGN_IDS, campaignOfferStatus, parseJstDateTime } from '@hikari/shared/domain';
import { detectKind, ImportRejected, importArea, type ImportKind } from '../area-import/import-area';
import { checkOpsToken } from '../auth/ops-token';
import type { Services } from '../context';
import { areaTowns, buildings, contracts, introducers, submissionTables } from '../db/schema';
import { log } from '../log';
import {
  checkSettingsResult,
  nextVersion,
  OpsInputError,
  parseMaintenanceSwitch,
  parseSettingsPatch,
  type OpsSettingsPatch,
} from '../ops/settings-patch';
import { describeSettingsChange } from '../ops/settings-audit';
import { parseOpsCampaignOffer } from '../ops/campaign-offer-input';
import { eventsReport } from '../ops/tracking-events';
import { listAudit, recordAudit, type AuditEntry } from '../ops/audit-log';
import { liveHistoryAuditEntries } from '../../../tools/site/releases';
import {
  DEFAULT_SITE_NAME,
  readSettings,
  updateSettings,
  type SettingsPatch,
} from '../schema/settings/settings-store';
import { BodyTooLarge, header, readBody, sendJson, sendText } from './io';
import { handleOpsRemotes } from './ops-remotes';
import { createSubmissionRoutes } from './ops-submissions';

/** CSV imports may be large (the whole master is about 1.5 MB). */
const IMPORT_LIMIT = 32 * 1024 * 1024;

async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(req, limit);
  try {
    return body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch {
    throw new OpsInputError('本文が JSON ではありません');
  }
}

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

export function createOpsHandler(services: Services) {
  const { config, database } = services;

  async function changeSettings(siteName: string, patch: SettingsPatch) {
    const record = await updateSettings(database.db, siteName, patch);
    if (!record) return null;
    await services.settingsBus.changed(record);
    return record;
  }

  /** The live history of deploy/ changed from the command line, as audit entries; none when unreadable. */
  function cliReleaseEntries(): AuditEntry[] {
    try {
      return liveHistoryAuditEntries(config.deployDir, { by: 'cli' });
    } catch (error) {
      log.warn(`[ops] the live history of ${config.deployDir} is unreadable: ${(error as Error).message}`);
      return [];
    }
  }

  const submissionRoutes = createSubmissionRoutes(services, (req) => readJson(req, config.maxBodyBytes));

  return async function handleOps(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const auth = checkOpsToken(config.opsToken, header(req, 'authorization'));
    if (!auth.ok) return sendJson(res, auth.status, { message: auth.message });
    if (/^\/ops\/(remotes|health)(\/|$)/.test(url.pathname)) return handleOpsRemotes(services, req, res, url);

    const path = url.pathname.replace(/\/+$/, '');
    const route = `${req.method} ${path}`;
    try {
      if (await submissionRoutes(req, res, url, path)) return;
      switch (route) {
        case 'GET /ops/session':
          // The console's sign-in check: reaching this line means the token is the ops token.
          return sendJson(res, 200, { ok: true });
        case 'GET /ops/audit': {
          const limit = paging(url, 'limit', 100, 1000);
          const offset = paging(url, 'offset', 0, 100_000);
          // This log, and what `npm run release|rollback` changed from a shell (the
          // console's own changes are rows here already), newest first.
          const rows = await listAudit(database.db, { limit: offset + limit, offset: 0 });
          const entries: AuditEntry[] = [...rows, ...cliReleaseEntries()].sort((a, b) =>
            a.at < b.at ? 1 : a.at > b.at ? -1 : 0,
          );
          return sendJson(res, 200, { entries: entries.slice(offset, offset + limit) });
        }
        case 'GET /ops/status': {
          const counts: Record<string, number> = {};
          const tables = { areaTowns, buildings, contracts, introducers, ...submissionTables };
          for (const [name, table] of Object.entries(tables)) {
            const [row] = await database.db.select({ n: count() }).from(table);
            counts[name] = Number(row?.n ?? 0);
          }
          return sendJson(res, 200, { database: database.kind, counts });
        }
        case 'GET /ops/settings': {
          const siteName = url.searchParams.get('siteName') ?? DEFAULT_SITE_NAME;
          const record = await readSettings(database.db, siteName);
          if (!record) return sendJson(res, 404, { message: `設定 ${siteName} はありません` });
          return sendJson(res, 200, record);
        }
        case 'POST /ops/settings':
        case 'POST /ops/maintenance': {
          const body = await readJson(req, config.maxBodyBytes);
          const isSettings = route.endsWith('/settings');
          const { bumpVersion, ...patch }: OpsSettingsPatch = isSettings
            ? parseSettingsPatch(body)
            : parseMaintenanceSwitch(body);
          const siteName = siteNameOf(body);
          const current = await readSettings(database.db, siteName);
          if (!current) return sendJson(res, 404, { message: `設定 ${siteName} はありません` });
          if (bumpVersion) patch.version = nextVersion(current.version);
          checkSettingsResult(current, patch);
          const record = await changeSettings(siteName, patch);
          if (!record) return sendJson(res, 404, { message: `設定 ${siteName} はありません` });
          const description = describeSettingsChange(current, record) || '変更なし（同じ値で保存）';
          await recordAudit(database.db, {
            action: isSettings ? 'settings' : 'maintenance',
            target: `settings:${record.name}`,
            description,
          });
          log.info(`[ops] settings of ${record.name} changed: ${description}`);
          return sendJson(res, 200, record);
        }
        case 'GET /ops/campaigns': {
          // The offer as stored, and what it means right now for a visitor anywhere
          // (area-limited campaigns show as outsideArea until an address is given).
          const siteName = url.searchParams.get('siteName') ?? DEFAULT_SITE_NAME;
          const record = await readSettings(database.db, siteName);
          if (!record) return sendJson(res, 404, { message: `設定 ${siteName} はありません` });
          const now = new Date();
          const status = Object.fromEntries(
            OFFER_CAMPAIGN_IDS.map((id) => [id, campaignOfferStatus(record.campaignOffer, id, now, null)]),
          );
          return sendJson(res, 200, { siteName, campaignOffer: record.campaignOffer, status });
        }
        case 'POST /ops/campaigns': {
          const body = await readJson(req, config.maxBodyBytes);
          const siteName = siteNameOf(body);
          const current = await readSettings(database.db, siteName);
          if (!current) return sendJson(res, 404, { message: `設定 ${siteName} はありません` });
          const campaignOffer = parseOpsCampaignOffer(body, current.campaignOffer);
          const record = await changeSettings(siteName, { campaignOffer });
          if (!record) return sendJson(res, 404, { message: `設定 ${siteName} はありません` });
          await recordAudit(database.db, {
            action: 'campaigns',
            target: `settings:${record.name}`,
            description: `キャンペーンの提供内容を変更（提供中 ${campaignOffer.campaigns.length} 件: ${campaignOffer.campaigns
              .map((campaign) => campaign.id)
              .join('、')}）`,
          });
          log.info(
            `[ops] campaign offer of ${record.name} changed (${campaignOffer.campaigns.length} campaigns on offer)`,
          );
          return sendJson(res, 200, { siteName: record.name, campaignOffer: record.campaignOffer });
        }
        case 'GET /ops/events': {
          // Click and arrival tracking from POST /events: counts for the period and the latest rows.
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
          return sendJson(
            res,
            200,
            await eventsReport(database.db, { from: when('from'), to: when('to'), limit }),
          );
        }
        case 'POST /ops/area/import': {
          const kindParam = url.searchParams.get('kind');
          if (kindParam !== null && kindParam !== 'towns' && kindParam !== 'buildings') {
            throw new OpsInputError('kind は towns（町域）か buildings（建物）です');
          }
          const text = (await readBody(req, IMPORT_LIMIT)).toString('utf8');
          const kind = (kindParam as ImportKind | null) ?? kindOfFile(text);
          const target = kind === 'towns' ? 'area:towns' : 'area:buildings';
          let report;
          try {
            report = await importArea(database, text, kind);
          } catch (error) {
            if (error instanceof ImportRejected) {
              await recordAudit(database.db, {
                action: 'import',
                target,
                description: `取り込みを拒否（問題 ${error.problems.length} 件、何も変更していません）`,
              });
            }
            throw error;
          }
          await recordAudit(database.db, {
            action: 'import',
            target,
            description: `${kind === 'towns' ? '提供エリア（町域）' : '登録建物'}を ${report.rows} 行で置き換え`,
          });
          log.info(`[ops] ${report.kind} master replaced: ${report.rows} rows`);
          return sendJson(res, 200, report);
        }
        default:
          return sendJson(res, 404, { message: `${route} という ops の操作はありません` });
      }
    } catch (error) {
      if (error instanceof OpsInputError) return sendJson(res, 400, { message: error.message });
      if (error instanceof ImportRejected) {
        return sendJson(res, 400, {
          message: `ファイルに問題が ${error.problems.length} 件あるため取り込みませんでした（何も変更していません）`,
          problems: error.problems.map((p) => ({
            line: p.line,
            column: p.column ?? null,
            reason: p.message,
          })),
        });
      }
      if (error instanceof BodyTooLarge) return sendText(res, 413, 'Payload Too Large');
      throw error;
    }
  };
}
