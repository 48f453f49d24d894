// What is live and how it changes: each part's status from its history, and
// the changes (make live, roll back, activate, withdraw), each checked against
// the state the person saw.
import path from 'node:path';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { staleStateMessage } from '@hikari/shared/domain';
import { installCanaryPages, installLivePages, removeCanaryPages } from './pages';
import { precompress } from './precompress';
import {
  Actor,
  CanaryEntry,
  ChangeOptions,
  ChangePerson,
  DeployError,
  HistoryEntry,
  LiveAction,
  REMOTES,
  Remote,
  RemoteManifestEntry,
  SeenState,
  TARGETS,
  TARGET_LABELS,
  Target,
  appendHistory,
  assertTarget,
  liveInManifest,
  onLive,
  personOf,
  readHistory,
  readManifest,
  readReleases,
  remoteEntryUrl,
  versionDir,
  versionFilesExist,
  writeManifest,
} from './registry';
import { withLock } from './lock';

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

export function withdrawnVersions(history: HistoryEntry[]): Set<string> {
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
  change: {
    action: 'release' | 'rollback' | 'activate' | 'promote';
    by: Actor;
    now: Date;
    person?: ChangePerson | undefined;
  },
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
    ...personOf(change),
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
  // The version's prerendered HTML becomes the live HTML of its routes (release/src/pages.ts).
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
      person: options.person,
    });
    return targetStatus(deployDir, name);
  });
}

/**
 * The frame of a change to one released version: the target and the version
 * are checked, `change` runs under the deploy lock, and the answer is the
 * target's status after it.
 */
export function changeReleased(
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
      person: options.person,
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
      makeLive(deployDir, target, back, { action: 'rollback', by, now, person: options.person });
    }
    appendHistory(deployDir, target, {
      at: now.toISOString(),
      action: 'withdraw',
      version,
      from: liveInManifest(deployDir, target),
      by,
      ...personOf(options),
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
