import type { ComponentType } from 'react';
import { useHydratedPageKey } from './hydration';

/**
 * A route's page. Hydrated from the prerendered HTML with the state the
 * server rendered, then mounted once more when the visitor's saved state
 * (drafts, choices) is back, so its forms start from that state. The second
 * mount renders the same boxes, filled: nothing moves.
 */
export function HydratedPage({ page: Page }: { page: ComponentType }) {
  const key = useHydratedPageKey();
  return <Page key={key} />;
}
