import { Suspense, useMemo, type ComponentType } from 'react';
import { useHydratedPageKey } from './hydration';

/** What a page shows while its code is still coming (never on a prerendered page, which keeps its HTML). */
export function PageLoading() {
  return (
    <p className="loading" role="status">
      読み込み中です…
    </p>
  );
}

/**
 * A route's page. Hydrated from the prerendered HTML with the state the
 * server rendered, then mounted once more if the visitor's saved state
 * (drafts, choices) gives its forms other starting values. The second mount
 * renders the same boxes, filled: nothing moves.
 *
 * The element is kept while the key stays: the re-render that follows
 * hydration must not reach the page, whose own Suspense boundaries may still
 * hold prerendered HTML waiting for their code (the renderer would replace
 * that HTML with their loading text).
 *
 * The page's Suspense boundary is keyed with it: a page mounted again while
 * its code was still coming leaves with its boundary. (Preact's Suspense
 * would otherwise, once that code came, draw the page that had left, and
 * fail: a boundary that stays keeps the components that suspended in it.)
 */
export function HydratedPage({ page: Page }: { page: ComponentType }) {
  // Marks the page ready too, once its chunks have come (useHydratedPageKey).
  const key = useHydratedPageKey();
  return useMemo(
    () => (
      <Suspense key={key} fallback={<PageLoading />}>
        <Page />
      </Suspense>
    ),
    [Page, key],
  );
}
