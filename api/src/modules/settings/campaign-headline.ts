// The banner's headline (「最大…円キャッシュバック」), served by the API: with
// the settings (no address yet) and for the address an area search found.
// Finding it runs the simulation for every choice, so each answer is kept
// while it holds (until the next campaign period bound, or another offer).
import {
  campaignHeadline,
  headlineHolds,
  type CampaignAddress,
  type CampaignHeadline,
  type CampaignOffer,
} from '@hikari/shared/domain';

/** Offers × addresses kept: a site serves one offer at a time and a few hundred cities. */
const KEPT = 512;
const kept = new Map<string, CampaignHeadline>();

/** The headline for this offer and address at `now`, found once per offer, address and moment. */
export function headlineFor(
  offer: CampaignOffer,
  address: CampaignAddress | null,
  now: Date = new Date(),
): CampaignHeadline {
  const key = `${JSON.stringify(offer)}|${address?.prefecture ?? ''}|${address?.city ?? ''}`;
  const known = kept.get(key);
  if (known && headlineHolds(known, now)) return known;
  const found = campaignHeadline(offer, now, address);
  kept.delete(key);
  kept.set(key, found);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return found;
}
