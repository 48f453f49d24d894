// Where prerendered pages live, and how they become live. Plain file
// operations (no rendering: tools/site/prerender.ts renders), so that
// releases.ts's makeLive can install pages from the API process too.
//
// deploy/
//   pages/<route>/page.html                   the live HTML of every route (+ .br, .gz)
//   pages/_404/page.html, pages/_500/page.html   the error pages of the live shell
//   shell-versions/<build>/pages/…            a shell build's own routes and error pages
//   remotes/<remote>/<version>/pages/<shell build>/<route>/page.html
//                                             a remote version's routes rendered inside
//                                             the layout of one shell build
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { routeTable, type RouteOwner } from '@hikari/shared/domain';
import { readJson } from './json-file';

/** Folder names of the error pages beside the routes (no route path starts with '_'). */
export const NOT_FOUND_PAGE = '_404';
export const ERROR_PAGE = '_500';

/**
 * The file name of a page. Not index.html: a release leaves out every index.html of a build
 * (the standalone dev page of a remote).
 */
export const PAGE_FILE = 'page.html';

/**
 * Beside a route that could not be prerendered: the generic error page in the
 * layout, which the site answers with status 500 for that route.
 */
export const FAILED_FILE = 'error.html';

/** The file of a route (or error page) inside a pages folder: '/campaign/video/' -> campaign/video/page.html. */
export function pageFile(pagesDir: string, routePath: string): string {
  const relative = routePath.replace(/^\/+/, '').replace(/\/+$/, '');
  return path.join(pagesDir, relative, PAGE_FILE);
}

export function failedPageFile(pagesDir: string, routePath: string): string {
  return path.join(path.dirname(pageFile(pagesDir, routePath)), FAILED_FILE);
}

export function livePagesDir(deployDir: string): string {
  return path.join(deployDir, 'pages');
}

export function shellPagesDir(deployDir: string, build: string): string {
  return path.join(deployDir, 'shell-versions', build, 'pages');
}

export function remotePagesDir(
  deployDir: string,
  remote: string,
  version: string,
  shellBuild: string,
): string {
  return path.join(deployDir, 'remotes', remote, version, 'pages', shellBuild);
}

interface LiveManifest {
  remotes?: Partial<Record<string, { version: string }>>;
  shell?: { build: string };
}

function liveManifest(deployDir: string): LiveManifest {
  return readJson<LiveManifest>(path.join(deployDir, 'remotes.json'), {});
}

/** Writes one file with its .br and .gz, each through a temporary name, so no visitor gets half of it. */
export function writePage(file: string, html: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const data = new TextEncoder().encode(html);
  const variants: [string, Uint8Array][] = [
    ['', data],
    ['.gz', new Uint8Array(gzipSync(data, { level: 9 }))],
    [
      '.br',
      new Uint8Array(
        brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      ),
    ],
  ];
  // The compressed copies first: a visitor never gets a new page with an old compressed copy.
  for (const [suffix, bytes] of variants.reverse()) {
    const tmp = `${file}${suffix}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, `${file}${suffix}`);
  }
}

/** Copies a page (with its compressed copies) over the live one, or removes the live one when there is none. */
function installPage(from: string, to: string): boolean {
  if (!existsSync(from)) {
    for (const suffix of ['', '.gz', '.br']) rmSync(`${to}${suffix}`, { force: true });
    return false;
  }
  mkdirSync(path.dirname(to), { recursive: true });
  for (const suffix of ['.br', '.gz', '']) {
    const tmp = `${to}${suffix}.${process.pid}.tmp`;
    if (existsSync(`${from}${suffix}`)) {
      copyFileSync(`${from}${suffix}`, tmp);
      renameSync(tmp, `${to}${suffix}`);
    } else rmSync(`${to}${suffix}`, { force: true });
  }
  return true;
}

export interface InstallReport {
  installed: string[];
  /** Routes with no page for this combination: they fall back to the shell's page, drawn by the browser. */
  missing: string[];
}

function installOwner(
  deployDir: string,
  owner: RouteOwner,
  from: string,
  report: InstallReport,
  extra: string[] = [],
): void {
  const live = livePagesDir(deployDir);
  const paths = [...routeTable.filter((route) => route.owner === owner).map((route) => route.path), ...extra];
  for (const routePath of paths) {
    installPage(failedPageFile(from, routePath), failedPageFile(live, routePath));
    if (installPage(pageFile(from, routePath), pageFile(live, routePath))) report.installed.push(routePath);
    else report.missing.push(routePath);
  }
}

/**
 * Makes the prerendered pages of what just became live the live HTML
 * (called by makeLive in releases.ts, after remotes.json names the version):
 * for a remote, its routes as rendered inside the live shell's layout; for
 * the shell, its own routes and error pages, and every remote's routes as
 * that remote's live version was rendered inside this shell build's layout.
 */
export function installLivePages(deployDir: string, target: string, version: string): InstallReport {
  const report: InstallReport = { installed: [], missing: [] };
  const manifest = liveManifest(deployDir);
  if (target === 'shell') {
    installOwner(deployDir, 'shell', shellPagesDir(deployDir, version), report, [
      `/${NOT_FOUND_PAGE}/`,
      `/${ERROR_PAGE}/`,
    ]);
    for (const [remote, live] of Object.entries(manifest.remotes ?? {})) {
      if (!live) continue;
      installOwner(
        deployDir,
        remote as RouteOwner,
        remotePagesDir(deployDir, remote, live.version, version),
        report,
      );
    }
    return report;
  }
  const shellBuild = manifest.shell?.build;
  const from = shellBuild
    ? remotePagesDir(deployDir, target, version, shellBuild)
    : path.join(deployDir, '.none');
  installOwner(deployDir, target as RouteOwner, from, report);
  return report;
}

// ---------------------------------------------------------------- canary pages
//
// deploy/canary/<remote>/pages/<route>/page.html   a running canary's routes, rendered inside the
//                                                   live shell build (+ .br, .gz)
// deploy/canary/<remote>/<bucket>  -> pages         one symlink per bucket 0..percent-1 in the canary
// deploy/canary/<remote>/preview   -> pages         for ops' preview (any percent, 0 too)
//
// A page server (the API's, nginx) answers a remote's route for a visitor
// with the first of canary/<remote>/preview/… (preview cookie),
// canary/<remote>/<canaryBucket(visitor, remote)>/…, pages/… that exists:
// the percent is a number of symlinks, so changing it needs no reload of
// any server and no copy of a page.

/** The folder of a remote's running canary. */
export function canaryDir(deployDir: string, remote: string): string {
  return path.join(deployDir, 'canary', remote);
}

export const PREVIEW_LINK = 'preview';

/** Points `link` at `target` (relative), replacing what was there in one rename. */
function replaceLink(link: string, target: string): void {
  const tmp = `${link}.${process.pid}.tmp`;
  rmSync(tmp, { force: true });
  symlinkSync(target, tmp);
  renameSync(tmp, link);
}

/**
 * Installs the pages of a remote's canary version as rendered inside the
 * live shell build (the folder is swapped in whole), and the preview link.
 * Routes with no page for that build fall through to the live page.
 */
export function installCanaryPages(deployDir: string, remote: string, version: string): void {
  const dir = canaryDir(deployDir, remote);
  mkdirSync(dir, { recursive: true });
  const shellBuild = liveManifest(deployDir).shell?.build;
  const source = shellBuild ? remotePagesDir(deployDir, remote, version, shellBuild) : null;
  const staging = path.join(dir, `pages.${process.pid}.staging`);
  rmSync(staging, { recursive: true, force: true });
  if (source && existsSync(source)) cpSync(source, staging, { recursive: true });
  else mkdirSync(staging, { recursive: true });
  const pages = path.join(dir, 'pages');
  const old = path.join(dir, `pages.${process.pid}.old`);
  if (existsSync(pages)) renameSync(pages, old);
  renameSync(staging, pages);
  rmSync(old, { recursive: true, force: true });
  replaceLink(path.join(dir, PREVIEW_LINK), 'pages');
}

/** Makes buckets 0..percent-1 of a remote point at its canary pages, and no other. */
export function setCanaryBuckets(deployDir: string, remote: string, percent: number): void {
  const dir = canaryDir(deployDir, remote);
  mkdirSync(dir, { recursive: true });
  // Growing: the new buckets are linked lowest first; shrinking: the highest removed first.
  for (let bucket = 0; bucket < 100; bucket += 1) {
    const link = path.join(dir, String(bucket));
    if (bucket < percent) replaceLink(link, 'pages');
  }
  for (let bucket = 99; bucket >= percent; bucket -= 1)
    rmSync(path.join(dir, String(bucket)), { force: true });
}

/** Ends a remote's canary on disk: its buckets first, then the preview and the pages. */
export function removeCanaryPages(deployDir: string, remote: string): void {
  const dir = canaryDir(deployDir, remote);
  if (!existsSync(dir)) return;
  setCanaryBuckets(deployDir, remote, 0);
  rmSync(path.join(dir, PREVIEW_LINK), { force: true });
  rmSync(dir, { recursive: true, force: true });
}
