// Release safety in the visitor's browser (issue 10, point 4), as pure rules
// the shell applies to the remotes manifest (deploy/remotes.json):
//
// - Which version of a remote to load, in order: the live one (or the one the
//   visitor's application is pinned to), then the last known good one when the
//   first cannot be loaded. A withdrawn version is never loaded.
// - Flow pinning: a visitor in the six-step application keeps the remote
//   versions the application started with until it is completed; completion or
//   leaving the flow drops the pin; a pinned version ops withdraw drops it at once.
// - Which remote and version a client error report names (point 3).
import { APPLY_FLOW, findRoute, type RouteOwner } from '@hikari/shared/domain';

/** One version of a remote: its release name and the URL of its remoteEntry.js. */
export interface RemoteSource {
  version: string;
  entry: string;
}

/** A remote as remotes.json names it. */
export interface ManifestRemote extends RemoteSource {
  lastKnownGood?: RemoteSource;
  withdrawn?: string[];
}

export interface ReleaseManifest {
  remotes: Record<string, ManifestRemote>;
}

/** The remote versions an application started with (kept in sessionStorage, per tab). */
export interface FlowPin {
  /** When the visitor entered the flow (ISO time). */
  startedAt: string;
  remotes: Record<string, RemoteSource>;
}

export type FlowPosition = 'outside' | 'step' | 'completed';

const COMPLETED = APPLY_FLOW[APPLY_FLOW.length - 1];

/**
 * Where a path stands in the application: one of its steps (area, form, form2,
 * form3, terms), its completion page, or outside it.
 */
export function flowPosition(pathname: string): FlowPosition {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (withSlash === COMPLETED) return 'completed';
  return (APPLY_FLOW as readonly string[]).includes(withSlash) ? 'step' : 'outside';
}

function isWithdrawn(manifest: ReleaseManifest, name: string, version: string): boolean {
  return manifest.remotes[name]?.withdrawn?.includes(version) ?? false;
}

/** The pinned versions ops have withdrawn since (a withdrawal drops the pin at once). */
export function withdrawnPinnedVersions(pin: FlowPin, manifest: ReleaseManifest): string[] {
  return Object.entries(pin.remotes)
    .filter(([name, source]) => isWithdrawn(manifest, name, source.version))
    .map(([name, source]) => `${name}@${source.version}`);
}

/**
 * The versions to try for one remote, first choice first, without repeats
 * and without withdrawn versions: the pinned version (when the page is pinned),
 * the live version, the last known good version.
 */
export function remoteCandidates(
  manifest: ReleaseManifest,
  name: string,
  pinned?: RemoteSource,
): RemoteSource[] {
  const live = manifest.remotes[name];
  const listed: (RemoteSource | undefined)[] = [
    pinned,
    live ? { version: live.version, entry: live.entry } : undefined,
    live?.lastKnownGood,
  ];
  const out: RemoteSource[] = [];
  for (const source of listed) {
    if (!source || isWithdrawn(manifest, name, source.version)) continue;
    if (out.some((seen) => seen.version === source.version)) continue;
    out.push({ version: source.version, entry: source.entry });
  }
  return out;
}

export interface PageLoadPlan {
  /** The pin to keep for this tab, or null to clear it. */
  pin: FlowPin | null;
  /** Per remote in the manifest: the versions to try, first choice first. */
  candidates: Record<string, RemoteSource[]>;
  /** Why a stored pin was dropped, or null. */
  dropped: 'left-flow' | 'completed' | 'withdrawn' | null;
}

/**
 * What a page load uses. Outside the flow and on the completion page, the
 * live versions (and the pin is cleared); on a step of the flow, the pinned
 * versions when there is a pin none of whose versions is withdrawn,
 * otherwise the live versions, which become the pin.
 */
export function planPageLoad(
  pathname: string,
  stored: FlowPin | null,
  manifest: ReleaseManifest,
  now: Date,
): PageLoadPlan {
  const position = flowPosition(pathname);
  const withdrawn = stored ? withdrawnPinnedVersions(stored, manifest) : [];
  const keep = position === 'step' && stored !== null && withdrawn.length === 0 ? stored : null;
  const candidates: Record<string, RemoteSource[]> = {};
  for (const name of Object.keys(manifest.remotes)) {
    candidates[name] = remoteCandidates(manifest, name, keep?.remotes[name]);
  }
  let dropped: PageLoadPlan['dropped'] = null;
  if (stored && !keep) {
    if (withdrawn.length > 0) dropped = 'withdrawn';
    else dropped = position === 'completed' ? 'completed' : position === 'outside' ? 'left-flow' : null;
  }
  if (position !== 'step') return { pin: null, candidates, dropped };
  return { pin: keep ?? pinOf(candidates, now), candidates, dropped };
}

/** A pin of the first choice of every remote. */
export function pinOf(candidates: Record<string, RemoteSource[]>, now: Date): FlowPin {
  const remotes: Record<string, RemoteSource> = {};
  for (const [name, list] of Object.entries(candidates)) {
    if (list[0]) remotes[name] = list[0];
  }
  return { startedAt: now.toISOString(), remotes };
}

/**
 * The pin after a navigation inside the page (no page load): entering the
 * flow records the versions the page runs; inside the flow the pin stays;
 * the completion page and any page outside the flow clear it.
 */
export function pinAfterNavigation(
  pathname: string,
  stored: FlowPin | null,
  inUse: Record<string, RemoteSource>,
  now: Date,
): FlowPin | null {
  if (flowPosition(pathname) !== 'step') return null;
  return stored ?? { startedAt: now.toISOString(), remotes: { ...inUse } };
}

export type NewBuildDecision = { action: 'none' } | { action: 'reload'; reason: string; dropPin: boolean };

/**
 * New build detection on navigation. On a step of the flow with a pin, a
 * release, a rollback or a new shell build waits until the flow is over;
 * only a withdrawn pinned version reloads (and drops the pin). The completion
 * page never reloads (the application has just ended). Elsewhere, a
 * new shell build or remote versions other than the ones the page runs reload.
 */
export function decideNewBuild(input: {
  pathname: string;
  pin: FlowPin | null;
  manifest: ReleaseManifest;
  /** liveFingerprint of what the page loaded. */
  loaded: string;
  newShellBuild: boolean;
}): NewBuildDecision {
  const { pathname, pin, manifest } = input;
  // The application has just ended: its completion page stays; the next page load is live.
  if (flowPosition(pathname) === 'completed') return { action: 'none' };
  if (pin && flowPosition(pathname) === 'step') {
    const withdrawn = withdrawnPinnedVersions(pin, manifest);
    return withdrawn.length > 0
      ? { action: 'reload', reason: `withdrawn while pinned: ${withdrawn.join(', ')}`, dropPin: true }
      : { action: 'none' };
  }
  if (input.newShellBuild) {
    return { action: 'reload', reason: 'a new build of the shell is live', dropPin: false };
  }
  if (liveFingerprint(manifest) !== input.loaded) {
    return { action: 'reload', reason: 'a new version of a remote is live', dropPin: false };
  }
  return { action: 'none' };
}

/** A stable fingerprint of remote versions: name@version, sorted by name. */
export function liveFingerprint(manifest: { remotes: Record<string, { version: string }> }): string {
  return Object.keys(manifest.remotes)
    .sort()
    .map((name) => `${name}@${manifest.remotes[name]!.version}`)
    .join(',');
}

/** Reads a stored pin, or null for anything that is not one. */
export function parseFlowPin(text: string | null): FlowPin | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FlowPin> | null;
    if (!value || typeof value.startedAt !== 'string' || typeof value.remotes !== 'object') return null;
    const remotes: Record<string, RemoteSource> = {};
    for (const [name, source] of Object.entries(value.remotes ?? {})) {
      if (typeof source?.version !== 'string' || typeof source.entry !== 'string') return null;
      remotes[name] = { version: source.version, entry: source.entry };
    }
    return { startedAt: value.startedAt, remotes };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- error origin

export interface ClientErrorOrigin {
  remote: RouteOwner;
  /** The version of that remote the page runs (the shell build id for the shell), when known. */
  version: string | null;
}

const REMOTE_FILE = /\/remotes\/(mfe-(?:apply|campaign|option|area))\/([0-9A-Za-z._+-]{1,64})\//;

/**
 * Which remote and version a client error came from: a remote's file named
 * in the error (a failed chunk's URL, a stack frame) wins; otherwise the
 * owner of the route the visitor is on, with the version the page runs.
 */
export function clientErrorOrigin(input: {
  pathname: string;
  /** Message and stack of the error, when there is one. */
  errorText?: string;
  /** The version each remote runs on this page. */
  versions: Partial<Record<RouteOwner, string>>;
  shellBuild: string;
}): ClientErrorOrigin {
  const fromFile = input.errorText ? REMOTE_FILE.exec(input.errorText) : null;
  if (fromFile) return { remote: fromFile[1] as RouteOwner, version: fromFile[2]! };
  const owner = findRoute(input.pathname)?.owner ?? 'shell';
  if (owner === 'shell') return { remote: 'shell', version: input.shellBuild };
  return { remote: owner, version: input.versions[owner] ?? null };
}
