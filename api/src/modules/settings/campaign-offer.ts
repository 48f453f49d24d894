// The campaign offer the API holds with the settings record: read for every
// application (the stored quote follows it) and replaced by ops.
import { campaignOfferOrDefault, type CampaignOffer } from '@hikari/shared/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { DEFAULT_SITE_NAME } from './settings-store';

/** The stored offer of a site; the seeded one when the row has none (or no row exists). */
export async function readCampaignOffer(
  db: Db,
  siteName: string = DEFAULT_SITE_NAME,
): Promise<CampaignOffer> {
  const rows = await db
    .select({ offer: settings.campaignOffer })
    .from(settings)
    .where(eq(settings.name, siteName))
    .limit(1);
  return campaignOfferOrDefault(rows[0]?.offer);
}
