// The registry of what is live: the parts of the site, the deploy folder's
// files (remotes.json, each part's releases.json and history.json, the
// version folders) and the types every change uses.
import path from 'node:path';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import {
  REMOTE_NAMES,
  SITE_PART_LABELS,
  type CanaryPolicy,
  type RemoteName,
  type SitePart,
} from '@hikari/shared/domain';
import { compressBeside } from './precompress';
import { readJson } from './json-file';

/** The remotes, from the remote registry (shared/src/domain/remotes.ts). */
export const REMOTES: readonly RemoteName[] = REMOTE_NAMES;
export type Remote = RemoteName;
/** What ops can release and roll back: the shell and each remote. */
export const TARGETS: readonly SitePart[] = ['shell', ...REMOTES];
export type Target = SitePart;

/** Names the console shows. */
export const TARGET_LABELS: Record<Target, string> = SITE_PART_LABELS;

/** Who changed it: a command, the console, or the server's own canary check (api/src/modules/canary). */
export type Actor = 'cli' | 'console' | 'auto';
/**
 * 'canary' starts a canary beside the live version, 'canary-percent' changes
 * its share of visitors, 'promote' makes it live for everyone; a canary that
 * is withdrawn is a 'withdraw' of its version.
 */
export type LiveAction =
  'release' | 'rollback' | 'activate' | 'withdraw' | 'canary' | 'canary-percent' | 'promote';

/**
 * The person who made a change from a shell (tools/site/cli.ts): the ops
 * person of OPS_API_TOKEN and the role they acted in, or the shell account
 * (`user@host`, login and role null) when no token was set. Absent on the
 * console's entries (the API's audit log names that person) and on older ones.
 */
export interface ChangePerson {
  name: string;
  login: string | null;
  role: string | null;
}

/** The `person` field of a history entry, when the change names one (never `person: undefined`). */
export const personOf = (change: { person?: ChangePerson | undefined }): { person?: ChangePerson } =>
  change.person ? { person: change.person } : {};

/** One change in a remote's (or the shell's) live history. */
export interface HistoryEntry {
  at: string;
  action: LiveAction;
  /** The version made live, or (withdraw) the version withdrawn. */
  version: string;
  /** The version live before this change; null at the first release. */
  from: string | null;
  by: Actor;
  /** Who made it from a shell (see ChangePerson). */
  person?: ChangePerson;
  /** A canary's share of visitors (canary, canary-percent). */
  percent?: number;
}

export interface ReleaseRecord {
  version: string;
  releasedAt: string;
  /** Hash of the sources a remote's build came from; `npm start` rebuilds a remote only when it changes. */
  sourceFingerprint?: string;
}

export interface RemoteManifestEntry {
  version: string;
  entry: string;
  /** What the shell loads when the live version's entry or a chunk fails to load. */
  lastKnownGood?: { version: string; entry: string };
  /** Versions ops withdrew: a visitor pinned to one of them leaves it at once. */
  withdrawn?: string[];
  /** A version served to `percent`% of visitors beside the live one (shared/src/domain/canary.ts). */
  canary?: CanaryEntry;
}

export interface CanaryEntry {
  version: string;
  entry: string;
  /** 0..100: the visitors whose bucket for this remote is below it. */
  percent: number;
  /** When the canary started (its figures count from then). */
  since: string;
}

export interface Manifest {
  remotes: Partial<Record<Remote, RemoteManifestEntry>>;
  /** What ops set for canaries: sampling of real visitors' figures, and the automatic decision. */
  canaryPolicy?: CanaryPolicy;
  /** The live shell build: open pages compare it with the build they run and reload once. */
  shell?: { build: string; publishedAt: string };
  updatedAt?: string;
}

/** A refused change; nothing was changed. The message is Japanese: the console shows it as is. */
export class DeployError extends Error {
  constructor(
    message: string,
    /**
     * 'locked': another change is running, try again; 'stale': what the person
     * saw (the live version, the canary) is no longer so; 'input': the request
     * itself is wrong.
     */
    readonly reason: 'input' | 'locked' | 'stale' | 'files' = 'input',
  ) {
    super(message);
  }
}

/**
 * What the person asking saw when they asked (the console's screen): the
 * change is refused as 'stale' when it no longer holds, so a tab left open
 * cannot roll back a second time what another tab rolled back already.
 * A field left out is not checked (the commands, which read as they run).
 */
export interface SeenState {
  /** The live version (null: none was live). */
  live?: string | null;
  /** The running canary's version and share (null: none was running). */
  canary?: { version: string; percent: number } | null;
}

export interface ChangeOptions {
  by?: Actor;
  /** Who made the change from a shell; written into the history entry. */
  person?: ChangePerson;
  /** The clock. Default now. */
  now?: Date;
  seen?: SeenState;
}

/** What makeLive tells its hooks. */
export interface LiveChange {
  deployDir: string;
  target: Target;
  version: string;
  from: string | null;
  action: LiveAction;
}

/**
 * Called (synchronously, under the lock) after every change of what is live,
 * once the manifest names the new version. Prerendered pages of a version are
 * installed from here. A hook that throws fails the change it was told of
 * after the manifest was written; it should not.
 */
export const onLive: ((change: LiveChange) => void)[] = [];

export function isRemote(name: string): name is Remote {
  return (REMOTES as readonly string[]).includes(name);
}

export function isTarget(name: string): name is Target {
  return (TARGETS as readonly string[]).includes(name);
}

export function assertTarget(name: string): asserts name is Target {
  if (!isTarget(name)) {
    throw new DeployError(`「${name}」というリモートはありません（${TARGETS.join('、')} のいずれか）`);
  }
}

// ---------------------------------------------------------------- files

function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

export function targetDir(deployDir: string, target: Target): string {
  return target === 'shell'
    ? path.join(deployDir, 'shell-versions')
    : path.join(deployDir, 'remotes', target);
}

/** The folder holding one version's files. */
export function versionDir(deployDir: string, target: Target, version: string): string {
  return path.join(targetDir(deployDir, target), version);
}

/** Whether a version's files are all there (a remote's entry, a shell's page). */
export function versionFilesExist(deployDir: string, target: Target, version: string): boolean {
  const file = target === 'shell' ? 'index.html' : 'remoteEntry.js';
  return existsSync(path.join(versionDir(deployDir, target, version), file));
}

export function remoteEntryUrl(remote: Remote, version: string): string {
  return `/remotes/${remote}/${version}/remoteEntry.js`;
}

export function readManifest(deployDir: string): Manifest {
  return readJson<Manifest>(path.join(deployDir, 'remotes.json'), { remotes: {} });
}

/** remotes.json, with its .br and .gz written first (it is served compressed like every text file). */
export function writeManifest(deployDir: string, manifest: Manifest, now: Date): void {
  const file = path.join(deployDir, 'remotes.json');
  const value = { ...manifest, updatedAt: now.toISOString() };
  compressBeside(file, new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`));
  writeJsonAtomic(file, value);
}

export function readReleases(deployDir: string, target: Target): ReleaseRecord[] {
  return readJson<ReleaseRecord[]>(path.join(targetDir(deployDir, target), 'releases.json'), []);
}

export function writeReleases(deployDir: string, target: Target, records: ReleaseRecord[]): void {
  writeJsonAtomic(path.join(targetDir(deployDir, target), 'releases.json'), records);
}

export function liveInManifest(deployDir: string, target: Target): string | null {
  const manifest = readManifest(deployDir);
  return (target === 'shell' ? manifest.shell?.build : manifest.remotes[target]?.version) ?? null;
}

/**
 * The live history, oldest first. A deploy folder from before the history was
 * kept gets it rebuilt from releases.json (each release went live when it was
 * released) and, when the manifest names an earlier version, a rollback to it;
 * it is written out with the next change.
 */
export function readHistory(deployDir: string, target: Target): HistoryEntry[] {
  const file = path.join(targetDir(deployDir, target), 'history.json');
  if (existsSync(file)) return readJson<HistoryEntry[]>(file, []);
  const live = liveInManifest(deployDir, target);
  if (!live) return [];
  const history: HistoryEntry[] = [];
  let previous: string | null = null;
  for (const release of readReleases(deployDir, target)) {
    history.push({
      at: release.releasedAt,
      action: 'release',
      version: release.version,
      from: previous,
      by: 'cli',
    });
    previous = release.version;
  }
  if (previous !== live) {
    const at = readManifest(deployDir).updatedAt ?? history.at(-1)?.at ?? new Date(0).toISOString();
    history.push({
      at,
      action: previous === null ? 'release' : 'rollback',
      version: live,
      from: previous,
      by: 'cli',
    });
  }
  return history;
}

export function appendHistory(deployDir: string, target: Target, entry: HistoryEntry): void {
  const file = path.join(targetDir(deployDir, target), 'history.json');
  writeJsonAtomic(file, [...readHistory(deployDir, target), entry]);
}
