import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import {
  blocksDuringMaintenance,
  clientErrorMessage,
  findRoute,
  routeTable,
  trailingSlashRedirect,
  type RouteEntry,
} from '@hikari/shared/domain/core';
import { getAppStore } from '@hikari/shared/store';
import type { RemoteName } from '@hikari/shared/ui';
import { ErrorPage, NotFoundPage, shellPages } from '../pages';
import { navigationPaths, recordNavigation, reportCookieNgAccess } from '../remotes/error-reporting';
import { MaintenancePage, useMaintenanceMode } from '../chrome/maintenance';
import { checkForNewBuild, PageLoading, RemotePage } from '../remotes/remote-loading';
import { isChunkLoadError, reloadOnce } from '../remotes/release-safety';
import { cookiesWork } from '../services/tracking';
import { useVersionCheck } from '../remotes/version-check';
import { ErrorBoundary, HydratedPage, markPageReady, usePageMeta } from '../lib';
import { SiteLayout } from '../layouts';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

/** Persisted state (the stored version) is written before a version reload. */
const flushPersistedState = () => getAppStore().persistor.flush();

/** Frame of every page: trailing-slash redirect, navigation bookkeeping, version check, the layout of the route. */
function Root() {
  const location = useLocation();
  const redirect = trailingSlashRedirect(location.pathname, location.search, location.hash);

  useEffect(() => {
    recordNavigation(location.pathname);
    void checkForNewBuild();
    // A navigation, not the arrival: the notice names the page the visitor came from.
    if (navigationPaths().previousPath) reportCookieNgAccess(cookiesWork());
  }, [location.pathname]);

  useVersionCheck({ flush: flushPersistedState });
  useScrollOnNavigation();

  if (redirect) return <Navigate to={redirect} replace />;
  const layout = findRoute(location.pathname)?.layout ?? 'default';
  return (
    <SiteLayout layout={layout}>
      <Outlet />
    </SiteLayout>
  );
}

function RoutePage({ route }: { route: RouteEntry }) {
  if (route.owner === 'shell') {
    const Page = shellPages[route.path];
    if (!Page) return <NotFoundPage />;
    return (
      <Suspense fallback={<PageLoading />}>
        <HydratedPage page={Page} />
      </Suspense>
    );
  }
  return <RemotePage key={route.path} owner={route.owner as RemoteName} path={route.path} />;
}

function RouteView({ route }: { route: RouteEntry }) {
  usePageMeta({ title: route.title, noindex: route.noindex });
  const maintenance = useMaintenanceMode();
  // Only the pages that submit (shared blocksDuringMaintenance); browsing and the simulation go on.
  const blocked = maintenance && blocksDuringMaintenance(route.path);
  useEffect(() => {
    if (blocked) markPageReady();
  }, [blocked]);
  // The same element while nothing it depends on changes: a re-render of this view (the clock,
  // the settings) must not reach the page's Suspense boundary while it still holds the
  // prerendered HTML waiting for its code, or React would drop that HTML and show the loading text.
  return useMemo(() => (blocked ? <MaintenancePage /> : <RoutePage route={route} />), [blocked, route]);
}

/** Fatal errors switch to the error page (docs/business-rules.md#error-page); a failed chunk reloads once instead. */
function RouteError({ error }: { error: Error }) {
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reloadOnce('a chunk failed to load');
  }, [chunkFailed]);

  const page = <ErrorPage status={500} message={clientErrorMessage(error)} />;
  // If the layout itself is what failed, the error page is shown without it rather than not at all.
  return (
    <ErrorBoundary fallback={() => <main className="site-main">{page}</main>}>
      <SiteLayout layout="default">{page}</SiteLayout>
    </ErrorBoundary>
  );
}

/**
 * The routes of the table React Router could match at a path: it ignores case
 * and a missing trailing slash, and matches the decoded path. Every path of
 * the table is static, so at most one. Handing <Routes> only these, not all
 * 64, spares it flattening and ranking the whole table on each render (about
 * 80 ms of a slow phone's start, `npm run bench:main-thread`).
 */
function routesAt(pathname: string): readonly RouteEntry[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: React Router keeps the path as it is too.
  }
  const key = (decoded.endsWith('/') ? decoded : `${decoded}/`).toLowerCase();
  return routeTable.filter((route) => route.path.toLowerCase() === key);
}

/**
 * Every route of the table in the frame of every page, and the 404 page for any
 * other path. With `failed`, every path shows the generic error page in that
 * frame: what the prerenderer writes for a page that fails (500).
 *
 * Declarative routes (<Routes> inside <BrowserRouter>, or a memory router when
 * prerendering), not a data router: the site loads no data through the router,
 * and the data router's code (loaders, actions, fetchers, its own error
 * handling) was more than half of the router that every first visit downloaded.
 */
export function SiteRoutes({ failed = false }: { failed?: boolean }) {
  const { pathname } = useLocation();
  return (
    // What a page or the frame throws while rendering shows the error page; another path clears it.
    // A remote's page has a boundary of its own (RemotePage), which shows the remote's fallback.
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      <Routes>
        <Route element={<Root />}>
          {failed ? (
            <Route path="*" element={<ErrorPage status={500} />} />
          ) : (
            <>
              {routesAt(pathname).map((route) => (
                <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </>
          )}
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
