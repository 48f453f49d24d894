// The ops side over HTTP, under /ops, only with OPS_TOKEN (never a guest
// token): settings and maintenance, submissions as JSON or CSV, the area
// master import. The ops CLI (src/ops/cli.ts) is a client of these.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { count } from 'drizzle-orm';
import { OFFER_CAMPAIGN_IDS, campaignOfferStatus, parseJstDateTime } from '@hikari/shared/domain';
import { ImportRejected, importArea, type ImportKind } from '../area-import/import-area';
import { checkOpsToken } from '../auth/ops-token';
import type { Services } from '../context';
import {
  areaTowns,
  buildings,
  contracts,
  introducers,
  submissionTables,
  type SubmissionType,
} from '../db/schema';
import { log } from '../log';
import {
  isSubmissionType,
  listSubmissions,
  parseSubmissionQuery,
  searchSubmissions,
  submissionsCsv,
  SUBMISSION_TYPES,
} from '../ops/submissions';
import { OpsInputError, parseMaintenanceSwitch, parseSettingsPatch } from '../ops/settings-patch';
import { parseOpsCampaignOffer } from '../ops/campaign-offer-input';
import { eventsReport } from '../ops/tracking-events';
import { listAudit } from '../ops/audit-log';
import {
  DEFAULT_SITE_NAME,
  readSettings,
  updateSettings,
  type SettingsPatch,
} from '../schema/settings/settings-store';
import { BodyTooLarge, header, readBody, sendJson, sendText } from './io';
import { handleOpsRemotes } from './ops-remotes';

/** CSV imports may be large (the whole master is about 1.5 MB). */
const IMPORT_LIMIT = 32 * 1024 * 1024;

async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(req, limit);
  try {
    return body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch {
    throw new OpsInputError('the body is not JSON');
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

  return async function handleOps(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const auth = checkOpsToken(config.opsToken, header(req, 'authorization'));
    if (!auth.ok) return sendJson(res, auth.status, { message: auth.message });
    if (/^\/ops\/(remotes|health)(\/|$)/.test(url.pathname)) return handleOpsRemotes(services, req, res, url);

    const route = `${req.method} ${url.pathname.replace(/\/+$/, '')}`;
    try {
      switch (route) {
        case 'GET /ops/session':
          // The console's sign-in check: reaching this line means the token is the ops token.
          return sendJson(res, 200, { ok: true });
        case 'GET /ops/audit': {
          const limit = paging(url, 'limit', 100, 1000);
          const offset = paging(url, 'offset', 0, 1_000_000);
          return sendJson(res, 200, { entries: await listAudit(database.db, { limit, offset }) });
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
          if (!record) return sendJson(res, 404, { message: `no settings for ${siteName}` });
          return sendJson(res, 200, record);
        }
        case 'POST /ops/settings':
        case 'POST /ops/maintenance': {
          const body = await readJson(req, config.maxBodyBytes);
          const patch = route.endsWith('/settings') ? parseSettingsPatch(body) : parseMaintenanceSwitch(body);
          const siteName =
            ((body as { siteName?: unknown }).siteName as string | undefined) ?? DEFAULT_SITE_NAME;
          const record = await changeSettings(String(siteName), patch);
          if (!record) return sendJson(res, 404, { message: `no settings for ${siteName}` });
          log.info(`[ops] settings of ${record.name} changed (${Object.keys(patch).join(', ')})`);
          return sendJson(res, 200, record);
        }
        case 'GET /ops/campaigns': {
          // The offer as stored, and what it means right now for a visitor anywhere
          // (area-limited campaigns show as outsideArea until an address is given).
          const siteName = url.searchParams.get('siteName') ?? DEFAULT_SITE_NAME;
          const record = await readSettings(database.db, siteName);
          if (!record) return sendJson(res, 404, { message: `no settings for ${siteName}` });
          const now = new Date();
          const status = Object.fromEntries(
            OFFER_CAMPAIGN_IDS.map((id) => [id, campaignOfferStatus(record.campaignOffer, id, now, null)]),
          );
          return sendJson(res, 200, { siteName, campaignOffer: record.campaignOffer, status });
        }
        case 'POST /ops/campaigns': {
          const body = await readJson(req, config.maxBodyBytes);
          const siteName =
            ((body as { siteName?: unknown }).siteName as string | undefined) ?? DEFAULT_SITE_NAME;
          const current = await readSettings(database.db, String(siteName));
          if (!current) return sendJson(res, 404, { message: `no settings for ${siteName}` });
          const campaignOffer = parseOpsCampaignOffer(body, current.campaignOffer);
          const record = await changeSettings(String(siteName), { campaignOffer });
          if (!record) return sendJson(res, 404, { message: `no settings for ${siteName}` });
          log.info(
            `[ops] campaign offer of ${record.name} changed (${campaignOffer.campaigns.length} campaigns on offer)`,
          );
          return sendJson(res, 200, { siteName: record.name, campaignOffer: record.campaignOffer });
        }
        case 'GET /ops/submissions': {
          const type = url.searchParams.get('type') ?? '';
          const q = url.searchParams.get('q');
          if (q !== null) {
            // A search: by reception number, kana name, phone, mail or referral code, every type unless one is named.
            if (type !== '' && !isSubmissionType(type)) {
              return sendJson(res, 400, { message: `type must be one of ${SUBMISSION_TYPES.join(', ')}` });
            }
            const query = parseSubmissionQuery(q);
            if (!query) {
              throw new OpsInputError(
                'q must be a reception number, a name in kana, a phone number, a mail address or a referral code',
              );
            }
            if ((url.searchParams.get('format') ?? 'json') !== 'json') {
              throw new OpsInputError('a search answers JSON only');
            }
            const rows = await searchSubmissions(
              database.db,
              query,
              type ? [type as SubmissionType] : undefined,
            );
            return sendJson(res, 200, { q, match: query.kind, count: rows.length, submissions: rows });
          }
          if (!isSubmissionType(type)) {
            return sendJson(res, 400, { message: `type must be one of ${SUBMISSION_TYPES.join(', ')}` });
          }
          const when = (name: string) => {
            const raw = url.searchParams.get(name);
            if (raw === null || raw === '') return null;
            const parsed = parseJstDateTime(raw);
            if (!parsed) throw new OpsInputError(`${name} must be YYYY-MM-DD or an ISO date-time`);
            return parsed;
          };
          const limitRaw = url.searchParams.get('limit');
          const limit = limitRaw === null ? undefined : Number(limitRaw);
          if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
            throw new OpsInputError('limit must be a positive integer');
          }
          const rows = await listSubmissions(database.db, type, {
            from: when('from'),
            to: when('to'),
            limit,
          });
          const format = url.searchParams.get('format') ?? 'json';
          if (format === 'csv') {
            const csv = submissionsCsv(rows);
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/csv; charset=utf-8');
            res.setHeader('Content-Disposition', `attachment; filename="${type}.csv"`);
            res.setHeader('Cache-Control', 'no-store');
            return void res.end(csv);
          }
          if (format !== 'json') throw new OpsInputError('format must be json or csv');
          return sendJson(res, 200, { type, count: rows.length, submissions: rows });
        }
        case 'GET /ops/events': {
          // Click and arrival tracking from POST /events: counts for the period and the latest rows.
          const when = (name: string) => {
            const raw = url.searchParams.get(name);
            if (raw === null || raw === '') return null;
            const parsed = parseJstDateTime(raw);
            if (!parsed) throw new OpsInputError(`${name} must be YYYY-MM-DD or an ISO date-time`);
            return parsed;
          };
          const limitRaw = url.searchParams.get('limit');
          const limit = limitRaw === null ? undefined : Number(limitRaw);
          if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
            throw new OpsInputError('limit must be a positive integer');
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
            throw new OpsInputError('kind must be towns or buildings');
          }
          const text = (await readBody(req, IMPORT_LIMIT)).toString('utf8');
          const report = await importArea(database, text, (kindParam as ImportKind | null) ?? undefined);
          log.info(`[ops] ${report.kind} master replaced: ${report.rows} rows`);
          return sendJson(res, 200, report);
        }
        default:
          return sendJson(res, 404, { message: `no ops route ${route}` });
      }
    } catch (error) {
      if (error instanceof OpsInputError) return sendJson(res, 400, { message: error.message });
      if (error instanceof ImportRejected) {
        return sendJson(res, 400, {
          message: 'import rejected, nothing was changed',
          problems: error.problems,
        });
      }
      if (error instanceof BodyTooLarge) return sendText(res, 413, 'Payload Too Large');
      throw error;
    }
  };
}
