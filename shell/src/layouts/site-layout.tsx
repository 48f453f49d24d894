import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Layout } from '@hikari/shared/domain/core';
import { BannerBar } from '../chrome/banners';
import { MenuDrawer } from '../chrome/drawer';
import { SiteFooter } from '../chrome/footer';
import { SiteHeader } from '../chrome/header';
import { MaintenanceModal } from '../chrome/maintenance';
import { PhoneModal } from '../chrome/phone-modal';
import { usePageReady } from '../lib';
import { Breadcrumbs } from './breadcrumbs';
import { layoutDesigns } from './layout-designs';

export interface SiteLayoutProps {
  layout: Layout;
  children: ReactNode;
}

/** The frame of every page, per layout (see layout-designs.ts). */
export function SiteLayout({ layout, children }: SiteLayoutProps) {
  const design = layoutDesigns[layout];
  const { pathname } = useLocation();
  const pageReady = usePageReady();
  const cta = design.callToAction && design.callToAction.to !== pathname ? design.callToAction : null;
  return (
    <div className={`site layout--${layout}`} data-layout={layout}>
      <a className="skip-link" href="#main">
        本文へスキップ
      </a>
      <SiteHeader hasSubHeader={design.hasSubHeader} hasHeaderBtn={design.hasHeaderBtn} />
      {design.banner ? <BannerBar /> : null}
      {/* Inert until the page's code has come: a prerendered page is seen before it works. */}
      <main id="main" className="site-main" tabIndex={-1} inert={!pageReady}>
        {design.breadcrumbs ? <Breadcrumbs pathname={pathname} /> : null}
        {children}
        {cta ? (
          <aside className="layout-cta" aria-label="次のステップ">
            <p>{cta.text}</p>
            <Link to={cta.to} className="button button--primary">
              {cta.label}
            </Link>
          </aside>
        ) : null}
      </main>
      <SiteFooter variant={design.footer} />
      <MenuDrawer />
      <PhoneModal />
      <MaintenanceModal />
    </div>
  );
}
