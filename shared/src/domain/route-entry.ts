// What a route is: the shape both the shell's own routes (routes.ts) and each
// remote's routes (its entry in remotes.ts) are written in.

export type Layout = 'apply' | 'campaign' | 'default' | 'minimum' | 'option' | 'set-wari' | 'simulation';

/**
 * How a page that sends a visitor's personal data to the back office meets
 * maintenance: 'maintenance-page' (the maintenance page replaces it) or
 * 'own-notice' (it keeps its form on screen and says itself that sending
 * waits). A page without it sends nothing and stays open.
 */
export type SubmitsPersonalData = 'maintenance-page' | 'own-notice';

export interface RouteSpec {
  path: string;
  layout: Layout;
  /** Page title without the site name; the shell appends it. */
  title: string;
  /** true: <meta name="robots" content="noindex,nofollow">. */
  noindex: boolean;
  submits?: SubmitsPersonalData;
}

export function route(
  path: string,
  layout: Layout,
  title: string,
  options: { noindex?: boolean; submits?: SubmitsPersonalData } = {},
): RouteSpec {
  const spec: RouteSpec = { path, layout, title, noindex: options.noindex ?? false };
  if (options.submits) spec.submits = options.submits;
  return spec;
}
