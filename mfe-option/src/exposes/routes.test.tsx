import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { routesOf } from '@hikari/shared/domain';
import { readyStore, renderWithStore } from '@hikari/shared/testing';
import { optionPaths } from '../content/option-paths';
import { optionBrowseSlice } from '../features/option-list/state/option-browse-slice';
import { pages } from './routes';

const owned = routesOf('mfe-option');

describe('the routes mfe-option exposes', () => {
  it('has a page for every route the route table gives mfe-option, and none besides', () => {
    expect(Object.keys(pages).sort()).toEqual(owned.map((route) => route.path).sort());
  });

  it('names only option paths that are in the route table', () => {
    const ownedPaths = owned.map((route) => route.path);
    for (const path of Object.values(optionPaths)) expect(ownedPaths).toContain(path);
  });

  it.each(owned.map((route) => [route.path, route.title] as const))(
    '%s shows one h1, the route title, and h2s before any h3',
    async (path, title) => {
      const Page = pages[path];
      if (!Page) throw new Error(`no page for ${path}`);
      // Some pages are lazy chunks; the shell mounts every remote page inside Suspense.
      renderWithStore(
        <Suspense fallback={null}>
          <Page />
        </Suspense>,
        { path, slices: [optionBrowseSlice], bundle: await readyStore() },
      );
      // A lazy chunk's first import can take more than findAll's default second on a loaded machine.
      const h1s = await screen.findAllByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(title);
      // Heading levels never skip: walking the document order, each is at most one deeper than the last.
      const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
      levels.reduce((previous, level) => {
        expect(level).toBeLessThanOrEqual(previous + 1);
        return level;
      });
    },
  );
});
