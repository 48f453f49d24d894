/**
 * The meta tag of a prerendered page naming the scripts its hydration needs
 * (written by tools/site/prerender.ts): the start script preloads them, the
 * remotes' loader reads which remote versions the page was rendered with.
 */
export const HYDRATION_SCRIPTS_META = 'hikari-hydration-scripts';
