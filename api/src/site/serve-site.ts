// Serves the built shell and every released remote version from the deploy
// folder: versioned remote files are immutable, while index.html, the shell
// entry and the remotes manifest are never cached so a release or rollback is
// seen on the next visit.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

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

const NO_CACHE = 'no-cache, no-store, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SiteOptions {
  /** Folder holding shell/, remotes/ and remotes.json. */
  deployDir: string;
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

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  size: number,
  cacheControl: string,
): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Content-Length', size);
  res.setHeader('Cache-Control', cacheControl);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

/** Cache policy of a file under the deploy folder, by where it lives. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/remotes/')) {
    // Inside a versioned folder everything is immutable; the folder name changes on release.
    return IMMUTABLE;
  }
  if (/\.[0-9a-f]{8}\.js$/.test(urlPath)) return IMMUTABLE;
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

    if (urlPath === '/remotes.json') {
      const file = path.join(options.deployDir, 'remotes.json');
      const size = await fileIfExists(file);
      if (size === null) return false;
      res.setHeader('Access-Control-Allow-Origin', '*');
      send(req, res, file, size, NO_CACHE);
      return true;
    }

    if (urlPath.startsWith('/remotes/')) {
      const file = path.join(remotesDir, urlPath.slice('/remotes/'.length));
      if (!inside(remotesDir, file)) return false;
      const size = await fileIfExists(file);
      if (size === null) return false;
      res.setHeader('Access-Control-Allow-Origin', '*');
      send(req, res, file, size, cacheControlFor(urlPath));
      return true;
    }

    const file = path.join(shellDir, urlPath);
    if (inside(shellDir, file) && path.extname(file)) {
      const size = await fileIfExists(file);
      if (size !== null) {
        send(req, res, file, size, cacheControlFor(urlPath));
        return true;
      }
      return false;
    }

    // Every page path is answered by the shell's index.html; its router decides
    // between a page and the error page.
    if (!path.extname(urlPath)) {
      const index = path.join(shellDir, 'index.html');
      const size = await fileIfExists(index);
      if (size === null) return false;
      send(req, res, index, size, NO_CACHE);
      return true;
    }
    return false;
  };
}
