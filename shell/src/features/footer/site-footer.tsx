import { Link } from 'react-router-dom';
import { SITE_NAME } from '@hikari/shared/domain';
import { footerGroups } from '../../content/menus';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__groups" aria-label="フッターメニュー">
          {footerGroups.map((group) => (
            <div key={group.heading}>
              <h2>{group.heading}</h2>
              <ul>
                {group.entries.map((item) => (
                  <li key={item.target}>
                    <Link to={item.target}>{item.text}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="site-footer__copy">© {SITE_NAME}</p>
      </div>
    </footer>
  );
}
