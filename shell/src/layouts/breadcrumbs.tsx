import { Link } from 'react-router-dom';
import { findRoute, paths } from '@hikari/shared/domain/core';

export interface Crumb {
  path: string;
  title: string;
}

const TOP: Crumb = { path: paths.top, title: 'TOP' };
const SET_WARI: Crumb = { path: paths.campaignSetWari, title: 'セット割' };

/**
 * TOP, then every ancestor path that is a page of its own, then the page.
 * The bundle discounts have no parent page; they hang under the campaign
 * page's set-wari section, where the menus link them from.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: Crumb[] = [TOP];
  if (segments[0] === 'set-wari') {
    const campaign = findRoute(paths.campaign);
    if (campaign) trail.push({ path: campaign.path, title: campaign.title });
    trail.push(SET_WARI);
  }
  for (let i = 1; i <= segments.length; i += 1) {
    const route = findRoute(`/${segments.slice(0, i).join('/')}/`);
    if (route) trail.push({ path: route.path, title: route.title });
  }
  return trail;
}

/** Breadcrumbs of the current page; nothing on the top page, where there is no trail. */
export function Breadcrumbs({ pathname }: { pathname: string }) {
  const trail = breadcrumbTrail(pathname);
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label="現在地">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.title}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
