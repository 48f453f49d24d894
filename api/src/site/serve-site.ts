// Serves the built shell and every released remote version from the deploy
// folder: versioned remote files are immutable, while index.html, the shell
// entry and the remotes manifest are never cached so a release or rollback is
// seen on the next visit.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { findRoute } from '@hikari/shared/domain';
import { robotsTxt, siteOrigin, sitemapXml } from './seo';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

// Revalidated on every use (with the ETag), never kept without asking.
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SiteOptions {
  /** Folder holding shell/, remotes/ and remotes.json. */
  deployDir: string;
  /** Behind a proxy: the sitemap names the origin it forwarded (X-Forwarded-Proto). */
  trustProxy?: boolean;
}

async function fileIfExists(file: string): Promise<number | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

function inside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Text files published with .br and .gz beside them (tools/site/precompress.ts). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt)$/;

/** Encodings the request accepts (q > 0), from Accept-Encoding. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(name);
  }
  return accepted;
}

/**
 * Sends a file, precompressed when the browser accepts it (Vary:
 * Accept-Encoding), with an ETag, so that a page revalidating a no-cache file
 * gets 304 instead of the file again.
 */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
  status = 200,
): Promise<void> {
  const info = await stat(file);
  let body = file;
  let length = info.size;
  let encoding: string | null = null;
  if (COMPRESSIBLE.test(file)) {
    res.setHeader('Vary', 'Accept-Encoding');
    const header = req.headers['accept-encoding'];
    const accepted = acceptedEncodings(Array.isArray(header) ? header.join(',') : header);
    for (const [name, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!accepted.has(name)) continue;
      const size = await fileIfExists(`${file}${suffix}`);
      if (size === null) continue;
      body = `${file}${suffix}`;
      length = size;
      encoding = name;
      break;
    }
  }
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  const ifNoneMatch = req.headers['if-none-match'];
  if (status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = status;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', length);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(body).pipe(res);
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

/**
 * Returns a handler that answers GET/HEAD for site files and resolves to
 * false when the request is not for the site (so the caller can go on).
 */
export function createSiteHandler(options: SiteOptions) {
  const shellDir = path.join(options.deployDir, 'shell');
  const remotesDir = path.join(options.deployDir, 'remotes');

  return async function handleSite(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = new URL(req.url ?? '/', 'http://site.local');
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      return false;
    }

    if (urlPath === '/robots.txt' || urlPath === '/sitemap.xml') {
      const origin = siteOrigin(req, options.trustProxy ?? false);
      const robots = urlPath === '/robots.txt';
      const text = robots ? robotsTxt(origin) : sitemapXml(origin);
      res.statusCode = 200;
      res.setHeader('Content-Type', robots ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(req.method === 'HEAD' ? undefined : text);
      return true;
    }

    if (urlPath === '/remotes.json') {
      const file = path.join(options.deployDir, 'remotes.json');
      const size = await fileIfExists(file);
      if (size === null) return false;
      res.setHeader('Access-Control-Allow-Origin', '*');
      await send(req, res, file, NO_CACHE);
      return true;
    }

    if (urlPath.startsWith('/remotes/')) {
      const file = path.join(remotesDir, urlPath.slice('/remotes/'.length));
      if (!inside(remotesDir, file)) return false;
      const size = await fileIfExists(file);
      if (size === null) return false;
      res.setHeader('Access-Control-Allow-Origin', '*');
      await send(req, res, file, cacheControlFor(urlPath));
      return true;
    }

    const file = path.join(shellDir, urlPath);
    if (inside(shellDir, file) && path.extname(file)) {
      const size = await fileIfExists(file);
      if (size !== null) {
        await send(req, res, file, cacheControlFor(urlPath));
        return true;
      }
      return false;
    }

    // A page path: the route's prerendered HTML (deploy/pages, tools/site/pages.ts),
    // the prerendered 404 page for any other path; the shell's index.html (drawn
    // by the browser) where no prerendered page is there.
    if (!path.extname(urlPath)) {
      const route = findRoute(urlPath);
      if (route && route.path !== urlPath) {
        // The trailing slash the route table uses, before any HTML: the page hydrates at its own path.
        res.statusCode = 301;
        res.setHeader('Location', `${route.path}${url.search}`);
        res.setHeader('Cache-Control', NO_CACHE);
        res.end();
        return true;
      }
      const pages = path.join(options.deployDir, 'pages');
      const prerendered = path.join(pages, route ? route.path : '/_404/', 'page.html');
      // A route whose page failed to prerender: the generic error page, status 500.
      const failed = path.join(pages, route ? route.path : '/_404/', 'error.html');
      const index = path.join(shellDir, 'index.html');
      const status = route ? 200 : 404;
      try {
        if ((await fileIfExists(prerendered)) !== null) {
          await send(req, res, prerendered, NO_CACHE, status);
          return true;
        }
        if (route && (await fileIfExists(failed)) !== null) {
          await send(req, res, failed, NO_CACHE, 500);
          return true;
        }
        if ((await fileIfExists(index)) === null) return false;
        await send(req, res, index, NO_CACHE, status);
      } catch (error) {
        // A page that cannot be read answers 500 with the prerendered generic error page.
        console.error('page failed', urlPath, error);
        const errorPage = path.join(pages, '_500', 'page.html');
        if (res.headersSent) res.destroy();
        else if ((await fileIfExists(errorPage)) !== null) await send(req, res, errorPage, NO_CACHE, 500);
        else {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('エラーが発生しました。');
        }
      }
      return true;
    }
    return false;
  };
}

/**
 * The ops console (ops/, published to deploy/ops/): exactly GET /ops/ (its
 * page, no-cache) and /ops/assets/* (content-hashed, immutable); /ops
 * redirects to /ops/. Resolves to false for any other path, which is the ops
 * API's. The console's files hold no secret, so they need no token; every
 * request the console makes does.
 */
export function createOpsConsoleHandler(options: Pick<SiteOptions, 'deployDir'>) {
  const opsDir = path.join(options.deployDir, 'ops');
  const assetsDir = path.join(opsDir, 'assets');

  return async function handleOpsConsole(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const urlPath = new URL(req.url ?? '/', 'http://site.local').pathname;
    if (urlPath === '/ops') {
      res.statusCode = 301;
      res.setHeader('Location', '/ops/');
      res.setHeader('Cache-Control', NO_CACHE);
      res.end();
      return true;
    }
    if (urlPath === '/ops/') {
      const index = path.join(opsDir, 'index.html');
      if ((await fileIfExists(index)) === null) return false;
      await send(req, res, index, NO_CACHE);
      return true;
    }
    if (urlPath.startsWith('/ops/assets/')) {
      let file: string;
      try {
        file = path.join(assetsDir, decodeURIComponent(urlPath.slice('/ops/assets/'.length)));
      } catch {
        file = '';
      }
      if (!file || !inside(assetsDir, file) || (await fileIfExists(file)) === null) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found');
        return true;
      }
      await send(req, res, file, IMMUTABLE);
      return true;
    }
    return false;
  };
}
