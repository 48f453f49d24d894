// robots.txt and sitemap.xml of the site, from the one route table: every
// route that pages do not mark noindex is listed, at the configured public
// address (PUBLIC_SITE_URL), whatever Host a request names: both are cached
// for an hour, by proxies too.
import { routeTable } from '@hikari/shared/domain';

export function indexableRoutes(): string[] {
  return routeTable.filter((route) => !route.noindex).map((route) => route.path);
}

export function robotsTxt(origin: string): string {
  const hidden = routeTable.filter((route) => route.noindex).map((route) => `Disallow: ${route.path}`);
  return ['User-agent: *', 'Allow: /', ...hidden, `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string): string {
  const urls = indexableRoutes()
    .map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
