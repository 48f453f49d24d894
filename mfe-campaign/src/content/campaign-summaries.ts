// What the campaign list (/campaign/) shows per page. Names come from the
// route table and sentences from the campaign definitions, so the list and
// the pages it links to cannot say different things.

import {
  campaignDefinitions,
  getCampaign,
  type CampaignDefinition,
  type CampaignId,
  type SelectedPlan,
} from '@hikari/shared/domain';
import { campaignPages, type CampaignCategory, type CampaignPageContent } from './campaign-pages';
import { setWariPages } from './set-wari-pages';

export type { CampaignCategory } from './campaign-pages';

export interface CampaignSummary {
  path: string;
  category: CampaignCategory;
  /** One sentence saying who gets what. */
  summary: string;
  /** Only for these plans; empty = every plan. */
  plans: SelectedPlan[];
  /** The campaign the page is about; null for a page that explains a price rule. */
  mainCampaignId: CampaignId | null;
}

export const CATEGORY_LABELS: Record<CampaignCategory | 'all', string> = {
  all: 'すべて',
  cashback: 'キャッシュバック',
  discount: '月額割引',
  free: '工事費・初期費用',
  option: 'オプション特典',
};

/**
 * The list entries of `pages` as `definitions` (the offer in force) word them.
 * @param pages default `campaignPages` (the seeded catalog)
 */
export function campaignSummariesOf(
  pages: readonly CampaignPageContent[] = campaignPages,
  definitions: readonly CampaignDefinition[] = campaignDefinitions,
): CampaignSummary[] {
  return pages.map((page) => ({
    path: page.path,
    category: page.category,
    summary: page.summary ?? getCampaign(page.campaignIds[0]!, definitions).description,
    plans: page.plans,
    mainCampaignId: page.campaignIds[0] ?? null,
  }));
}

export const campaignSummaries: CampaignSummary[] = campaignSummariesOf();

export const setWariLinks = setWariPages.map(({ path, summary }) => ({ path, summary }));
