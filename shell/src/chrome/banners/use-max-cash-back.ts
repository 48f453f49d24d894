import { useEffect, useState } from 'react';
import {
  headlineHolds,
  renderedHeadlineTotal,
  type CampaignAddress,
  type CampaignHeadline,
} from '@hikari/shared/domain/core';
import { selectSettings, selectSettingsSource, useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { renderedHeadline, useHydrating } from '@hikari/shared/ui';

interface HeadlineQuestion {
  prefecture: string | null;
  city: string | null;
  moment: string | null;
}

/**
 * The API's campaignHeadline for a question (RTK Query keeps it), undefined
 * until it answers and with no question. The API's code (RTK Query) loads
 * with the first question: a page where the settings' figure holds never
 * loads it.
 */
function useAskedHeadline(question: HeadlineQuestion | null): CampaignHeadline | undefined {
  const dispatch = useAppDispatch();
  const key = question ? JSON.stringify(question) : null;
  const [answer, setAnswer] = useState<{ key: string; headline: CampaignHeadline } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const asked = JSON.parse(key) as HeadlineQuestion;
    let live = true;
    let unsubscribe: (() => void) | undefined;
    import('@hikari/shared/api')
      .then(({ campaignHeadlineEndpoint }) => {
        if (!live) return;
        const request = dispatch(campaignHeadlineEndpoint.initiate(asked));
        unsubscribe = request.unsubscribe;
        return request.unwrap().then((headline) => {
          if (live) setAnswer({ key, headline });
        });
      })
      // No answer: the figure on screen stays (useMaxCashBack).
      .catch(() => undefined);
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [dispatch, key]);
  return answer !== null && answer.key === key ? answer.headline : undefined;
}

/**
 * The banner's headline (the largest cash back the simulation grants), as the
 * server found it; the browser runs no simulation for it.
 *
 * - while a prerendered page hydrates: the figure its HTML shows (the
 *   prerenderer's, renderedHeadline), so it hydrates over the same markup;
 * - with no address yet: the one the settings arrived with; while they are
 *   on their way, nothing is asked (they bring it);
 * - for the address an area search found, or once the settings' figure no
 *   longer holds (a campaign period bound has passed): the API's
 *   campaignHeadline, asked again at each bound;
 * - meanwhile the figure on screen stays; 0 when none is known (the banner
 *   then names no figure).
 */
export function useMaxCashBack(address: CampaignAddress | null, now: Date): number {
  const hydrating = useHydrating();
  const fromSettings = useAppSelector(selectSettings)?.campaignHeadline;
  const settingsPending = useAppSelector(selectSettingsSource) === 'none';
  const settingsHold = !address && fromSettings !== undefined && headlineHolds(fromSettings, now);
  // A new question once the answer in hand stops holding.
  const [moment, setMoment] = useState<string | null>(null);
  const currentData = useAskedHeadline(
    hydrating || settingsHold || (!address && settingsPending)
      ? null
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
