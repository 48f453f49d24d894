import { Link } from 'react-router-dom';
import { SITE_NAME, paths } from '@hikari/shared/domain';
import { headerButtons, headerLinks } from '../../content/menus';
import { PlanBadge } from './plan-badge';

export interface SiteHeaderProps {
  /** Show the row of text links under the bar. Default true. */
  hasSubHeader?: boolean;
  /** Show the header buttons. Default true. */
  hasHeaderBtn?: boolean;
}

export function SiteHeader({ hasSubHeader = true, hasHeaderBtn = true }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={paths.top} className="site-header__logo" aria-label={`${SITE_NAME} トップへ`}>
          {SITE_NAME}
          <small>東海5県の光回線</small>
        </Link>
        <PlanBadge />
        {hasHeaderBtn ? (
          <nav className="site-header__buttons" aria-label="主なメニュー">
            {headerButtons.map((item) => (
              <Link
                key={item.target}
                to={item.target}
                className={`button button--small ${item.target === paths.applyForm ? 'button--primary' : 'button--ghost'}`}
              >
                {item.text}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
      {hasSubHeader ? (
        <nav className="site-header__sub" aria-label="サイト内メニュー">
          {headerLinks.map((item) => (
            <Link key={item.target} to={item.target}>
              {item.text}
            </Link>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
