import { useEffect, useState } from 'react';
import { skipToken, useCampaignHeadlineQuery } from '@hikari/shared/api';
import { headlineHolds, renderedHeadlineTotal, type CampaignAddress } from '@hikari/shared/domain';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { renderedHeadline, useHydrating } from '@hikari/shared/ui';

/**
 * The banner's headline (the largest cash back the simulation grants), as the
 * server found it; the browser runs no simulation for it.
 *
 * - while a prerendered page hydrates: the figure its HTML shows (the
 *   prerenderer's, renderedHeadline), so it hydrates over the same markup;
 * - with no address yet: the one the settings arrived with;
 * - for the address an area search found, or once the settings' figure no
 *   longer holds (a campaign period bound has passed): the API's
 *   campaignHeadline, asked again at each bound;
 * - meanwhile the figure on screen stays; 0 when none is known (the banner
 *   then names no figure).
 */
export function useMaxCashBack(address: CampaignAddress | null, now: Date): number {
  const hydrating = useHydrating();
  const fromSettings = useAppSelector(selectSettings)?.campaignHeadline;
  const settingsHold = !address && fromSettings !== undefined && headlineHolds(fromSettings, now);
  // A new question once the answer in hand stops holding.
  const [moment, setMoment] = useState<string | null>(null);
  const { currentData } = useCampaignHeadlineQuery(
    hydrating || settingsHold
      ? skipToken
      : { prefecture: address?.prefecture ?? null, city: address?.city ?? null, moment },
  );
  const answerHolds = currentData !== undefined && headlineHolds(currentData, now);
  useEffect(() => {
    if (currentData && !answerHolds) setMoment(currentData.validUntil);
  }, [currentData, answerHolds]);
  const fresh = hydrating
    ? undefined
    : settingsHold
      ? fromSettings.maxCashBack
      : answerHolds
        ? currentData.maxCashBack
        : undefined;
  // The figure on screen, kept while another is asked for.
  const [shown, setShown] = useState(() => renderedHeadlineTotal(renderedHeadline()) ?? 0);
  useEffect(() => {
    if (fresh !== undefined) setShown(fresh);
  }, [fresh]);
  return fresh ?? shown;
}
