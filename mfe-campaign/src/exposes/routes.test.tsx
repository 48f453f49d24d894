import { screen } from '@testing-library/react';
import { routesOf } from '@hikari/shared/domain';
import { renderPage } from '@hikari/shared/testing';
import { campaignBrowseSlice } from '../features/campaign-list/state/campaign-browse-slice';
import { pages } from './routes';

const ownRoutes = routesOf('mfe-campaign');

describe('exposed routes', () => {
  it.each(ownRoutes.map((route) => [route.path, route.title]))(
    '%s has a page whose h1 is "%s"',
    async (path, title) => {
      const Page = pages[path];
      expect(Page).toBeDefined();
      if (!Page) return;
      await renderPage(<Page />, { path, slices: [campaignBrowseSlice] });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    },
  );

  it('exposes no page for a path the route table gives to someone else', () => {
    const own = new Set(ownRoutes.map((route) => route.path));
    expect(Object.keys(pages).filter((path) => !own.has(path))).toEqual([]);
  });
});
