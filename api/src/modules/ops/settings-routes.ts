// Settings, maintenance and the campaign offer under /ops: read, change
// (with the next version when asked), announce to every instance, audit.
import type { FastifyPluginAsync } from 'fastify';
import { OFFER_CAMPAIGN_IDS, campaignOfferStatus, staleSaveMessage } from '@hikari/shared/domain';
import type { Services } from '../../context';
import { log } from '../../log';
import { HttpError, urlOf } from '../../http/platform';
import {
  DEFAULT_SITE_NAME,
  readSettings,
  updateSettings,
  type SettingsPatch,
} from '../settings/settings-store';
import { parseOpsCampaignOffer } from './campaign-offer-input';
import { jsonBodyOf, type Audit, OpsInputError } from './request-input';
import { describeSettingsChange } from './settings-audit';
import {
  checkSettingsResult,
  nextVersion,
  parseMaintenanceSwitch,
  parseSettingsPatch,
  type OpsSettingsPatch,
} from './settings-patch';

/** The site a settings change is for: body.siteName, else the site the browser reads. */
function siteNameOf(body: unknown): string {
  const name = (body as { siteName?: unknown } | null)?.siteName;
  if (name === undefined) return DEFAULT_SITE_NAME;
  if (typeof name !== 'string' || name.trim() === '')
    throw new OpsInputError('siteName は文字列で指定してください');
  return name.trim();
}

/**
 * The record's updatedAt as the person read it (body.seenUpdatedAt): a save
 * over a record saved since is refused with 409.
 */
function seenUpdatedAtOf(body: unknown): string {
  const seen = (body as { seenUpdatedAt?: unknown } | null)?.seenUpdatedAt;
  if (typeof seen !== 'string' || Number.isNaN(Date.parse(seen))) {
    throw new OpsInputError(
      'seenUpdatedAt に、画面に表示していた設定の更新日時（GET /ops/settings の updatedAt）を指定してください',
    );
  }
  return seen;
}

const staleSettings = () => new HttpError(409, staleSaveMessage('サイトの設定'));

export const settingsRoutes: FastifyPluginAsync<{ services: Services; audit: Audit }> = async (
  app,
  { services, audit },
) => {
  const { database } = services;
  const noSettings = (siteName: string) => new HttpError(404, `設定 ${siteName} はありません`);

  async function changeSettings(siteName: string, patch: SettingsPatch, seenUpdatedAt: string) {
    const record = await updateSettings(database.db, siteName, patch, seenUpdatedAt);
    if (!record) throw (await readSettings(database.db, siteName)) ? staleSettings() : noSettings(siteName);
    await services.settingsBus.changed(record);
    return record;
  }

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
      const seenUpdatedAt = seenUpdatedAtOf(body);
      const current = await settingsOf(siteName);
      if (Date.parse(current.updatedAt ?? '') !== Date.parse(seenUpdatedAt)) throw staleSettings();
      if (bumpVersion) patch.version = nextVersion(current.version);
      checkSettingsResult(current, patch);
      const record = await changeSettings(siteName, patch, seenUpdatedAt);
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
    const seenUpdatedAt = seenUpdatedAtOf(body);
    const current = await settingsOf(siteName);
    if (Date.parse(current.updatedAt ?? '') !== Date.parse(seenUpdatedAt)) throw staleSettings();
    const campaignOffer = parseOpsCampaignOffer(body, current.campaignOffer);
    const record = await changeSettings(siteName, { campaignOffer }, seenUpdatedAt);
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
};
