import { Link } from 'react-router-dom';
import { bannerView } from '@hikari/shared/domain';
import { selectBanner, useAppSelector } from '@hikari/shared/store';
import { useNow } from '../clock';
import { useTrackClick } from '../tracking';
import { bannerCopy } from './banner-copy';

/**
 * The campaign banner bar (spec section 2 and 4): the area-limited banner for
 * banner type 'area', the other-campaign banner otherwise, and the separate
 * 10,000-yen banner only while the additional campaign runs. Every banner
 * links to the simulation. Hidden while banner.isApply is false.
 */
export function BannerBar() {
  const banner = useAppSelector(selectBanner);
  const now = useNow();
  const track = useTrackClick('banner');
  if (!banner.isApply) return null;
  const view = bannerView(banner, now);
  const main = view.campaignBanner === 'limited' ? bannerCopy.limited : bannerCopy.other;
  return (
    <aside className="banner-bar" aria-label="キャンペーンのお知らせ">
      <ul className="banner-bar__list">
        <li>
          <Link
            to={view.href}
            className={`campaign-banner campaign-banner--${view.campaignBanner}`}
            onClick={track(view.href, main.text)}
          >
            <span className="campaign-banner__badge">{main.badge}</span>
            <span className="campaign-banner__text">{main.text}</span>
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
              onClick={track(view.href, bannerCopy.additional.text)}
            >
              <span className="campaign-banner__badge">{bannerCopy.additional.badge}</span>
              <span className="campaign-banner__text">
                {bannerCopy.additional.text}
                <small>（{bannerCopy.additional.period}）</small>
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
