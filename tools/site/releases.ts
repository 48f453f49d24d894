// What is live on the site, and every change of it: the one implementation
// behind `npm run release|rollback|remotes` (tools/site/cli.ts) and the API's
// ops endpoints (api/src/modules/ops/remotes-routes.ts). Plain file operations on an
// explicit deploy folder, no build step: a rollback rebuilds nothing.
//
// deploy/
//   remotes.json                          live version, entry, last known good and withdrawn
//                                         versions of every remote; the live shell build
//   remotes/<remote>/<version>/           one immutable folder per release
//   remotes/<remote>/releases.json        every release of that remote, oldest first
//   remotes/<remote>/history.json         every change of what is live, oldest first
//   shell/                                the files visitors get (live build plus the hashed
//                                         chunks of earlier builds, for pages still open)
//   shell-versions/<build>/               one folder per published shell build
//   shell-versions/releases.json          every published shell build, oldest first
//   shell-versions/history.json           every change of the live shell build
//
// A plain rollback returns to the version that was live before the current
// one according to the live history, never to one ops rolled away from or
// withdrew: after r1 -> release r2 -> rollback (r1) -> release r3, a rollback
// gives r1, not r2.
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  REMOTE_NAMES,
  SITE_PART_LABELS,
  canaryPolicyOf,
  canaryPolicyProblems,
  staleStateMessage,
  type CanaryPolicy,
  type RemoteName,
  type SitePart,
} from '@hikari/shared/domain';
import { installCanaryPages, installLivePages, removeCanaryPages, setCanaryBuckets } from './pages';
import { compressBeside, precompress } from './precompress';
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

/** One change in a remote's (or the shell's) live history. */
export interface HistoryEntry {
  at: string;
  action: LiveAction;
  /** The version made live, or (withdraw) the version withdrawn. */
  version: string;
  /** The version live before this change; null at the first release. */
  from: string | null;
  by: Actor;
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

function targetDir(deployDir: string, target: Target): string {
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
function writeManifest(deployDir: string, manifest: Manifest, now: Date): void {
  const file = path.join(deployDir, 'remotes.json');
  const value = { ...manifest, updatedAt: now.toISOString() };
  compressBeside(file, new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`));
  writeJsonAtomic(file, value);
}

export function readReleases(deployDir: string, target: Target): ReleaseRecord[] {
  return readJson<ReleaseRecord[]>(path.join(targetDir(deployDir, target), 'releases.json'), []);
}

function writeReleases(deployDir: string, target: Target, records: ReleaseRecord[]): void {
  writeJsonAtomic(path.join(targetDir(deployDir, target), 'releases.json'), records);
}

function liveInManifest(deployDir: string, target: Target): string | null {
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

function appendHistory(deployDir: string, target: Target, entry: HistoryEntry): void {
  const file = path.join(targetDir(deployDir, target), 'history.json');
  writeJsonAtomic(file, [...readHistory(deployDir, target), entry]);
}

// ---------------------------------------------------------------- the lock

const held = new Set<string>();

export const LOCKED_MESSAGE =
  '別のリリースまたはロールバックが実行中です。終わってからもう一度お試しください';

/**
 * One change at a time on one host, whoever makes it (CLI or API). The lock
 * file names the process holding it; a lock left by a process that is gone is
 * taken over. Nested calls in the same process run inside the outer one, and
 * so does every call inside withDeployLock's shared lock.
 */
export function withLock<T>(deployDir: string, work: () => T): T {
  const dir = path.resolve(deployDir);
  if (held.has(dir)) return work();
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.lock');
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    if (lockIsLive(lock)) {
      throw new DeployError(LOCKED_MESSAGE, 'locked');
    }
    unlinkSync(lock);
    fd = openSync(lock, 'wx');
  }
  writeFileSync(fd, String(process.pid));
  held.add(dir);
  try {
    return work();
  } finally {
    held.delete(dir);
    closeSync(fd);
    unlinkSync(lock);
  }
}

/**
 * A lock held across hosts (PostgreSQL's advisory lock, tools/site/deploy-lock.ts):
 * runs `work` holding it, or throws DeployError 'locked' when it was not had in time.
 */
export type SharedDeployLock = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * One change at a time across hosts: with a shared lock (on PostgreSQL) it
 * replaces the lock file, and every release function called inside `work`
 * runs under it; without one (the embedded PGlite's single API process and
 * the commands of its host) it is the lock file of withLock.
 */
export async function withDeployLock<T>(
  deployDir: string,
  shared: SharedDeployLock | null,
  work: () => T,
): Promise<T> {
  const dir = path.resolve(deployDir);
  if (!shared || held.has(dir)) return withLock(deployDir, work);
  return shared(async () => {
    // `work` is synchronous: nothing else in this process runs while it holds the mark.
    held.add(dir);
    try {
      return work();
    } finally {
      held.delete(dir);
    }
  });
}

function lockIsLive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8').trim());
  } catch {
    return false; // gone meanwhile
  }
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
  // A lock without a pid (being written, or from an older tool): trust it for 10 minutes.
  return Date.now() - statSync(lock).mtimeMs < 10 * 60 * 1000;
}

// ---------------------------------------------------------------- state

export interface VersionStatus {
  version: string;
  releasedAt: string;
  live: boolean;
  withdrawn: boolean;
  /** When ops last rolled back away from this version (and it was not made live again since). */
  rolledAwayAt: string | null;
}

export interface TargetStatus {
  name: Target;
  label: string;
  live: { version: string; since: string } | null;
  lastKnownGood: string | null;
  /** Every release, oldest first. */
  versions: VersionStatus[];
  /** Every change of what is live, oldest first. */
  history: HistoryEntry[];
  /** The running canary (remotes only), or null. */
  canary: { version: string; percent: number; since: string } | null;
}

/** The actions that make a version live for everyone (a canary's start and percent do not). */
export const MAKES_LIVE: ReadonlySet<LiveAction> = new Set(['release', 'rollback', 'activate', 'promote']);

function withdrawnVersions(history: HistoryEntry[]): Set<string> {
  return new Set(history.filter((e) => e.action === 'withdraw').map((e) => e.version));
}

/** Version -> when it was last rolled away from, for versions not made live again since. */
function rolledAway(history: HistoryEntry[]): Map<string, string> {
  const marks = new Map<string, string>();
  for (const entry of history) {
    if (!MAKES_LIVE.has(entry.action)) continue;
    marks.delete(entry.version);
    if (entry.action === 'rollback' && entry.from !== null) marks.set(entry.from, entry.at);
  }
  return marks;
}

/** When the live version last went live, from the history. */
function liveSince(history: HistoryEntry[], live: string): string | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i]!;
    if (MAKES_LIVE.has(entry.action) && entry.version === live) return entry.at;
  }
  return null;
}

/**
 * What a plain rollback goes to: the latest version live before the current
 * one that ops neither rolled away from nor withdrew, and whose files are
 * still there. The manifest's last known good version is the same one.
 */
export function rollbackTarget(
  deployDir: string,
  target: Target,
  live = liveInManifest(deployDir, target),
): string | null {
  const history = readHistory(deployDir, target);
  const withdrawn = withdrawnVersions(history);
  const marks = rolledAway(history);
  const released = new Set(readReleases(deployDir, target).map((r) => r.version));
  const sequence = history.filter((e) => MAKES_LIVE.has(e.action)).map((e) => e.version);
  for (let i = sequence.length - 1; i >= 0; i -= 1) {
    const version = sequence[i]!;
    if (version === live || withdrawn.has(version) || marks.has(version)) continue;
    if (!released.has(version) || !versionFilesExist(deployDir, target, version)) continue;
    return version;
  }
  return null;
}

export function targetStatus(deployDir: string, target: Target): TargetStatus {
  const history = readHistory(deployDir, target);
  const live = liveInManifest(deployDir, target);
  const withdrawn = withdrawnVersions(history);
  const marks = rolledAway(history);
  const since = live ? (liveSince(history, live) ?? '') : '';
  const versions: VersionStatus[] = readReleases(deployDir, target).map((r) => ({
    version: r.version,
    releasedAt: r.releasedAt,
    live: r.version === live,
    withdrawn: withdrawn.has(r.version),
    rolledAwayAt: marks.get(r.version) ?? null,
  }));
  // A shell published before builds were kept: listed until the next publish keeps it.
  if (live && !versions.some((v) => v.live)) {
    versions.push({ version: live, releasedAt: since, live: true, withdrawn: false, rolledAwayAt: null });
  }
  const canary = target === 'shell' ? undefined : readManifest(deployDir).remotes[target]?.canary;
  return {
    name: target,
    label: TARGET_LABELS[target],
    live: live ? { version: live, since } : null,
    lastKnownGood: live ? rollbackTarget(deployDir, target) : null,
    versions,
    history,
    canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since } : null,
  };
}

export function listTargets(deployDir: string): TargetStatus[] {
  return TARGETS.map((target) => targetStatus(deployDir, target));
}

/**
 * The manifest entry of a remote from its live version and history. A
 * running canary stays, unless it is the version made live or was withdrawn.
 */
function remoteManifestEntry(
  deployDir: string,
  remote: Remote,
  version: string,
  canary: CanaryEntry | undefined = readManifest(deployDir).remotes[remote]?.canary,
): RemoteManifestEntry {
  const good = rollbackTarget(deployDir, remote, version);
  const withdrawn = [...withdrawnVersions(readHistory(deployDir, remote))];
  const keepCanary = canary && canary.version !== version && !withdrawn.includes(canary.version);
  return {
    version,
    entry: remoteEntryUrl(remote, version),
    ...(good ? { lastKnownGood: { version: good, entry: remoteEntryUrl(remote, good) } } : {}),
    ...(withdrawn.length > 0 ? { withdrawn } : {}),
    ...(keepCanary ? { canary } : {}),
  };
}

// ---------------------------------------------------------------- changes

/**
 * The one way anything becomes live: records the change in the live history,
 * puts the version's files in place (the shell) and names it in remotes.json,
 * then tells the onLive hooks. Call it under withLock.
 */
export function makeLive(
  deployDir: string,
  target: Target,
  version: string,
  change: { action: 'release' | 'rollback' | 'activate' | 'promote'; by: Actor; now: Date },
): void {
  if (!versionFilesExist(deployDir, target, version)) {
    throw new DeployError(`${target} ${version} のファイルが ${deployDir} にありません`, 'files');
  }
  const from = liveInManifest(deployDir, target);
  appendHistory(deployDir, target, {
    at: change.now.toISOString(),
    action: change.action,
    version,
    from,
    by: change.by,
  });
  const manifest = readManifest(deployDir);
  if (target === 'shell') {
    installShellFiles(deployDir, version);
    const record = readReleases(deployDir, 'shell').find((r) => r.version === version);
    manifest.shell = { build: version, publishedAt: record?.releasedAt ?? change.now.toISOString() };
  } else {
    manifest.remotes[target] = remoteManifestEntry(deployDir, target, version);
  }
  writeManifest(deployDir, manifest, change.now);
  // The version's prerendered HTML becomes the live HTML of its routes (tools/site/pages.ts).
  installLivePages(deployDir, target, version);
  if (target === 'shell') {
    // Every running canary's pages, as rendered inside this shell build.
    for (const remote of REMOTES) {
      const canary = manifest.remotes[remote]?.canary;
      if (canary) installCanaryPages(deployDir, remote, canary.version);
    }
  } else if (!manifest.remotes[target]?.canary) {
    removeCanaryPages(deployDir, target);
  }
  for (const hook of onLive) hook({ deployDir, target, version, from, action: change.action });
}

/**
 * Copies a shell build over deploy/shell, swapping folders so no visitor sees
 * half of it. The hashed chunks of the builds before stay, for pages still
 * open on them.
 */
function installShellFiles(deployDir: string, build: string): void {
  const source = versionDir(deployDir, 'shell', build);
  const target = path.join(deployDir, 'shell');
  const staging = `${target}.staging`;
  const old = `${target}.old`;
  rmSync(staging, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) cpSync(target, staging, { recursive: true });
  cpSync(source, staging, {
    recursive: true,
    // A file of another content must not keep the compressed copies of the one it replaces.
    // The build's prerendered pages are installed into deploy/pages by makeLive, not served from here.
    filter: (src) => {
      if (path.relative(source, src) === 'pages') return false;
      for (const suffix of ['.gz', '.br']) {
        rmSync(path.join(staging, path.relative(source, src)) + suffix, { force: true });
      }
      return true;
    },
  });
  precompress(staging);
  if (existsSync(target)) renameSync(target, old);
  renameSync(staging, target);
  rmSync(old, { recursive: true, force: true });
}

function releasedOrder(deployDir: string, target: Target): string[] {
  return readReleases(deployDir, target).map((r) => r.version);
}

function assertReleased(deployDir: string, target: Target, version: string): void {
  const versions = releasedOrder(deployDir, target);
  if (!versions.includes(version)) {
    throw new DeployError(
      `${target} に版 ${version} はありません（あるのは ${versions.join('、') || 'なし'}）`,
    );
  }
}

const canaryText = (canary: { version: string; percent: number } | null | undefined) =>
  canary ? `カナリア ${canary.version}（訪問者の ${canary.percent}%）` : 'カナリアなし';

/**
 * Refuses a change (as 'stale', nothing changed) when what the person saw is
 * no longer so: the live version, or the running canary and its share.
 */
export function assertSeen(deployDir: string, target: Target, seen: SeenState | undefined): void {
  if (!seen) return;
  const name = `${TARGET_LABELS[target]}（${target}）`;
  const stale = (was: string, now: string) => new DeployError(staleStateMessage(name, was, now), 'stale');
  if (seen.live !== undefined) {
    const live = liveInManifest(deployDir, target);
    if (live !== seen.live) {
      throw stale(`公開中の版 ${seen.live ?? 'なし'} `, `公開中の版 ${live ?? 'なし'} `);
    }
  }
  if (seen.canary !== undefined) {
    const running = target === 'shell' ? undefined : readManifest(deployDir).remotes[target]?.canary;
    const same =
      (running?.version ?? null) === (seen.canary?.version ?? null) &&
      (!running || !seen.canary || running.percent === seen.canary.percent);
    if (!same) throw stale(canaryText(seen.canary), canaryText(running));
  }
}

/** Makes the version live before the current one live again (see rollbackTarget). */
export function rollback(deployDir: string, name: string, options: ChangeOptions = {}): TargetStatus {
  assertTarget(name);
  return withLock(deployDir, () => {
    assertSeen(deployDir, name, options.seen);
    const live = liveInManifest(deployDir, name);
    if (!live) throw new DeployError(`${name} には公開中の版がありません`);
    const version = rollbackTarget(deployDir, name);
    if (!version) {
      throw new DeployError(
        `${name} には ${live} の前に公開していた版で戻せるものがありません（戻した版と取り下げた版は、版を指定したときだけ選べます）`,
      );
    }
    makeLive(deployDir, name, version, {
      action: 'rollback',
      by: options.by ?? 'cli',
      now: options.now ?? new Date(),
    });
    return targetStatus(deployDir, name);
  });
}

/**
 * The frame of a change to one released version: the target and the version
 * are checked, `change` runs under the deploy lock, and the answer is the
 * target's status after it.
 */
function changeReleased(
  deployDir: string,
  name: string,
  version: string,
  seen: SeenState | undefined,
  change: (target: Target) => void,
): TargetStatus {
  assertTarget(name);
  return withLock(deployDir, () => {
    assertSeen(deployDir, name, seen);
    assertReleased(deployDir, name, version);
    change(name);
    return targetStatus(deployDir, name);
  });
}

/**
 * Makes a named version live: a rollback when it was released before the
 * live one (the live one is then marked rolled away from), else a roll
 * forward. A withdrawn version is refused.
 */
export function activate(
  deployDir: string,
  name: string,
  version: string,
  options: ChangeOptions = {},
): TargetStatus {
  return changeReleased(deployDir, name, version, options.seen, (target) => {
    const live = liveInManifest(deployDir, target);
    if (version === live) throw new DeployError(`${target} ${version} はすでに公開中です`);
    if (withdrawnVersions(readHistory(deployDir, target)).has(version)) {
      throw new DeployError(`${target} ${version} は取り下げた版なので公開できません`);
    }
    const order = releasedOrder(deployDir, target);
    const older = live !== null && order.indexOf(version) < order.indexOf(live);
    makeLive(deployDir, target, version, {
      action: older ? 'rollback' : 'activate',
      by: options.by ?? 'cli',
      now: options.now ?? new Date(),
    });
  });
}

/**
 * Marks a version withdrawn: it is never made live again, and visitors kept
 * on it (the application flow) leave it at once. A live version is rolled
 * back first; when there is nothing to roll back to, nothing is changed.
 */
export function withdraw(
  deployDir: string,
  name: string,
  version: string,
  options: ChangeOptions = {},
): TargetStatus {
  return changeReleased(deployDir, name, version, options.seen, (target) => {
    const history = readHistory(deployDir, target);
    if (withdrawnVersions(history).has(version)) {
      throw new DeployError(`${target} ${version} はすでに取り下げています`);
    }
    const now = options.now ?? new Date();
    const by = options.by ?? 'cli';
    if (liveInManifest(deployDir, target) === version) {
      const back = rollbackTarget(deployDir, target);
      if (!back) {
        throw new DeployError(
          `${target} ${version} は公開中で、代わりに戻せる版がないため取り下げられません`,
        );
      }
      makeLive(deployDir, target, back, { action: 'rollback', by, now });
    }
    appendHistory(deployDir, target, {
      at: now.toISOString(),
      action: 'withdraw',
      version,
      from: liveInManifest(deployDir, target),
      by,
    });
    // The manifest lists it at once (a withdrawn version is never the last known good one).
    if (target !== 'shell') {
      const manifest = readManifest(deployDir);
      const live = manifest.remotes[target]?.version;
      if (live) manifest.remotes[target] = remoteManifestEntry(deployDir, target, live);
      writeManifest(deployDir, manifest, now);
      if (!manifest.remotes[target]?.canary) removeCanaryPages(deployDir, target);
    }
  });
}

// ---------------------------------------------------------------- canaries
//
// A canary is a released version of a remote served to a share of visitors
// beside the live one (shared/src/domain/canary.ts says which visitors). It is
// named in remotes.json (`canary`, read by the shell), its pages are installed
// in deploy/canary/<remote>/ (read by the page servers, tools/site/pages.ts),
// and every change of it is a line of the live history and goes through the
// deploy lock, like any release. Promoting it is makeLive.

function assertRemoteName(name: string): asserts name is Remote {
  if (!isRemote(name)) {
    throw new DeployError(`「${name}」というリモートはありません（${REMOTES.join('、')} のいずれか）`);
  }
}

/** A share of visitors: a whole number from 0 to 100. */
export function assertPercent(percent: unknown): asserts percent is number {
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new DeployError('割合は 0 から 100 までの整数（%）で指定してください');
  }
}

function runningCanary(deployDir: string, remote: Remote): CanaryEntry {
  const canary = readManifest(deployDir).remotes[remote]?.canary;
  if (!canary) throw new DeployError(`${remote} にはいま公開中のカナリアがありません`);
  return canary;
}

function writeCanary(deployDir: string, remote: Remote, canary: CanaryEntry | undefined, now: Date): void {
  const manifest = readManifest(deployDir);
  const entry = manifest.remotes[remote];
  if (!entry) throw new DeployError(`${remote} には公開中の版がありません`);
  const { canary: _previous, ...rest } = entry;
  manifest.remotes[remote] = canary ? { ...rest, canary } : rest;
  writeManifest(deployDir, manifest, now);
}

/**
 * Publishes a released version of a remote as a canary to `percent`% of
 * visitors (0: only ops' preview), beside the live version. Refused for the
 * live version, a withdrawn one, and while another canary of that remote runs.
 */
export function startCanary(
  deployDir: string,
  name: string,
  version: string,
  percent: number,
  options: ChangeOptions = {},
): TargetStatus {
  assertRemoteName(name);
  assertPercent(percent);
  return changeReleased(deployDir, name, version, options.seen, () => {
    const remote: Remote = name;
    const live = liveInManifest(deployDir, remote);
    if (!live) throw new DeployError(`${remote} には公開中の版がないため、カナリアにはできません`);
    if (version === live) throw new DeployError(`${remote} ${version} はすでに全員に公開中です`);
    if (withdrawnVersions(readHistory(deployDir, remote)).has(version)) {
      throw new DeployError(`${remote} ${version} は取り下げた版なのでカナリアにできません`);
    }
    if (!versionFilesExist(deployDir, remote, version)) {
      throw new DeployError(`${remote} ${version} のファイルが ${deployDir} にありません`, 'files');
    }
    const running = readManifest(deployDir).remotes[remote]?.canary;
    if (running) {
      throw new DeployError(
        `${remote} ではカナリア ${running.version} が公開中です。先に全員に公開するか取り下げてください`,
      );
    }
    const now = options.now ?? new Date();
    appendHistory(deployDir, remote, {
      at: now.toISOString(),
      action: 'canary',
      version,
      from: live,
      by: options.by ?? 'cli',
      percent,
    });
    // Pages first, then the manifest that sends the shell there, then the buckets that send visitors.
    installCanaryPages(deployDir, remote, version);
    writeCanary(
      deployDir,
      remote,
      { version, entry: remoteEntryUrl(remote, version), percent, since: now.toISOString() },
      now,
    );
    setCanaryBuckets(deployDir, remote, percent);
  });
}

/** Changes the share of visitors a remote's running canary gets. */
export function setCanaryPercent(
  deployDir: string,
  name: string,
  percent: number,
  options: ChangeOptions = {},
): TargetStatus {
  assertRemoteName(name);
  assertPercent(percent);
  return withLock(deployDir, () => {
    assertSeen(deployDir, name, options.seen);
    const canary = runningCanary(deployDir, name);
    if (canary.percent === percent)
      throw new DeployError(`カナリア ${canary.version} はすでに ${percent}% です`);
    const now = options.now ?? new Date();
    appendHistory(deployDir, name, {
      at: now.toISOString(),
      action: 'canary-percent',
      version: canary.version,
      from: liveInManifest(deployDir, name),
      by: options.by ?? 'cli',
      percent,
    });
    writeCanary(deployDir, name, { ...canary, percent }, now);
    setCanaryBuckets(deployDir, name, percent);
    return targetStatus(deployDir, name);
  });
}

/** Makes a remote's running canary the live version for everyone (makeLive, action 'promote'). */
export function promoteCanary(deployDir: string, name: string, options: ChangeOptions = {}): TargetStatus {
  assertRemoteName(name);
  return withLock(deployDir, () => {
    assertSeen(deployDir, name, options.seen);
    const canary = runningCanary(deployDir, name);
    makeLive(deployDir, name, canary.version, {
      action: 'promote',
      by: options.by ?? 'cli',
      now: options.now ?? new Date(),
    });
    return targetStatus(deployDir, name);
  });
}

/**
 * Withdraws a remote's running canary: every visitor gets the live version
 * again, and the version is marked withdrawn (never loaded, never made live;
 * a visitor's application pinned to it leaves it at its next step).
 */
export function withdrawCanary(deployDir: string, name: string, options: ChangeOptions = {}): TargetStatus {
  assertRemoteName(name);
  return withLock(deployDir, () => {
    assertSeen(deployDir, name, options.seen);
    return withdraw(deployDir, name, runningCanary(deployDir, name).version, options);
  });
}

/** The canary policy ops set (defaults for what they did not). */
export function readCanaryPolicy(deployDir: string): CanaryPolicy {
  return canaryPolicyOf(readManifest(deployDir).canaryPolicy);
}

/** Changes some settings of the canary policy; a setting out of its limits refuses the whole change. */
export function setCanaryPolicy(
  deployDir: string,
  patch: Record<string, unknown>,
  options: ChangeOptions = {},
): CanaryPolicy {
  const problems = canaryPolicyProblems(patch);
  if (problems.length > 0) throw new DeployError(problems.join('。'));
  return withLock(deployDir, () => {
    const manifest = readManifest(deployDir);
    const policy = canaryPolicyOf({ ...readCanaryPolicy(deployDir), ...patch });
    manifest.canaryPolicy = policy;
    writeManifest(deployDir, manifest, options.now ?? new Date());
    return policy;
  });
}

/** `<package version>-r<N>`, N one more than the releases so far. */
export function nextRemoteVersion(deployDir: string, remote: Remote, packageVersion: string): string {
  return `${packageVersion}-r${readReleases(deployDir, remote).length + 1}`;
}

/**
 * Copies a remote's build into a new immutable version folder, records the
 * release and makes it live. Source maps and the standalone dev page stay out.
 */
export function publishRemoteVersion(
  deployDir: string,
  remote: Remote,
  version: string,
  distDir: string,
  options: ChangeOptions & {
    sourceFingerprint?: string;
    /** Publish as a canary to this share of visitors (0..100) instead of making it live. */
    canaryPercent?: number;
  } = {},
): ReleaseRecord {
  return withLock(deployDir, () => {
    if (!existsSync(path.join(distDir, 'remoteEntry.js'))) {
      throw new DeployError(
        `${remote} のビルド（${distDir}）に remoteEntry.js がありません：ビルドが失敗したか実行されていません`,
      );
    }
    const target = versionDir(deployDir, remote, version);
    if (existsSync(target)) throw new DeployError(`${target} はすでにあります：版は書き換えられません`);
    const staging = `${target}.staging`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(distDir, staging, {
      recursive: true,
      filter: (src) => !src.endsWith('.map') && path.basename(src) !== 'index.html',
    });
    precompress(staging);
    renameSync(staging, target);
    const now = options.now ?? new Date();
    const record: ReleaseRecord = {
      version,
      releasedAt: now.toISOString(),
      ...(options.sourceFingerprint ? { sourceFingerprint: options.sourceFingerprint } : {}),
    };
    writeReleases(deployDir, remote, [...readReleases(deployDir, remote), record]);
    if (options.canaryPercent !== undefined) {
      startCanary(deployDir, remote, version, options.canaryPercent, { by: options.by ?? 'cli', now });
    } else {
      makeLive(deployDir, remote, version, { action: 'release', by: options.by ?? 'cli', now });
    }
    return record;
  });
}

/** The id the shell's build wrote into build.json (tools/webpack/create-config.ts). */
export function shellBuildIdOf(dir: string): string | null {
  const id = readJson<{ buildId?: unknown }>(path.join(dir, 'build.json'), {}).buildId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Whether this shell build is the live one, kept and in place (so publishing it again changes nothing). */
export function isLiveShellBuild(deployDir: string, build: string): boolean {
  return (
    liveInManifest(deployDir, 'shell') === build &&
    existsSync(versionDir(deployDir, 'shell', build)) &&
    existsSync(path.join(deployDir, 'shell'))
  );
}

/**
 * A deploy folder from before shell builds were kept: the shell in place
 * becomes the first kept build, so ops can come back to it.
 */
function adoptShellInPlace(deployDir: string): void {
  const live = path.join(deployDir, 'shell');
  const build = shellBuildIdOf(live);
  if (!build || existsSync(versionDir(deployDir, 'shell', build))) return;
  const target = versionDir(deployDir, 'shell', build);
  cpSync(live, `${target}.staging`, { recursive: true });
  renameSync(`${target}.staging`, target);
  const publishedAt = readManifest(deployDir).shell?.publishedAt ?? statSync(live).mtime.toISOString();
  writeReleases(deployDir, 'shell', [
    ...readReleases(deployDir, 'shell'),
    { version: build, releasedAt: publishedAt },
  ]);
}

/**
 * Keeps a shell build as a version of its own (deploy/shell-versions/<build>)
 * and makes it live. Publishing the build that is live already changes nothing.
 */
export function publishShellVersion(
  deployDir: string,
  distDir: string,
  options: ChangeOptions = {},
): { build: string; changed: boolean } {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new DeployError('シェルのビルドに index.html がありません：先にシェルをビルドしてください');
  }
  const build = shellBuildIdOf(distDir);
  if (!build) {
    throw new DeployError(
      'シェルのビルドに buildId のある build.json がありません：本番モードでビルドしてください',
    );
  }
  return withLock(deployDir, () => {
    adoptShellInPlace(deployDir);
    const now = options.now ?? new Date();
    const by = options.by ?? 'cli';
    const target = versionDir(deployDir, 'shell', build);
    if (!existsSync(target)) {
      const staging = `${target}.staging`;
      rmSync(staging, { recursive: true, force: true });
      cpSync(distDir, staging, { recursive: true, filter: (src) => !src.endsWith('.map') });
      precompress(staging);
      renameSync(staging, target);
      writeReleases(deployDir, 'shell', [
        ...readReleases(deployDir, 'shell'),
        { version: build, releasedAt: now.toISOString() },
      ]);
    } else if (liveInManifest(deployDir, 'shell') === build && existsSync(path.join(deployDir, 'shell'))) {
      return { build, changed: false };
    }
    if (withdrawnVersions(readHistory(deployDir, 'shell')).has(build)) {
      throw new DeployError(`シェル ${build} は取り下げたビルドなので公開できません`);
    }
    makeLive(deployDir, 'shell', build, { action: 'release', by, now });
    return { build, changed: true };
  });
}

// ---------------------------------------------------------------- audit

export interface LiveHistoryAuditEntry {
  at: string;
  action: LiveAction;
  /** 'shell' or the remote's name. */
  target: Target;
  description: string;
  actor: Actor;
}

/** One line of the live history as the audit log words it (no personal data: versions only). */
export function describeChange(
  target: Target,
  entry: Pick<HistoryEntry, 'action' | 'version' | 'from' | 'percent'>,
): string {
  const name = `${TARGET_LABELS[target]}（${target}）`;
  const from = entry.from ?? 'なし';
  switch (entry.action) {
    case 'release':
      return `${name}の ${entry.version} を公開（それまで ${from}）`;
    case 'rollback':
      return `${name}を ${from} から ${entry.version} に戻した`;
    case 'activate':
      return `${name}を ${from} から ${entry.version} に切り替えた`;
    case 'withdraw':
      return `${name}の ${entry.version} を取り下げた（公開中は ${from}）`;
    case 'canary':
      return `${name}の ${entry.version} をカナリアとして訪問者の ${entry.percent ?? 0}% に公開（公開中は ${from}）`;
    case 'canary-percent':
      return `${name}のカナリア ${entry.version} を訪問者の ${entry.percent ?? 0}% にした`;
    case 'promote':
      return `${name}のカナリア ${entry.version} を全員に公開（それまで ${from}）`;
  }
}

/**
 * The live history of the shell and every remote as audit entries, newest
 * first: what `npm run release|rollback` (by 'cli') and the console (by
 * 'console') changed. `by` keeps one kind only. A change made from the
 * console is also a row of the API's audit log (api/src/modules/ops/remotes-routes.ts
 * records it), so a list merging both takes `{ by: 'cli' }` from here to show
 * each change once.
 */
export function liveHistoryAuditEntries(
  deployDir: string,
  options: { by?: Actor } = {},
): LiveHistoryAuditEntry[] {
  const entries: LiveHistoryAuditEntry[] = [];
  for (const target of TARGETS) {
    const file = path.join(targetDir(deployDir, target), 'history.json');
    if (!existsSync(file)) continue; // nothing ever changed through the tools
    for (const entry of readJson<HistoryEntry[]>(file, [])) {
      if (options.by && entry.by !== options.by) continue;
      entries.push({
        at: entry.at,
        action: entry.action,
        target,
        description: describeChange(target, entry),
        actor: entry.by,
      });
    }
  }
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
