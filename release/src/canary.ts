// Canaries: a remote's new version beside the live one for a share of
// visitors, re-weighted, promoted or withdrawn, and the policy of the
// automatic decision.
import { canaryPolicyOf, canaryPolicyProblems, type CanaryPolicy } from '@hikari/shared/domain';
import { installCanaryPages, setCanaryBuckets } from './pages';
import {
  CanaryEntry,
  ChangeOptions,
  DeployError,
  REMOTES,
  Remote,
  appendHistory,
  isRemote,
  liveInManifest,
  personOf,
  readHistory,
  readManifest,
  remoteEntryUrl,
  versionFilesExist,
  writeManifest,
} from './registry';
import { withLock } from './lock';
import {
  TargetStatus,
  assertSeen,
  changeReleased,
  makeLive,
  targetStatus,
  withdraw,
  withdrawnVersions,
} from './history';

//
// A canary is a released version of a remote served to a share of visitors
// beside the live one (shared/src/domain/canary.ts says which visitors). It is
// named in remotes.json (`canary`, read by the shell), its pages are installed
// in deploy/canary/<remote>/ (read by the page servers, release/src/pages.ts),
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
      ...personOf(options),
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
      ...personOf(options),
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
      person: options.person,
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
