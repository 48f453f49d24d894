import { useEffect, useMemo, type ComponentType } from 'react';
import { useSavedStateRestored } from '@hikari/shared/store';
import { markPageReady, useHydratedPageKey } from './hydration';

/**
 * A route's page. Hydrated from the prerendered HTML with the state the
 * server rendered, then mounted once more if the visitor's saved state
 * (drafts, choices) gives its forms other starting values. The second mount
 * renders the same boxes, filled: nothing moves.
 *
 * The element is kept while the key stays: the re-render that follows
 * hydration must not reach the page, whose own Suspense boundaries may still
 * hold prerendered HTML waiting for their code (React would replace that HTML
 * with their loading text).
 */
export function HydratedPage({ page: Page }: { page: ComponentType }) {
  const key = useHydratedPageKey();
  // Ready once the visitor's saved state is back (at once when there is none): a form must not
  // take typing that the saved state's second mount would then replace.
  const restored = useSavedStateRestored();
  useEffect(() => {
    if (restored) markPageReady();
  }, [restored]);
  return useMemo(() => <Page key={key} />, [Page, key]);
}
