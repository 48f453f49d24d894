// Checks what ops send to POST /ops/campaigns before it becomes the offer
// every page and every application reads: the shared shape rules
// (parseCampaignOffer), and area limits that name served prefectures and
// cities the postal data knows (a typo would silently give nobody the
// campaign).
import { isServedPrefecture, parseCampaignOffer, type CampaignOffer } from '@hikari/shared/domain';
import { citiesOf } from '../lookups/postal-data';
import { OpsInputError } from './request-input';

function cityKnown(prefecture: string, city: string): boolean {
  const cities = citiesOf(prefecture) ?? [];
  // '名古屋市' names a city whose wards the postal data lists one by one.
  return cities.some((c) => c.name === city || (city.endsWith('市') && c.name.startsWith(city)));
}

/**
 * The offer to store: `campaigns` replaces the list; `amounts` may name only
 * the figures that change, the rest staying as in `current`.
 */
export function parseOpsCampaignOffer(body: unknown, current: CampaignOffer): CampaignOffer {
  const parsed = parseCampaignOffer(body, current);
  if (!parsed.ok) throw new OpsInputError(parsed.errors.join('; '));
  const errors: string[] = [];
  parsed.offer.campaigns.forEach((campaign, i) => {
    if (!campaign.area) return;
    for (const prefecture of campaign.area.prefectures) {
      if (!isServedPrefecture(prefecture)) {
        errors.push(`campaigns[${i}].area.prefectures: ${prefecture} is not a served prefecture`);
      }
    }
    for (const { prefecture, city } of campaign.area.cities) {
      if (!isServedPrefecture(prefecture)) {
        errors.push(`campaigns[${i}].area.cities: ${prefecture} is not a served prefecture`);
      } else if (!cityKnown(prefecture, city)) {
        errors.push(`campaigns[${i}].area.cities: no city ${city} in ${prefecture}`);
      }
    }
  });
  if (errors.length > 0) throw new OpsInputError(errors.join('; '));
  return parsed.offer;
}
