import { Link } from 'react-router-dom';
import { SITE_NAME } from '@hikari/shared/domain/core';
import {
  compactFooterLinks,
  footerGroups,
  mobileFooterGroups,
  type FooterGroup,
  type MenuEntry,
} from '../../content/menus';
import { useTrackClick } from '../../services/tracking';

export interface SiteFooterProps {
  /**
   * 'full': the PC footer (every group in columns) or, on small screens, the
   * mobile footer; 'compact': one row of essential links, for the layouts where
   * the visitor is in the middle of a task. Default 'full'.
   */
  variant?: 'full' | 'compact';
}

/** One list item per entry, each link tracked as a footer link. */
function FooterLinks({ entries }: { entries: MenuEntry[] }) {
  const track = useTrackClick('footer-link');
  return entries.map((item) => (
    <li key={item.target}>
      <Link to={item.target} onClick={track(item.target, item.text)}>
        {item.text}
      </Link>
    </li>
  ));
}

function Groups({ groups, className, label }: { groups: FooterGroup[]; className: string; label: string }) {
  return (
    <nav className={className} aria-label={label}>
      {groups.map((group) => (
        <div key={group.heading}>
          <h2>{group.heading}</h2>
          <ul>
            <FooterLinks entries={group.entries} />
          </ul>
        </div>
      ))}
    </nav>
  );
}

function Copyright() {
  return (
    <p className="site-footer__copy">
      <small>© {SITE_NAME}</small>
    </p>
  );
}

export function SiteFooter({ variant = 'full' }: SiteFooterProps) {
  if (variant === 'compact') {
    return (
      <footer className="site-footer site-footer--compact">
        <div className="site-footer__inner">
          <nav aria-label="フッターメニュー">
            <ul className="site-footer__row">
              <FooterLinks entries={compactFooterLinks} />
            </ul>
          </nav>
          <Copyright />
        </div>
      </footer>
    );
  }
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <Groups
          groups={footerGroups}
          className="site-footer__groups site-footer__pc"
          label="フッターメニュー"
        />
        <Groups
          groups={mobileFooterGroups}
          className="site-footer__groups site-footer__mobile"
          label="フッターメニュー"
        />
        <Copyright />
      </div>
    </footer>
  );
}
