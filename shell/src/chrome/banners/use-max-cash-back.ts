import { useEffect, useState } from 'react';
import {
  knownHeadlineTotal,
  maxReachableCashBack,
  maxReachableCashBackSoon,
  renderedHeadlineTotal,
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
 * - while a prerendered page hydrates, the bar shows the figure of its HTML
 *   (renderedHeadlineTotal) until the answer is there, so it hydrates at once
 *   over the same markup and answers clicks at once; nothing waits;
 * - when the offer, the moment or the address changes later (the settings
 *   bring ops' offer after hydration), the bar keeps the figure it shows until
 *   the new answer is there;
 * - only a bar drawn with nothing to show yet searches at once (the
 *   prerenderer, a page drawn in the browser only).
 */
export function useMaxCashBack(offer: CampaignOffer, now: Date, address: CampaignAddress | null): number {
  const hydrating = useHydrating();
  const known = knownHeadlineTotal(offer, now, address, renderedHeadline());
  // The figure on screen, kept while another is searched.
  const [shown, setShown] = useState<number | null>(
    () => known ?? (hydrating ? renderedHeadlineTotal(renderedHeadline()) : undefined) ?? null,
  );
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
  return shown ?? maxReachableCashBack(offer, now, address).total;
}
