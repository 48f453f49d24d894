import type { ReactNode } from 'react';
import type { Layout } from '@hikari/shared/domain';
import { SiteFooter } from '../../features/footer/site-footer';
import { SiteHeader } from '../../features/header/site-header';

export interface SiteLayoutProps {
  layout: Layout;
  children: ReactNode;
}

/** Header and sub-header per layout: the minimum layout keeps only the logo bar. */
const LAYOUT_HEADER: Record<Layout, { hasSubHeader: boolean; hasHeaderBtn: boolean }> = {
  apply: { hasSubHeader: false, hasHeaderBtn: true },
  campaign: { hasSubHeader: true, hasHeaderBtn: true },
  default: { hasSubHeader: true, hasHeaderBtn: true },
  minimum: { hasSubHeader: false, hasHeaderBtn: false },
  option: { hasSubHeader: true, hasHeaderBtn: true },
  'set-wari': { hasSubHeader: true, hasHeaderBtn: true },
  simulation: { hasSubHeader: false, hasHeaderBtn: true },
};

export function SiteLayout({ layout, children }: SiteLayoutProps) {
  return (
    <div className={`site layout--${layout}`} data-layout={layout}>
      <a className="skip-link" href="#main">
        本文へスキップ
      </a>
      <SiteHeader {...LAYOUT_HEADER[layout]} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
