import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTAINERS,
  registerRemoteLoader,
  type RemoteName,
  type RemoteRoutesModule,
} from '@hikari/shared/ui';
import { fetchManifest, isNewShellBuild, liveVersions, type RemotesManifest } from './remotes-manifest';
import { reloadOnce } from './reload-guard';
import { SHELL_BUILD_ID } from './shell-build';

/** How long a remote may take to load before its routes show the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;
/** New build detection: the manifest is checked again at most once a minute. */
export const MANIFEST_CHECK_INTERVAL_MS = 60_000;

let manifestPromise: Promise<RemotesManifest> | null = null;
let loadedFingerprint: string | null = null;
let lastCheck = 0;
const modules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

function register(manifest: RemotesManifest): void {
  const entries = (Object.keys(REMOTE_CONTAINERS) as RemoteName[])
    .filter((name) => manifest.remotes[name])
    .map((name) => ({ name: REMOTE_CONTAINERS[name], entry: manifest.remotes[name].entry }));
  registerRemotes(entries, { force: true });
}

async function loadManifest(): Promise<RemotesManifest> {
  const manifest = await fetchManifest();
  register(manifest);
  loadedFingerprint = liveVersions(manifest);
  lastCheck = Date.now();
  return manifest;
}

/** Fetches the manifest once at start; remote routes wait for it. */
export function startRemotes(): Promise<RemotesManifest> {
  registerRemoteLoader((id) => startRemotes().then(() => loadRemote(id)));
  manifestPromise ??= loadManifest();
  manifestPromise.catch(() => {
    manifestPromise = null;
  });
  return manifestPromise;
}

/** The manifest the page runs with (for the diagnostics page). */
export function currentManifest(): Promise<RemotesManifest> {
  return startRemotes();
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads the routes module of one remote. A failed load is forgotten, so the
 * retry button really tries again (and picks up a newly released version).
 */
export function loadRemotePages(name: RemoteName): Promise<RemoteRoutesModule> {
  const cached = modules.get(name);
  if (cached) return cached;
  const pending = withTimeout(
    startRemotes().then(async (manifest) => {
      if (!manifest.remotes[name]) throw new Error(`${name} is not in the remotes manifest`);
      const mod = await loadRemote<RemoteRoutesModule>(`${REMOTE_CONTAINERS[name]}/routes`);
      if (!mod || typeof mod.pages !== 'object') throw new Error(`${name}/routes has no pages`);
      return mod;
    }),
    REMOTE_LOAD_TIMEOUT_MS,
    name,
  );
  modules.set(name, pending);
  pending.catch(() => {
    modules.delete(name);
  });
  return pending;
}

/** Before a retry: read the manifest again and register what is live now. */
export async function refreshRemotes(): Promise<void> {
  manifestPromise = loadManifest();
  await manifestPromise.catch(() => undefined);
}

/**
 * New build detection, called on navigation: when the live versions differ
 * from the ones this page loaded, or the manifest names another shell build
 * than the one running, reload (once per path within 10 s).
 */
export async function checkForNewBuild(now: number = Date.now()): Promise<boolean> {
  if (!loadedFingerprint || now - lastCheck < MANIFEST_CHECK_INTERVAL_MS) return false;
  lastCheck = now;
  try {
    const manifest = await fetchManifest();
    if (isNewShellBuild(manifest, SHELL_BUILD_ID)) {
      return reloadOnce('a new build of the shell is live');
    }
    if (liveVersions(manifest) !== loadedFingerprint) {
      return reloadOnce('a new version of a remote is live');
    }
  } catch {
    // The check is best effort; the page keeps working with what it has.
  }
  return false;
}

/** webpack's own chunk failures (a deploy removed an old chunk): reload once. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading chunk .* failed/.test(error.message))
  );
}
