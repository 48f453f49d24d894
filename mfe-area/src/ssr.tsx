// The Node build of this remote's exposed modules (tools/webpack/create-server-config.ts):
// the prerenderer renders its routes inside the live shell's layout with it. Every
// federation singleton stays external and comes from the shell's Node build. The
// area-search widget is not here: the page that embeds it draws it in the browser only.
export const exposes: Record<string, () => Promise<unknown>> = {
  './routes': () => import('./exposes/routes'),
};
