// What the start of every page needs of the tracking: the events, the
// context components send them through, the sink that waits for the site's
// tracking (a chunk of its own, loaded by loadSiteTracking), and the cookie
// probe. The rest is in ./site-tracking and comes after the page.
export * from './analytics-event';
export * from './analytics-context';
export * from './cookie-probe';
export * from './sink-when-loaded';

/** The site's tracking (site-tracking.ts), in the "tracking" chunk. */
export const loadSiteTracking = () => import(/* webpackChunkName: "tracking" */ './site-tracking');
