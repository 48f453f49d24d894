import { Component, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import {
  clientErrorMessage,
  findRoute,
  routeTable,
  trailingSlashRedirect,
  type RouteEntry,
} from '@hikari/shared/domain';
import { getAppStore } from '@hikari/shared/store';
import type { RemoteName } from '@hikari/shared/ui';
import { ErrorPage, NotFoundPage } from '../features/error-page/error-page';
import { navigationPaths, recordNavigation, reportCookieNgAccess } from '../features/error-reporting';
import { MaintenancePage, useMaintenanceMode } from '../features/maintenance';
import { shellPages } from '../features/pages/shell-pages';
import { PageLoading, RemotePage } from '../features/remote-loading/remote-page';
import { isChunkLoadError, checkForNewBuild } from '../features/remote-loading/remotes';
import { reloadOnce } from '../features/remote-loading/reload-guard';
import { cookiesWork } from '../features/tracking';
import { useVersionCheck } from '../features/version-check';
import { HydratedPage } from './hydrated-page';
import { markPageReady } from './hydration';
import { SiteLayout } from './layouts/site-layout';
import { usePageMeta } from './page-meta';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

/** Persisted state (the stored version) is written before a version reload. */
const flushPersistedState = () => getAppStore().persistor.flush();

/** Pages that send data to the back office; maintenance mode replaces them with the maintenance page. */
const SUBMITTING_OWNER = 'mfe-apply';

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
  const blocked = maintenance && route.owner === SUBMITTING_OWNER;
  useEffect(() => {
    if (blocked) markPageReady();
  }, [blocked]);
  // The same element while nothing it depends on changes: a re-render of this view (the clock,
  // the settings) must not reach the page's Suspense boundary while it still holds the
  // prerendered HTML waiting for its code, or React would drop that HTML and show the loading text.
  return useMemo(() => (blocked ? <MaintenancePage /> : <RoutePage route={route} />), [blocked, route]);
}

/** If the layout itself is what failed, the error page is shown without it rather than not at all. */
class BareOnFailure extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Fatal errors switch to the error page (spec section 8); a failed chunk reloads once instead. */
function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reloadOnce('a chunk failed to load');
  }, [chunkFailed]);

  const page = isRouteErrorResponse(error) ? (
    <ErrorPage status={error.status} message={error.statusText} />
  ) : (
    <ErrorPage status={500} message={clientErrorMessage(error)} />
  );
  return (
    <BareOnFailure fallback={<main className="site-main">{page}</main>}>
      <SiteLayout layout="default">{page}</SiteLayout>
    </BareOnFailure>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      ...routeTable.map((route) => ({ path: route.path, element: <RouteView route={route} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
