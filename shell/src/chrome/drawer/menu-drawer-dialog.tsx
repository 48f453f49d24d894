import { useEffect, useRef, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { drawerClosed, phoneModalOpened, useAppDispatch } from '@hikari/shared/store';
import { drawerButtons, drawerLinks } from '../../content/menus';
import { ModalDialog } from '../dialog';
import { MenuIcon } from '../menu';
import { PHONE_CONSULTATION } from '../phone-modal';
import { useAnalytics, useTrackClick } from '../../services/tracking';

import { DRAWER_LABEL, DRAWER_TITLE } from './drawer-copy';

/**
 * The mobile menu (docs/business-rules.md#header-menus-and-banners): a full-height dialog from the right,
 * titled メニュー, with a close button at the top and at the bottom, the
 * button grid (6 of 12 columns on mobile, 4 from md; the application entry
 * on a row of its own on mobile) and the compact text links. It closes on
 * navigation. Mounted while open (MenuDrawer, menu-drawer.tsx).
 */
export function MenuDrawerDialog() {
  const dispatch = useAppDispatch();
  const send = useAnalytics();
  const trackLink = useTrackClick('drawer-link');
  const location = useLocation();
  const topCloseRef = useRef<HTMLButtonElement>(null);
  const lastLocationKey = useRef(location.key);

  // Any navigation (a link, the back button, a redirect) closes the drawer.
  useEffect(() => {
    if (lastLocationKey.current === location.key) return;
    lastLocationKey.current = location.key;
    dispatch(drawerClosed());
  }, [location.key, dispatch]);

  const close = () => {
    dispatch(drawerClosed());
    send({ type: 'modal', action: 'close', target: location.pathname, label: DRAWER_LABEL });
  };

  const onLink = (target: string, label: string) => () => {
    trackLink(target, label)();
    // A link to the page already shown is no navigation, yet the visitor expects the menu to go.
    dispatch(drawerClosed());
  };

  const openPhone = () => {
    dispatch(drawerClosed());
    dispatch(phoneModalOpened());
    send({ type: 'modal', action: 'open', target: location.pathname, label: PHONE_CONSULTATION.title });
  };

  return (
    <ModalDialog onClose={close} labelledBy="drawer-title" variant="drawer" initialFocus={topCloseRef}>
      <div className="drawer__head">
        <h2 id="drawer-title" className="drawer__title">
          {DRAWER_TITLE}
        </h2>
        <button
          ref={topCloseRef}
          type="button"
          className="icon-button"
          aria-label="メニューを閉じる"
          onClick={close}
        >
          <MenuIcon name="close" />
        </button>
      </div>
      <nav aria-label="メニュー（ボタン）">
        <ul className="menu-grid">
          {drawerButtons.map((item) => (
            <li key={item.target} style={{ '--cols': item.cols, '--md': item.md } as CSSProperties}>
              <Link
                to={item.target}
                className={`button ${item.icon === 'apply' ? 'button--primary' : 'button--ghost'} menu-grid__button`}
                onClick={onLink(item.target, item.text)}
              >
                <MenuIcon name={item.icon} />
                {item.text}
              </Link>
            </li>
          ))}
          <li style={{ '--cols': 12, '--md': 4 } as CSSProperties}>
            <button type="button" className="button button--ghost menu-grid__button" onClick={openPhone}>
              <MenuIcon name="phone" />
              {PHONE_CONSULTATION.title}
            </button>
          </li>
        </ul>
      </nav>
      <nav aria-label="メニュー（リンク）">
        <ul className="link-list">
          {drawerLinks.map((item) => (
            <li key={item.target} className={item.nested ? 'link-list__item--nested' : undefined}>
              <Link to={item.target} onClick={onLink(item.target, item.text)}>
                {item.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="drawer__foot">
        <button type="button" className="button button--secondary button--block" onClick={close}>
          閉じる
        </button>
      </div>
    </ModalDialog>
  );
}
