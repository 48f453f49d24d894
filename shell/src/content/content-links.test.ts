import { campaignDefinitions, paths, routeTable } from '@hikari/shared/domain';
import { buildFaq } from './faq';
import { planDetailPaths } from './plan-names';
import { constructionPaths } from './plan-pages';
import { cautionSections } from './service-caution-notes';
import { cancellationLinks } from './service-cancellation';
import { constructionGuides } from './service-construction';
import { netflixCopy } from './service-netflix';
import { movingGuides } from './special-moving';
import { supportTasks } from './support';
import { topCampaigns, topGuides, topPlans, topSteps } from './top-page';

/** Every string under a `to` or `route` key, however deep. */
function linkTargets(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) linkTargets(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'to' || key === 'route') && typeof inner === 'string') found.push(inner);
      else linkTargets(inner, found);
    }
  }
  return found;
}

const figures = { holidayFee: '', changeRefundCap: '', term: 24, tvInstallationFee: '' };

describe('links in the page copy', () => {
  const targets = linkTargets([
    buildFaq(),
    cautionSections(figures),
    cancellationLinks,
    constructionGuides,
    netflixCopy,
    movingGuides.apartment.sections(figures),
    movingGuides.shinchiku.sections(figures),
    supportTasks,
    topSteps,
    topGuides,
    topPlans,
    campaignDefinitions.filter((c) => topCampaigns.ids.includes(c.id)),
  ]).concat(Object.values(planDetailPaths), Object.values(constructionPaths));

  it('finds the links it checks', () => {
    expect(targets.length).toBeGreaterThan(40);
    expect(targets).toContain(paths.transfer);
  });

  it('points every link at a page of the route table, with the trailing slash', () => {
    const known = new Set(routeTable.map((route) => route.path));
    const broken = targets.filter((to) => !known.has(to.split('#')[0] as string));
    expect(broken).toEqual([]);
  });
});
