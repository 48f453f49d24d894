// Test-only releases in a test's own deploy copy, through the one
// implementation of releases (release/src/releases.ts): a copy of the live
// version of a remote released as a new version, or a broken version whose
// pages throw while rendering.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routeTable } from '@hikari/shared/domain';
import { nextRemoteVersion, publishRemoteVersion } from '@hikari/release/releases';

export type RemoteName = 'mfe-apply' | 'mfe-campaign' | 'mfe-option' | 'mfe-area';

interface ManifestRemote {
  version: string;
  entry: string;
  lastKnownGood?: { version: string; entry: string };
  withdrawn?: string[];
}

export function manifestRemote(deployDir: string, remote: RemoteName): ManifestRemote {
  const manifest = JSON.parse(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, ManifestRemote>;
  };
  const entry = manifest.remotes[remote];
  if (!entry) throw new Error(`${remote} is not in ${deployDir}/remotes.json`);
  return entry;
}

function packageVersion(remote: RemoteName): string {
  const file = path.resolve(__dirname, '../../..', remote, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? filesUnder(path.join(dir, item.name)) : [path.join(dir, item.name)],
  );
}

/**
 * Releases the files of the live version of `remote` again as a new version
 * (a good release) and returns its name. `change` may alter the copy first.
 */
export function releaseCopyOfLive(
  deployDir: string,
  remote: RemoteName,
  change: (dist: string) => void = () => undefined,
  options: { canaryPercent?: number } = {},
): string {
  const live = manifestRemote(deployDir, remote).version;
  const work = mkdtempSync(path.join(tmpdir(), `hikari-release-${remote}-`));
  const dist = path.join(work, 'dist');
  try {
    cpSync(path.join(deployDir, 'remotes', remote, live), dist, {
      recursive: true,
      // Compressed copies are made again by the release.
      filter: (src) => !src.endsWith('.br') && !src.endsWith('.gz'),
    });
    const version = nextRemoteVersion(deployDir, remote, packageVersion(remote));
    // Its prerendered pages name the files of their own version, as a real release's do.
    for (const file of filesUnder(path.join(dist, 'pages'))) {
      const html = readFileSync(file, 'utf8');
      writeFileSync(file, html.split(`/remotes/${remote}/${live}/`).join(`/remotes/${remote}/${version}/`));
    }
    change(dist);
    publishRemoteVersion(deployDir, remote, version, dist, { by: 'cli', ...options });
    return version;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Releases a broken version of `remote`: its container loads, and every page
 * it exposes throws while rendering (what a bad release looks like to a
 * visitor). No prerendered pages go with it.
 */
export function releaseBrokenVersion(deployDir: string, remote: RemoteName): string {
  return releaseCopyOfLive(deployDir, remote, (dist) => {
    rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
    writeBrokenEntry(dist, remote);
  });
}

/**
 * Releases, as a canary for `percent`% of visitors, a version of `remote`
 * that keeps the live version's prerendered pages (naming its own files) and
 * whose pages throw while hydrating: every visitor the canary reaches meets
 * an error, the others none.
 */
export function releaseBrokenCanary(deployDir: string, remote: RemoteName, percent: number): string {
  return releaseCopyOfLive(deployDir, remote, (dist) => writeBrokenEntry(dist, remote), {
    canaryPercent: percent,
  });
}

/** Replaces a build's remoteEntry.js by a container whose every page throws while rendering. */
function writeBrokenEntry(dist: string, remote: RemoteName): void {
  const paths = routeTable.filter((route) => route.owner === remote).map((route) => route.path);
  // The federation container name of the remote (mfe-campaign -> mfe_campaign).
  const container = remote.replace('-', '_');
  writeFileSync(
    path.join(dist, 'remoteEntry.js'),
    `var ${container} = (function () {
  function BrokenPage() {
    throw new Error('${remote}: this release cannot draw its page (test release)');
  }
  var pages = {};
  ${JSON.stringify(paths)}.forEach(function (p) { pages[p] = BrokenPage; });
  return {
    init: function () {},
    get: function (request) {
      if (request !== './routes') return Promise.reject(new Error('no ' + request));
      return Promise.resolve(function () { return { pages: pages }; });
    },
  };
})();
`,
  );
}

/** Removes a version's remoteEntry.js (and its compressed copies): its entry answers 404. */
export function removeEntry(deployDir: string, remote: RemoteName, version: string): void {
  for (const suffix of ['', '.br', '.gz']) {
    rmSync(path.join(deployDir, 'remotes', remote, version, `remoteEntry.js${suffix}`), { force: true });
  }
}

/** The versioned folders of `remote` a page requested files from while `during` ran. */
export async function foldersRequested(
  page: import('playwright-core').Page,
  remote: RemoteName,
  during: () => Promise<unknown>,
): Promise<Set<string>> {
  const folders = new Set<string>();
  const pattern = new RegExp(`/remotes/${remote}/([^/]+)/`);
  const listener = (request: { url(): string }) => {
    const match = pattern.exec(request.url());
    if (match?.[1]) folders.add(match[1]);
  };
  page.on('request', listener);
  try {
    await during();
  } finally {
    page.off('request', listener);
  }
  return folders;
}

/**
 * The versioned folders of `remote` whose scripts this document ran (loaded by
 * a script element: the remote's entry and chunks), leaving out what a
 * prerendered page only preloaded.
 */
export async function foldersRun(
  page: import('playwright-core').Page,
  remote: RemoteName,
): Promise<Set<string>> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
  const pattern = new RegExp(`/remotes/${remote}/([^/]+)/`);
  return new Set(urls.map((url) => pattern.exec(url)?.[1]).filter((folder): folder is string => !!folder));
}

/** The version of `remote` whose container the page's federation runtime loaded, or null. */
export async function versionLoaded(
  page: import('playwright-core').Page,
  remote: RemoteName,
): Promise<string | null> {
  const entry = await page.evaluate(
    (container) => {
      interface Instance {
        moduleCache?: Map<string, { remoteInfo?: { entry?: string }; remoteEntryExports?: unknown }>;
      }
      const federation = (window as unknown as { __FEDERATION__?: { __INSTANCES__?: Instance[] } })
        .__FEDERATION__;
      for (const instance of federation?.__INSTANCES__ ?? []) {
        const loaded = instance.moduleCache?.get(container);
        if (loaded?.remoteEntryExports && loaded.remoteInfo?.entry) return loaded.remoteInfo.entry;
      }
      return null;
    },
    remote.replace('-', '_'),
  );
  return entry ? (new RegExp(`/remotes/${remote}/([^/]+)/`).exec(entry)?.[1] ?? null) : null;
}
