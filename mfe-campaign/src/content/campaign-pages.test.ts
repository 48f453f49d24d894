import { campaignDefinitions, getCampaign, routesOf } from '@hikari/shared/domain';
import { campaignPages } from './campaign-pages';
import { campaignSummaries } from './campaign-summaries';
import { setWariPages } from './set-wari-pages';

describe('campaign page content', () => {
  const ownRoutes = routesOf('mfe-campaign').map((route) => route.path);

  it('has one page for each campaign and set-wari route of the route table, and none elsewhere', () => {
    const contentPaths = [...campaignPages, ...setWariPages].map((page) => page.path).sort();
    const expected = ownRoutes.filter((path) => path !== '/campaign/').sort();
    expect(contentPaths).toEqual(expected);
  });

  it.each(campaignDefinitions.map((definition) => [definition.id, definition.route]))(
    'explains %s on the page its definition links to (%s)',
    (id, route) => {
      const page = campaignPages.find((entry) => entry.path === route);
      expect(page?.campaignIds).toContain(id);
    },
  );

  it('gives the list a sentence for every page, the campaign description unless the page has its own', () => {
    for (const page of campaignPages) {
      const summary = campaignSummaries.find((entry) => entry.path === page.path)?.summary;
      expect(summary).toBe(page.summary ?? getCampaign(page.campaignIds[0]).description);
      expect(summary).not.toBe('');
    }
  });

  it('builds no sentence from a missing figure (NaN, undefined, null)', () => {
    const text = JSON.stringify([campaignPages, setWariPages]);
    expect(text).not.toMatch(/NaN|undefined|null円/);
  });
});
