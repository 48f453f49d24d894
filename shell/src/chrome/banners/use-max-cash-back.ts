import { useEffect, useState } from 'react';
import {
  knownHeadlineTotal,
  maxReachableCashBack,
  maxReachableCashBackSoon,
  type CampaignAddress,
  type CampaignOffer,
} from '@hikari/shared/domain';
import { renderedHeadline, useHydrating } from '@hikari/shared/ui';

/**
 * The banner's headline (the largest cash back the simulation grants), kept
 * off the main thread's long tasks. The search runs the simulation for every
 * choice (144 runs), a long task on a slow phone. A prerendered page names
 * the figure it was rendered with, which serves as long as the offer's
 * content, the moment and the address are the same (no search at all, the
 * usual case). Otherwise the search runs in slices between other tasks
 * (maxReachableCashBackSoon) whenever it can:
 *
 * - while a prerendered page hydrates, the banner bar waits for it inside its
 *   own Suspense boundary: React keeps the bar's server HTML on screen and
 *   hydrates it once the answer is there (the prerenderer waits likewise);
 * - when the offer, the moment or the address changes later (the settings
 *   bring ops' offer after hydration), the bar keeps the figure it shows until
 *   the new answer is there;
 * - only a bar drawn in the browser with nothing to show yet searches at once.
 */
export function useMaxCashBack(offer: CampaignOffer, now: Date, address: CampaignAddress | null): number {
  const hydrating = useHydrating();
  const known = knownHeadlineTotal(offer, now, address, renderedHeadline());
  // The figure on screen, kept while another is searched.
  const [shown, setShown] = useState<number | null>(() => known ?? null);
  useEffect(() => {
    // Read again: a render that searched at once has found it since.
    const found = knownHeadlineTotal(offer, now, address, renderedHeadline());
    if (found !== undefined) {
      setShown(found);
      return;
    }
    let current = true;
    void maxReachableCashBackSoon(offer, now, address).then((reach) => {
      if (current) setShown(reach.total);
    });
    return () => {
      current = false;
    };
  }, [known, offer, now, address]);
  if (known !== undefined) return known;
  // Suspends this boundary until the search has its answer (not use(): after hydration the
  // same component answers without waiting, which use() does not allow).
  if (hydrating) throw maxReachableCashBackSoon(offer, now, address);
  return shown ?? maxReachableCashBack(offer, now, address).total;
}
