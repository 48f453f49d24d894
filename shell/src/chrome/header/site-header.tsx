import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SITE_NAME, paths } from '@hikari/shared/domain/core';
import {
  drawerOpened,
  phoneModalOpened,
  selectIsDrawerOpen,
  useAppDispatch,
  useAppSelector,
} from '@hikari/shared/store';
import { headerButtons, headerLinks } from '../../content/menus';
import { MenuIcon } from '../menu';
import { PHONE_CONSULTATION } from '../phone-modal';
import { useAnalytics, useTrackClick } from '../../services/tracking';
import { PlanBadge } from './plan-badge';
import { useHeaderVisibility } from './use-header-visibility';

export interface SiteHeaderProps {
  /** Show the row of text links under the bar. Default true. */
  hasSubHeader?: boolean;
  /** Show the header buttons (menu buttons, phone consultation, mobile menu). Default true. */
  hasHeaderBtn?: boolean;
}

const DRAWER_LABEL = 'メニュー';
const LOGO_TAGLINE = '東海5県の光回線';
const LOGO_DESTINATION = '（トップへ）';

/** The global header of docs/business-rules.md#header-menus-and-banners. */
export function SiteHeader({ hasSubHeader = true, hasHeaderBtn = true }: SiteHeaderProps) {
  const dispatch = useAppDispatch();
  const send = useAnalytics();
  const trackButton = useTrackClick('menu-button');
  const trackLink = useTrackClick('header-link');
  const { pathname } = useLocation();
  const drawerOpen = useAppSelector(selectIsDrawerOpen);
  const [focusInside, setFocusInside] = useState(false);
  const hidden = useHeaderVisibility({ pinned: drawerOpen || focusInside });

  const openPhone = () => {
    dispatch(phoneModalOpened());
    send({ type: 'modal', action: 'open', target: pathname, label: PHONE_CONSULTATION.title });
  };
  const openDrawer = () => {
    dispatch(drawerOpened());
    send({ type: 'modal', action: 'open', target: pathname, label: DRAWER_LABEL });
  };

  return (
    <header
      className={hidden ? 'site-header site-header--hidden' : 'site-header'}
      data-hidden={hidden ? 'true' : 'false'}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <div className="site-header__bar">
        {/* The name comes from the visible text (WCAG 2.5.3), with where the link goes for screen readers. */}
        <Link to={paths.top} className="site-header__logo" onClick={trackLink(paths.top, 'ロゴ')}>
          {SITE_NAME}
          <small>{LOGO_TAGLINE}</small>
          <span className="visually-hidden">{LOGO_DESTINATION}</span>
        </Link>
        {hasHeaderBtn ? (
          <>
            <nav className="site-header__buttons" aria-label="主なメニュー">
              {headerButtons.map((item) => (
                <Link
                  key={item.target}
                  to={item.target}
                  className={`button button--small ${item.target === paths.applyForm ? 'button--primary' : 'button--ghost'}`}
                  onClick={trackButton(item.target, item.text)}
                >
                  {item.text}
                </Link>
              ))}
            </nav>
            <div className="site-header__tools">
              <button
                type="button"
                className="button button--small button--ghost site-header__phone"
                aria-haspopup="dialog"
                onClick={openPhone}
              >
                <MenuIcon name="phone" />
                <span className="site-header__phone-text">{PHONE_CONSULTATION.title}</span>
              </button>
              <button
                type="button"
                className="button button--small button--secondary site-header__menu-button"
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onClick={openDrawer}
              >
                <MenuIcon name="menu" />
                {DRAWER_LABEL}
              </button>
            </div>
          </>
        ) : null}
      </div>
      {/* The second row: the text links, and the visitor's choice at its end, which keeps the bar to one row. */}
      <div className="site-header__sub">
        {hasSubHeader ? (
          <nav className="site-header__links" aria-label="サイト内メニュー">
            <ul>
              {headerLinks.map((item) => (
                <li key={item.target}>
                  <Link
                    to={item.target}
                    aria-current={pathname === item.target ? 'page' : undefined}
                    onClick={trackLink(item.target, item.text)}
                  >
                    {item.text}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <PlanBadge />
      </div>
    </header>
  );
}
