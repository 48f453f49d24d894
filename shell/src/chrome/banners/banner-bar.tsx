import { Link } from 'react-router-dom';
import {
  selectBanner,
  selectCampaignAddress,
  selectCampaignOffer,
  useAppSelector,
} from '@hikari/shared/store';
import { useNow } from '../../services/clock';
import { useTrackClick } from '../../services/tracking';
import { bannerCopy } from './banner-copy';
import { bannerTypeFor, bannerView } from './banners';
import { useMaxCashBack } from './use-max-cash-back';

/**
 * The campaign banner bar (docs/business-rules.md#header-menus-and-banners): the area-limited banner for
 * banner type 'area', the other-campaign banner otherwise, and the separate
 * 10,000-yen banner only while the additional campaign runs. The type follows
 * the area search: 'area' once it found the address served inside the area of
 * the area-limited campaign of the offer (settings). Every banner links to
 * the simulation. Hidden while banner.isApply is false. Its headline is the
 * server's (useMaxCashBack).
 */
export function BannerBar() {
  const banner = useAppSelector(selectBanner);
  const offer = useAppSelector(selectCampaignOffer);
  const address = useAppSelector(selectCampaignAddress);
  const now = useNow();
  const track = useTrackClick('banner');
  const maxCashBack = useMaxCashBack(address, now);
  if (!banner.isApply) return null;
  const view = bannerView({ type: bannerTypeFor(offer, address, now) }, now, offer, maxCashBack);
  const main = view.campaignBanner === 'limited' ? bannerCopy.limited : bannerCopy.other;
  const mainText = main.text(view);
  const additionalText = bannerCopy.additional.text(view);
  return (
    <aside className="banner-bar" aria-label="キャンペーンのお知らせ">
      <ul className="banner-bar__list">
        <li>
          <Link
            to={view.href}
            className={`campaign-banner campaign-banner--${view.campaignBanner}`}
            onClick={track(view.href, mainText)}
          >
            <span className="campaign-banner__badge">{main.badge}</span>
            <span className="campaign-banner__text">{mainText}</span>
            <span className="campaign-banner__action" aria-hidden="true">
              ›
            </span>
          </Link>
        </li>
        {view.showAdditionalBanner ? (
          <li>
            <Link
              to={view.href}
              className="campaign-banner campaign-banner--additional"
              onClick={track(view.href, additionalText)}
            >
              <span className="campaign-banner__badge">{bannerCopy.additional.badge}</span>
              <span className="campaign-banner__text">
                {additionalText}
                {view.additionalPeriodLabel ? <small>（{view.additionalPeriodLabel}）</small> : null}
              </span>
              <span className="campaign-banner__action" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
