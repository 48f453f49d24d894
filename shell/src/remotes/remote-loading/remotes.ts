import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@hikari/shared/domain/core';
import {
  REMOTE_CONTAINERS,
  registerRemoteLoader,
  type RemoteName,
  type RemoteRoutesModule,
} from '@hikari/shared/ui';
import { HYDRATION_SCRIPTS_META } from '../../lib';
import { reportClientError } from '../error-reporting';
import { readFlowPin, writeFlowPin } from './flow-pin-store';
import { remoteStartInTasks } from './remote-start-in-tasks';
import { fetchManifest, isNewShellBuild, type RemotesManifest } from './remotes-manifest';
import {
  decideNewBuild,
  flowPosition,
  pinAfterNavigation,
  planPageLoad,
  reloadOnce,
  renderedVersions,
  runningCanary,
  setRunningCanaries,
  setVersionInUse,
  SHELL_BUILD_ID,
  versionsInUse,
  visitorFromCookies,
  NO_VISITOR,
  type PageLoadPlan,
  type RemoteSource,
  type Visitor,
} from '../release-safety';

/** How long the first choice of a remote (with its retry) may take before the next version is tried. */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;
/** How long the last known good version may take, once the first choice failed, before the fallback shows. */
export const LAST_KNOWN_GOOD_TIMEOUT_MS = 5_000;
/** New build detection: the manifest is checked again at most once a minute (every navigation inside the application). */
export const MANIFEST_CHECK_INTERVAL_MS = 60_000;

let manifestPromise: Promise<RemotesManifest> | null = null;
let plan: PageLoadPlan | null = null;
/** Fingerprint (name@version) of the first choices this page loaded with (PageLoadPlan.fingerprint). */
let loadedFingerprint: string | null = null;
/** The remote versions this page's HTML was rendered with (read once: the HTML is the page load's). */
let rendered: Record<string, string> | null = null;
let lastCheck = 0;
const modules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** What each container name is bound to in the federation runtime, and whether it loaded. */
const bound = new Map<RemoteName, { source: RemoteSource; healthy: boolean }>();
/** Entries that failed in this page, and why: not tried again until the visitor asks (the retry button). */
const failedEntries = new Map<string, string>();

function remoteOfRequest(id: string): RemoteName | undefined {
  const container = id.split('/')[0];
  return REMOTE_NAMES.find((name) => REMOTE_CONTAINERS[name] === container);
}

/**
 * Binds a remote's container name to one version's entry. The runtime knows
 * one entry per name, and a loaded remoteEntry.js leaves its container (and
 * its webpack chunk list) on window under names every version shares: when
 * the name was bound before, both are cleared so the other version's entry
 * really loads and its chunks never mix with the first one's.
 */
function bind(name: RemoteName, source: RemoteSource, fresh = false): void {
  const current = bound.get(name);
  if (current && current.source.entry === source.entry && !fresh) return;
  const container = REMOTE_CONTAINERS[name];
  if (current) {
    const global = window as unknown as Record<string, unknown>;
    global[container] = undefined;
    delete global[`webpackChunk${container}`];
  }
  registerRemotes([{ name: container, entry: source.entry }], { force: true });
  bound.set(name, { source, healthy: false });
  setVersionInUse(name, source.version);
}

function candidatesOf(name: RemoteName): RemoteSource[] {
  return plan?.candidates[name] ?? [];
}

/** The visitor as its cookies say now (hikari_vid, hikari_preview); none when cookies cannot be read. */
function currentVisitor(): Visitor {
  try {
    return visitorFromCookies(document.cookie);
  } catch {
    return NO_VISITOR;
  }
}

/** The remote versions the prerendered page names in its hydration scripts (tools/site/prerender.ts). */
function pageRenderedVersions(): Record<string, string> {
  rendered ??= renderedVersions(
    document.querySelector<HTMLMetaElement>(`meta[name="${HYDRATION_SCRIPTS_META}"]`)?.content,
  );
  return rendered;
}

async function loadManifest(): Promise<RemotesManifest> {
  const manifest = await fetchManifest();
  // Flow pinning: inside the application the versions it started with; elsewhere the
  // visitor's versions (live, or a running canary for a visitor on it), the route's own
  // remote in the version the page's HTML was rendered with.
  plan = planPageLoad(window.location.pathname, readFlowPin(), manifest, new Date(), {
    visitor: currentVisitor(),
    rendered: pageRenderedVersions(),
  });
  writeFlowPin(plan.pin);
  const canaries: Record<string, string> = {};
  for (const name of Object.keys(manifest.remotes)) {
    const canary = runningCanary(manifest, name);
    if (canary) canaries[name] = canary.version;
  }
  setRunningCanaries(canaries);
  for (const name of REMOTE_NAMES) {
    const first = candidatesOf(name)[0];
    if (first && !bound.get(name)?.healthy) bind(name, first);
  }
  loadedFingerprint = plan.fingerprint;
  lastCheck = Date.now();
  return manifest;
}

let runtimeConfigured = false;

/** Fetches the manifest once at start; remote routes wait for it. */
export function startRemotes(): Promise<RemotesManifest> {
  if (!runtimeConfigured) {
    // Once per page, not on every remote route that waits for the manifest.
    runtimeConfigured = true;
    registerPlugins([remoteStartInTasks]);
    // Another remote's exposed module (mfe-apply's area search widget) goes through the same
    // versions as that remote's pages.
    registerRemoteLoader(async (id) => {
      const name = remoteOfRequest(id);
      if (name) await loadRemotePages(name);
      return loadRemote(id);
    });
  }
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

async function loadRoutesFrom(
  name: RemoteName,
  source: RemoteSource,
  fresh: boolean,
): Promise<RemoteRoutesModule> {
  bind(name, source, fresh);
  const [mod] = await Promise.all([
    loadRemote<RemoteRoutesModule>(`${REMOTE_CONTAINERS[name]}/routes`),
    // A remote's pages run on the shell's whole domain (the quote, the campaign rules:
    // docs/architecture.md#who-owns-which-folder), which the site's start does not load (it has
    // the domain's core): fetched beside the remote's code rather than after it.
    import('@hikari/shared/domain'),
  ]);
  if (!mod || typeof mod.pages !== 'object' || mod.pages === null) {
    throw new Error(`${name} ${source.version}: routes has no pages`);
  }
  return mod;
}

/** The first choice, and once more from a clean binding when that fails (a dropped connection, a half-deployed file). */
async function loadWithRetry(
  name: RemoteName,
  source: RemoteSource,
  fresh: boolean,
): Promise<RemoteRoutesModule> {
  try {
    return await loadRoutesFrom(name, source, fresh);
  } catch {
    return loadRoutesFrom(name, source, true);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loads a remote's routes module from the first version of its candidates
 * that works: the pinned or live version (with one retry), then the last
 * known good version. Serving the last known good version is silent for the
 * visitor and reported for ops (kind 'fallback').
 */
async function loadFirstWorking(name: RemoteName): Promise<RemoteRoutesModule> {
  await startRemotes();
  const candidates = candidatesOf(name);
  const first = candidates[0];
  if (!first) throw new Error(`${name} is not in the remotes manifest`);
  const usable = candidates.filter((source) => !failedEntries.has(source.entry));
  const tries = usable.length > 0 ? usable : [first];
  let firstError: unknown = null;
  for (const [index, source] of tries.entries()) {
    const fresh = bound.get(name)?.source.entry === source.entry && failedEntries.has(source.entry);
    try {
      const mod =
        index === 0
          ? await withTimeout(
              loadWithRetry(name, source, fresh),
              REMOTE_LOAD_TIMEOUT_MS,
              `${name} ${source.version}`,
            )
          : await withTimeout(
              loadRoutesFrom(name, source, true),
              LAST_KNOWN_GOOD_TIMEOUT_MS,
              `${name} ${source.version}`,
            );
      bound.set(name, { source, healthy: true });
      setVersionInUse(name, source.version);
      if (source.version !== first.version) {
        void reportClientError({
          message: `${name}: ${first.version} could not be loaded (${firstError ? messageOf(firstError) : (failedEntries.get(first.entry) ?? 'failed earlier on this page')}); served ${source.version}, the last known good version`,
          code: null,
          remote: name,
          remoteVersion: first.version,
          kind: 'fallback',
          servedVersion: source.version,
        });
      }
      return mod;
    } catch (error) {
      failedEntries.set(source.entry, messageOf(error));
      firstError ??= error;
    }
  }
  // Reported by the route's error boundary, naming the version that should have loaded.
  setVersionInUse(name, first.version);
  throw firstError instanceof Error ? firstError : new Error(messageOf(firstError));
}

/**
 * Loads the routes module of one remote. A failed load is forgotten, so the
 * retry button really tries again (and picks up a newly released version).
 */
export function loadRemotePages(name: RemoteName): Promise<RemoteRoutesModule> {
  const cached = modules.get(name);
  if (cached) return cached;
  const pending = loadFirstWorking(name);
  modules.set(name, pending);
  pending.catch(() => {
    modules.delete(name);
  });
  return pending;
}

/**
 * A chunk of a remote's page failed to load after the reload meant to fix it:
 * the version this page runs is given up for the next one of its candidates
 * (the last known good version). Returns whether there is one to load.
 */
export function giveUpLoadedVersion(name: RemoteName, error?: unknown): boolean {
  const current = bound.get(name);
  if (!current) return false;
  failedEntries.set(current.source.entry, error === undefined ? 'a chunk failed' : messageOf(error));
  bound.set(name, { source: current.source, healthy: false });
  modules.delete(name);
  return candidatesOf(name).some((source) => !failedEntries.has(source.entry));
}

/**
 * Prerendering (src/ssr.tsx): the routes module of a remote from its Node
 * build, answered instead of the federation runtime's.
 */
export function provideRemotePages(name: RemoteName, mod: RemoteRoutesModule): void {
  modules.set(name, Promise.resolve(mod));
}

/** Before a retry: read the manifest again and try every version again. */
export async function refreshRemotes(): Promise<void> {
  failedEntries.clear();
  manifestPromise = loadManifest();
  await manifestPromise.catch(() => undefined);
}

/** The version of every remote this page runs or would load: what entering the application pins. */
function sourcesInUse(): Record<string, RemoteSource> {
  const out: Record<string, RemoteSource> = {};
  for (const name of REMOTE_NAMES) {
    const current = bound.get(name);
    const source = current?.healthy ? current.source : candidatesOf(name)[0];
    if (source) out[name] = source;
  }
  return out;
}

/**
 * Called on every navigation. Keeps the flow pin (entering the application
 * records the versions this page runs; completing or leaving it clears
 * them), then detects a new build: when the versions this visitor gets
 * (live, or a canary it is on) differ from the ones this page loaded, a
 * version it runs was withdrawn, or the manifest names another shell build, reload
 * (once per path within 10 s). Inside the application nothing reloads the
 * page except a pinned version ops withdrew; there the manifest is read on
 * every step, elsewhere at most once a minute.
 */
export async function checkForNewBuild(
  now: number = Date.now(),
  pathname: string = window.location.pathname,
): Promise<boolean> {
  if (!loadedFingerprint) return false;
  const stored = readFlowPin();
  const entering = stored === null && flowPosition(pathname) === 'step';
  const pin = pinAfterNavigation(pathname, stored, sourcesInUse(), new Date(now));
  if (!entering && pin !== stored) writeFlowPin(pin);
  if (!pin && !entering && now - lastCheck < MANIFEST_CHECK_INTERVAL_MS) return false;
  lastCheck = now;
  try {
    const manifest = await fetchManifest();
    // Entering the application: a page that runs old versions reloads first, so the
    // application starts with what is live.
    const decision = decideNewBuild({
      pathname,
      pin: entering ? null : pin,
      manifest,
      loaded: loadedFingerprint,
      newShellBuild: isNewShellBuild(manifest, SHELL_BUILD_ID),
      visitor: currentVisitor(),
      running: versionsInUse(),
    });
    if (decision.action === 'reload') {
      if (decision.dropPin) writeFlowPin(null);
      if (reloadOnce(decision.reason)) return true;
    }
  } catch {
    // The check is best effort; the page keeps working with what it has.
  }
  if (entering) writeFlowPin(pin);
  return false;
}
