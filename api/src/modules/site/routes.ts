// Serves the built shell and every released remote version from the deploy
// folder, with @fastify/static: precompressed files (.br, .gz beside each
// text file, written at publish) chosen by Accept-Encoding with Vary, ETags
// and 304s. Versioned remote files are immutable, while pages, the shell
// entry and the remotes manifest are revalidated every time so a release or
// rollback is seen on the next visit. What is ours is which file answers
// which path (the route table's prerendered pages, 301 to the trailing
// slash, the 404 and 500 pages, a remote's canary pages) and the cache
// policy of each.
//
// Canary releases (issue 19, the same choice as nginx's, tools/fleet/nginx-config.ts):
// every page answer carries the visitor's anonymous id (cookie hikari_vid,
// set on the first answer, signed: visitor-id.ts), and a route owned by a remote answers, for that
// id, the first existing file of deploy/canary/<remote>/preview/<route>page.html
// (ops' preview cookie only), deploy/canary/<remote>/<bucket>/<route>page.html
// (the bucket folders are symlinks to the canary's pages, one per percent)
// and deploy/pages/<route>page.html.
import { createHash, timingSafeEqual } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import send from '@fastify/send';
import {
  canaryBucket,
  findRoute,
  PREVIEW_COOKIE,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
  type RouteEntry,
} from '@hikari/shared/domain';
import { previewCookieValue } from '@hikari/release/canary-preview';
import { robotsTxt, sitemapXml } from './seo';
import type { VisitorIds } from './visitor-id';

// RFC 9239: JavaScript is text/javascript (send's table says application/javascript).
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

// Revalidated on every use (with the ETag), never kept without asking.
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SiteOptions {
  /** Folder holding shell/, remotes/, pages/, canary/, ops/ and remotes.json. */
  deployDir: string;
  /**
   * The ops token (OPS_TOKEN): a request whose preview cookie is
   * previewCookieValue(opsToken) gets every remote's running canary, even at
   * 0%. Without it no request gets the preview.
   */
  opsToken?: string | null;
  /** Where visitors reach the site (PUBLIC_SITE_URL): robots.txt and sitemap.xml name it, never the Host header. */
  publicSiteUrl: string;
  /** Issues and checks the signed visitor ids (visitor-id.ts). */
  visitorIds: VisitorIds;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function inside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Sets a signed visitor id on the reply (the request's own id signed, when it has one) and returns it. */
export function issueVisitorCookie(request: FastifyRequest, reply: FastifyReply, ids: VisitorIds): string {
  const id = ids.issue(request.cookies[VISITOR_COOKIE]);
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  return id;
}

/**
 * The request's visitor id (cookie hikari_vid), signed and set on the reply
 * when this server did not sign it (an id nginx gave keeps its bucket), or a
 * new one when it has none: the answer that sets it is already chosen with it.
 */
function visitorOf(request: FastifyRequest, reply: FastifyReply, ids: VisitorIds): string {
  const current = request.cookies[VISITOR_COOKIE];
  if (ids.verify(current)) return current;
  return issueVisitorCookie(request, reply, ids);
}

const digest = (value: string) => new Uint8Array(createHash('sha256').update(value).digest());

/** Whether the request carries ops' preview cookie (digests of equal length, compared in constant time). */
function hasPreview(request: FastifyRequest, expected: Uint8Array | null): boolean {
  if (!expected) return false;
  const value = request.cookies[PREVIEW_COOKIE];
  return value !== undefined && timingSafeEqual(digest(value), expected);
}

/** Cache policy of a file under the deploy folder, by where it lives. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/remotes/')) {
    // Inside a versioned folder everything is immutable; the folder name changes on release.
    return IMMUTABLE;
  }
  // The shell's content-hashed files: main.<hash>.js, chunks and stylesheets.
  if (/\.[0-9a-f]{8}\.(?:js|css)$/.test(urlPath)) return IMMUTABLE;
  return NO_CACHE;
}

export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, options) => {
  const { deployDir } = options;
  const shellDir = path.join(deployDir, 'shell');
  const remotesDir = path.join(deployDir, 'remotes');
  const pagesDir = path.join(deployDir, 'pages');
  const opsDir = path.join(deployDir, 'ops');
  const canaryDir = path.join(deployDir, 'canary');
  const preview = options.opsToken ? digest(previewCookieValue(options.opsToken)) : null;

  /**
   * A route's page for this request: a remote's canary page (ops' preview,
   * then the visitor's bucket, both symlinks to deploy/canary/<remote>/pages
   * while a canary runs) where there is one, else the live page. Null when
   * the route has no page at all.
   */
  const routePage = async (
    route: RouteEntry,
    visitorId: string,
    request: FastifyRequest,
  ): Promise<string | null> => {
    const candidates: string[] = [];
    if (route.owner !== 'shell') {
      const remoteDir = path.join(canaryDir, route.owner);
      if (hasPreview(request, preview))
        candidates.push(path.join(remoteDir, 'preview', route.path, 'page.html'));
      candidates.push(
        path.join(remoteDir, String(canaryBucket(visitorId, route.owner)), route.path, 'page.html'),
      );
    }
    candidates.push(path.join(pagesDir, route.path, 'page.html'));
    for (const file of candidates) {
      if (await isFile(file)) return file;
    }
    return null;
  };

  await app.register(fastifyStatic, {
    root: deployDir,
    serve: false,
    preCompressed: true,
    // Each answer below sets its own Cache-Control.
    cacheControl: false,
    // Tests and a fresh clone run without a built site.
    wildcard: false,
  });

  /** Sends `file` (absolute, inside the deploy folder) with `cacheControl` and `status`. */
  const sendFile = (reply: FastifyReply, file: string, cacheControl: string, status = 200) =>
    reply
      .code(status)
      .header('Cache-Control', cacheControl)
      .sendFile(path.relative(deployDir, file), deployDir);

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(options.publicSiteUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(options.publicSiteUrl)),
  );

  app.get('/remotes.json', async (_request, reply) => {
    const file = path.join(deployDir, 'remotes.json');
    if (!(await isFile(file))) return notFound(reply);
    reply.header('Access-Control-Allow-Origin', '*');
    return sendFile(reply, file, NO_CACHE);
  });

  // Only what a browser loads: the files of a version folder
  // (remotes/<remote>/<version>/…), not the remote's releases.json and
  // history.json (the release log, for tools/site and ops) nor the
  // version's ssr/ (the Node build prerendering runs).
  app.get<{ Params: { '*': string } }>('/remotes/*', async (request, reply) => {
    const [remote, version, first, ...rest] = request.params['*'].split('/');
    if (!remote || !version || !first || first === 'ssr') return notFound(reply);
    const file = path.join(remotesDir, remote, version, first, ...rest);
    if (!inside(remotesDir, file) || !(await isFile(file))) return notFound(reply);
    reply.header('Access-Control-Allow-Origin', '*');
    // Inside a versioned folder everything is immutable; the folder name changes on release.
    return sendFile(reply, file, IMMUTABLE);
  });

  // The ops console (ops/, published to deploy/ops/): exactly /ops/ (its page)
  // and /ops/assets/* (content-hashed); /ops redirects to /ops/. Every other
  // /ops/ path is the ops API's. The console's files hold no secret, so they
  // need no token; every request the console makes does.
  app.get('/ops', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).redirect('/ops/', 301));
  app.get('/ops/', async (_request, reply) => {
    const index = path.join(opsDir, 'index.html');
    if (!(await isFile(index))) return notFound(reply);
    return sendFile(reply, index, NO_CACHE);
  });
  app.get<{ Params: { '*': string } }>('/ops/assets/*', async (request, reply) => {
    const assets = path.join(opsDir, 'assets');
    const file = path.join(assets, request.params['*']);
    if (!inside(assets, file) || !(await isFile(file))) return notFound(reply);
    return sendFile(reply, file, IMMUTABLE);
  });

  // Everything else: a file of the shell, or a page.
  app.get<{ Params: { '*': string } }>(
    '/*',
    async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
      const urlPath = `/${request.params['*']}`;
      if (path.extname(urlPath)) {
        const file = path.join(shellDir, urlPath);
        if (!inside(shellDir, file) || !(await isFile(file))) return notFound(reply);
        return sendFile(reply, file, cacheControlFor(urlPath));
      }
      // A page path: the route's prerendered HTML (deploy/pages, release/src/pages.ts),
      // the prerendered 404 page for any other path; the shell's index.html (drawn
      // by the browser) where no prerendered page is there.
      const route = findRoute(urlPath);
      if (route && route.path !== urlPath) {
        // The trailing slash the route table uses, before any HTML: the page hydrates at its own path.
        const query = request.url.indexOf('?');
        return reply
          .header('Cache-Control', NO_CACHE)
          .redirect(`${route.path}${query >= 0 ? request.url.slice(query) : ''}`, 301);
      }
      // Every page answer carries the visitor's id; a remote's route answers by it.
      const visitorId = visitorOf(request, reply, options.visitorIds);
      if (route && route.owner !== 'shell') reply.header('Vary', 'Cookie');
      const notFoundPage = path.join(pagesDir, '_404', 'page.html');
      const page = route
        ? await routePage(route, visitorId, request)
        : (await isFile(notFoundPage))
          ? notFoundPage
          : null;
      // A route whose page failed to prerender: the generic error page, status 500.
      const failed = path.join(pagesDir, route ? route.path : '/_404/', 'error.html');
      const index = path.join(shellDir, 'index.html');
      const status = route ? 200 : 404;
      if (page) return sendFile(reply, page, NO_CACHE, status);
      if (route && (await isFile(failed))) return sendFile(reply, failed, NO_CACHE, 500);
      if (!(await isFile(index))) return notFound(reply);
      return sendFile(reply, index, NO_CACHE, status);
    },
  );
};
