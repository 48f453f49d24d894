import {
  knownMaxCashBack,
  maxReachableCashBack,
  maxReachableCashBackSoon,
  type CampaignAddress,
  type CampaignOffer,
} from '@hikari/shared/domain';
import { useHydrating } from '@hikari/shared/ui';

/**
 * The banner's headline (the largest cash back the simulation grants), kept
 * off the start-up's main thread. The search runs the simulation for every
 * choice (144 runs), a long task on a slow phone. While a prerendered page
 * hydrates, the search runs in slices between other tasks and the banner bar
 * waits for it inside its own Suspense boundary: React keeps the bar's server
 * HTML on screen and hydrates it once the answer is there. The prerenderer
 * (react-dom/static) waits for the same answer. Any render after hydration (a
 * new address, a period that starts) searches at once.
 */
export function useMaxCashBack(offer: CampaignOffer, now: Date, address: CampaignAddress | null): number {
  const hydrating = useHydrating();
  if (!hydrating) return maxReachableCashBack(offer, now, address).total;
  const known = knownMaxCashBack(offer, now, address);
  if (known) return known.total;
  // Suspends this boundary until the search has its answer (not use(): after hydration the
  // same component answers at once, without waiting, which use() does not allow).
  throw maxReachableCashBackSoon(offer, now, address);
}
