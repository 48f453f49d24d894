import { Suspense, useEffect } from 'react';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { findRoute, routeTable, trailingSlashRedirect, type RouteEntry } from '@hikari/shared/domain';
import type { RemoteName } from '@hikari/shared/ui';
import { ErrorPage, NotFoundPage } from '../features/error-page/error-page';
import { recordNavigation } from '../features/error-reporting/navigation-history';
import { shellPages } from '../features/pages/shell-pages';
import { PageLoading, RemotePage } from '../features/remote-loading/remote-page';
import { checkForNewBuild } from '../features/remote-loading/remotes';
import { SiteLayout } from './layouts/site-layout';
import { usePageMeta } from './page-meta';

/** Frame of every page: trailing-slash redirect, navigation bookkeeping, the layout of the route. */
function Root() {
  const location = useLocation();
  const redirect = trailingSlashRedirect(location.pathname, location.search, location.hash);

  useEffect(() => {
    recordNavigation(location.pathname);
    void checkForNewBuild();
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (redirect) return <Navigate to={redirect} replace />;
  const layout = findRoute(location.pathname)?.layout ?? 'default';
  return (
    <SiteLayout layout={layout}>
      <Outlet />
    </SiteLayout>
  );
}

function RouteView({ route }: { route: RouteEntry }) {
  usePageMeta({ title: route.title, noindex: route.noindex });
  if (route.owner === 'shell') {
    const Page = shellPages[route.path];
    if (!Page) return <NotFoundPage />;
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  return <RemotePage key={route.path} owner={route.owner as RemoteName} path={route.path} />;
}

/** Fatal errors switch to the error page (spec section 8). */
function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText} />;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <SiteLayout layout="default">
      <ErrorPage status={500} message={message} />
    </SiteLayout>
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
