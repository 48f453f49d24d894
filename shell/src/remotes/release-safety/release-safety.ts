// Release safety in the visitor's browser (issue 10, point 4), as pure rules
// the shell applies to the remotes manifest (deploy/remotes.json):
//
// - Which version of a remote to load, in order: the live one (or the one the
//   visitor's application is pinned to), then the last known good one when the
//   first cannot be loaded. A withdrawn version is never loaded.
// - Flow pinning: a visitor in the six-step application keeps the remote
//   versions the application started with until it is completed; completion or
//   leaving the flow drops the pin; a pinned version ops withdraw drops it at once.
// - Canary releases (issue 19): which version of each remote this visitor
//   loads while a canary runs (the visitor cookie's bucket, the preview
//   cookie, the version the page's HTML was rendered with).
import {
  APPLY_FLOW,
  PREVIEW_COOKIE,
  VISITOR_COOKIE,
  findRoute,
  inCanary,
  isVisitorId,
  readCookie,
  type Cohort,
} from '@hikari/shared/domain/core';

/** One version of a remote: its release name and the URL of its remoteEntry.js. */
export interface RemoteSource {
  version: string;
  entry: string;
}

/** A canary of a remote: a released version served to `percent` of visitors beside the live one. */
export interface CanaryRelease extends RemoteSource {
  /** 0..100: the visitors whose bucket (canaryBucket) is below it. */
  percent: number;
  /** ISO time the canary started. */
  since: string;
}

/** A remote as remotes.json names it. */
export interface ManifestRemote extends RemoteSource {
  lastKnownGood?: RemoteSource;
  withdrawn?: string[];
  /** Only while a canary of this remote runs. */
  canary?: CanaryRelease;
}

export interface ReleaseManifest {
  remotes: Record<string, ManifestRemote>;
  /** What ops set for every canary (read with canaryPolicyOf, which fills the defaults). */
  canaryPolicy?: unknown;
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

// ---------------------------------------------------------------- canary

/** Who is asking, as far as the choice of versions goes: the visitor cookie and ops' preview cookie. */
export interface Visitor {
  /** The anonymous visitor id (hikari_vid), or null when there is none (cookies off, a robot). */
  id: string | null;
  /** Whether the preview cookie is present (ops see every canary, even at 0%). */
  preview: boolean;
}

/** A visitor without cookies: the live version of everything. */
export const NO_VISITOR: Visitor = { id: null, preview: false };

/** The visitor of a Cookie header or document.cookie. */
export function visitorFromCookies(cookies: string | null | undefined): Visitor {
  const id = readCookie(cookies, VISITOR_COOKIE);
  const preview = readCookie(cookies, PREVIEW_COOKIE);
  return { id: isVisitorId(id) ? id : null, preview: preview !== null && preview !== '' };
}

/**
 * The canary of a remote that runs now, or null: one with a version, an
 * entry and a percent, that ops have not withdrawn and that is not the live
 * version itself.
 */
export function runningCanary(manifest: ReleaseManifest, name: string): CanaryRelease | null {
  const remote = manifest.remotes[name];
  const canary = remote?.canary;
  if (!remote || !canary || typeof canary !== 'object') return null;
  if (typeof canary.version !== 'string' || canary.version === '' || typeof canary.entry !== 'string') {
    return null;
  }
  if (typeof canary.percent !== 'number' || !Number.isFinite(canary.percent)) return null;
  if (canary.version === remote.version || isWithdrawn(manifest, name, canary.version)) return null;
  return canary;
}

/**
 * Whether the visitor is on the canary of a remote: a canary runs and the
 * visitor has the preview cookie or a bucket below its percent. A visitor
 * without an id (cookies off) stays on the live version.
 */
export function onCanary(manifest: ReleaseManifest, name: string, visitor: Visitor): boolean {
  const canary = runningCanary(manifest, name);
  if (!canary || visitor.id === null) return false;
  return visitor.preview || inCanary(visitor.id, name, canary.percent);
}

/**
 * The version of a remote this visitor gets: the version the page's HTML was
 * rendered with when it is the live version or the running canary (so the
 * remote hydrates the HTML it rendered), else the canary for a visitor on
 * it, else the live version. Undefined for a remote not in the manifest.
 */
export function visitorChoice(
  manifest: ReleaseManifest,
  name: string,
  visitor: Visitor,
  rendered?: string,
): RemoteSource | undefined {
  const live = manifest.remotes[name];
  if (!live) return undefined;
  const canary = runningCanary(manifest, name);
  const liveSource = { version: live.version, entry: live.entry };
  const canarySource = canary ? { version: canary.version, entry: canary.entry } : undefined;
  if (rendered !== undefined) {
    if (rendered === liveSource.version) return liveSource;
    if (canarySource && rendered === canarySource.version) return canarySource;
  }
  return canarySource && onCanary(manifest, name, visitor) ? canarySource : liveSource;
}

/** The cohort of a version of a remote: 'canary' when it is the canary that runs, else 'control'. */
export function cohortOfVersion(
  manifest: ReleaseManifest,
  name: string,
  version: string | null | undefined,
): Cohort {
  const canary = runningCanary(manifest, name);
  return canary !== null && version === canary.version ? 'canary' : 'control';
}

const RENDERED_ENTRY = /\/remotes\/(mfe-[a-z]+)\/([0-9A-Za-z._+-]{1,64})\/remoteEntry\.js(?:[?#]|$)/;

/**
 * The remote versions a prerendered page was rendered with, from the
 * scripts its hydration needs (`<meta name="hikari-hydration-scripts">`,
 * space separated): remote -> version of each remoteEntry.js it names.
 */
export function renderedVersions(scripts: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const url of scripts?.split(/\s+/) ?? []) {
    const match = RENDERED_ENTRY.exec(url);
    if (match && out[match[1]!] === undefined) out[match[1]!] = match[2]!;
  }
  return out;
}

// ---------------------------------------------------------------- candidates

/**
 * The versions to try for one remote, first choice first, without repeats
 * and without withdrawn versions: the pinned version (when the page is pinned),
 * the visitor's choice (the canary for a visitor on it, see visitorChoice),
 * the live version, the last known good version.
 */
export function remoteCandidates(
  manifest: ReleaseManifest,
  name: string,
  pinned?: RemoteSource,
  chosen?: RemoteSource,
): RemoteSource[] {
  const live = manifest.remotes[name];
  const listed: (RemoteSource | undefined)[] = [
    pinned,
    chosen,
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
  /**
   * What new build detection compares (decideNewBuild's `loaded`): the first
   * choices as the pin and the visitor's cookies give them, the page's HTML
   * aside, so a page whose HTML named another version does not reload for it.
   */
  fingerprint: string;
}

/** Who loads the page: the visitor's cookies and the remote versions the page's HTML was rendered with. */
export interface PageLoadContext {
  /** Default NO_VISITOR: the live versions. */
  visitor?: Visitor;
  /** renderedVersions of the page; only the version of the route's owner counts. */
  rendered?: Record<string, string>;
}

/**
 * What a page load uses. Outside the flow and on the completion page, the
 * visitor's versions (the live ones, or a running canary for a visitor on
 * it; see visitorChoice), and the pin is cleared; on a step of the flow,
 * the pinned versions when there is a pin none of whose versions is
 * withdrawn, otherwise the visitor's versions, which become the pin.
 */
export function planPageLoad(
  pathname: string,
  stored: FlowPin | null,
  manifest: ReleaseManifest,
  now: Date,
  context: PageLoadContext = {},
): PageLoadPlan {
  const position = flowPosition(pathname);
  const withdrawn = stored ? withdrawnPinnedVersions(stored, manifest) : [];
  const keep = position === 'step' && stored !== null && withdrawn.length === 0 ? stored : null;
  const visitor = context.visitor ?? NO_VISITOR;
  const owner = findRoute(pathname)?.owner;
  const candidates: Record<string, RemoteSource[]> = {};
  const expected: Record<string, string> = {};
  for (const name of Object.keys(manifest.remotes)) {
    const rendered = name === owner ? context.rendered?.[name] : undefined;
    const pinned = keep?.remotes[name];
    candidates[name] = remoteCandidates(
      manifest,
      name,
      pinned,
      visitorChoice(manifest, name, visitor, rendered),
    );
    const first = pinned?.version ?? visitorChoice(manifest, name, visitor)?.version;
    if (first !== undefined) expected[name] = first;
  }
  const fingerprint = versionsFingerprint(manifest, expected);
  let dropped: PageLoadPlan['dropped'] = null;
  if (stored && !keep) {
    if (withdrawn.length > 0) dropped = 'withdrawn';
    else dropped = position === 'completed' ? 'completed' : position === 'outside' ? 'left-flow' : null;
  }
  if (position !== 'step') return { pin: null, candidates, dropped, fingerprint };
  return { pin: keep ?? pinOf(candidates, now), candidates, dropped, fingerprint };
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
 * new shell build, remote versions for this visitor other than the ones the
 * page loaded (a release, a rollback, a canary started, withdrawn or promoted,
 * or a new percent, when it changes this visitor's version or cohort), or a
 * version the page runs that ops withdrew since, reload.
 */
export function decideNewBuild(input: {
  pathname: string;
  pin: FlowPin | null;
  manifest: ReleaseManifest;
  /** visitorFingerprint of what the page loaded (PageLoadPlan.fingerprint). */
  loaded: string;
  newShellBuild: boolean;
  /** Default NO_VISITOR (the live versions). */
  visitor?: Visitor;
  /** The version of each remote the page runs now. */
  running?: Record<string, string>;
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
  if (visitorFingerprint(manifest, input.visitor ?? NO_VISITOR) !== input.loaded) {
    return { action: 'reload', reason: 'a new version of a remote is live', dropPin: false };
  }
  const withdrawn = Object.entries(input.running ?? {})
    .filter(([name, version]) => isWithdrawn(manifest, name, version))
    .map(([name, version]) => `${name}@${version}`);
  if (withdrawn.length > 0) {
    return { action: 'reload', reason: `withdrawn while running: ${withdrawn.join(', ')}`, dropPin: false };
  }
  return { action: 'none' };
}

/**
 * A stable fingerprint of remote versions as one visitor gets them: name@version
 * sorted by name, a version on a running canary marked `~canary` (so promoting
 * the canary a visitor is on changes it: the page then runs a live version).
 */
export function versionsFingerprint(manifest: ReleaseManifest, versions: Record<string, string>): string {
  return Object.keys(versions)
    .sort()
    .map((name) => {
      const version = versions[name]!;
      return cohortOfVersion(manifest, name, version) === 'canary'
        ? `${name}@${version}~canary`
        : `${name}@${version}`;
    })
    .join(',');
}

/** The fingerprint of the versions a visitor gets from a manifest (no pin, no page HTML). */
export function visitorFingerprint(manifest: ReleaseManifest, visitor: Visitor): string {
  const versions: Record<string, string> = {};
  for (const name of Object.keys(manifest.remotes)) {
    const choice = visitorChoice(manifest, name, visitor);
    if (choice) versions[name] = choice.version;
  }
  return versionsFingerprint(manifest, versions);
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
