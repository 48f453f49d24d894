// What the campaign list (/campaign/) shows per page. Names come from the
// route table and sentences from the campaign definitions, so the list and
// the pages it links to cannot say different things.

import { getCampaign, type SelectedPlan } from '@hikari/shared/domain';
import { campaignPages, type CampaignCategory } from './campaign-pages';
import { setWariPages } from './set-wari-pages';

export type { CampaignCategory } from './campaign-pages';

export interface CampaignSummary {
  path: string;
  category: CampaignCategory;
  /** One sentence saying who gets what. */
  summary: string;
  /** Only for these plans; empty = every plan. */
  plans: SelectedPlan[];
}

export const CATEGORY_LABELS: Record<CampaignCategory | 'all', string> = {
  all: 'すべて',
  cashback: 'キャッシュバック',
  discount: '月額割引',
  free: '工事費・初期費用',
  option: 'オプション特典',
};

export const campaignSummaries: CampaignSummary[] = campaignPages.map((page) => ({
  path: page.path,
  category: page.category,
  summary: page.summary ?? getCampaign(page.campaignIds[0]).description,
  plans: page.plans,
}));

export const setWariLinks = setWariPages.map(({ path, summary }) => ({ path, summary }));
