// Builds and publishing for `npm run release|rollback|remotes` and `npm start`:
// what is live, and every change of it, is release/src/releases.ts (the same
// code the API's ops endpoints call); this file adds the builds and the
// default deploy folder (DEPLOY_DIR or <repo>/deploy).
//
// A release never touches another remote's files; a rollback rebuilds nothing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DeployError,
  REMOTES,
  activate,
  assertPercent,
  assertTarget,
  isLiveShellBuild,
  isRemote,
  listTargets,
  nextRemoteVersion,
  personOf,
  publishRemoteVersion,
  publishShellVersion,
  readManifest as readManifestIn,
  readReleases as readReleasesIn,
  rollback,
  shellBuildIdOf,
  versionDir,
  withLock,
  type Actor,
  type ChangePerson,
  type Manifest,
  type ReleaseRecord,
  type Remote,
  type TargetStatus,
} from '@hikari/release/releases';
import { remoteContractProblems, shellContractProblems } from './contract';
import { releaseBudgetProblems } from './budget';
import { renderRemotePages, renderShellPages } from './prerender';
import { publishOps } from './publish-ops';
import { readJson } from '@hikari/release/json-file';

export { DeployError, REMOTES, isRemote };
export type { Manifest, ReleaseRecord, Remote, TargetStatus };

export const ROOT = path.resolve(__dirname, '../..');

export function deployDir(): string {
  return process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : path.join(ROOT, 'deploy');
}

export function readManifest(): Manifest {
  return readManifestIn(deployDir());
}

export function readReleases(remote: Remote): ReleaseRecord[] {
  return readReleasesIn(deployDir(), remote);
}

function assertRemote(name: string): asserts name is Remote {
  if (!isRemote(name)) {
    throw new DeployError(`「${name}」というリモートはありません（${REMOTES.join('、')} のいずれか）`);
  }
}

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else {
      hash.update(path.relative(ROOT, full));
      hash.update(new Uint8Array(readFileSync(full)));
    }
  }
}

/** What a remote's build depends on: its own package, shared, the build tooling and the lockfile. */
export function sourceFingerprint(remote: Remote): string {
  const hash = createHash('sha256');
  for (const dir of [remote, 'shared/src', 'tools/webpack']) hashTree(hash, path.join(ROOT, dir));
  for (const file of [`${remote}/package.json`, 'shared/package.json', 'package-lock.json']) {
    const full = path.join(ROOT, file);
    if (existsSync(full)) hash.update(new Uint8Array(readFileSync(full)));
  }
  return hash.digest('hex').slice(0, 16);
}

function packageVersion(remote: Remote): string {
  return readJson<{ version: string }>(path.join(ROOT, remote, 'package.json'), { version: '0.0.0' }).version;
}

function buildRemote(remote: Remote, version: string): void {
  execFileSync('npm', ['run', 'build', '--workspace', remote], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, REMOTE_VERSION: version },
  });
}

export interface ReleaseOptions {
  /** Build before publishing. Default true; false publishes the existing dist/. */
  build?: boolean;
  /** Folder to publish. Default <remote>/dist. */
  distDir?: string;
  log?: (line: string) => void;
  /** Who asked. Default 'cli'. */
  by?: Actor;
  /** The person who asked from a shell (tools/site/cli.ts), for the history entry. */
  person?: ChangePerson;
  /** Publish as a canary to this share of visitors (0..100) beside the live version. */
  canaryPercent?: number;
}

/** Builds one remote, copies it into a new immutable version folder and makes it live. */
export function releaseRemote(name: string, options: ReleaseOptions = {}): ReleaseRecord {
  assertRemote(name);
  // A canary's share is checked before the build, not after it.
  if (options.canaryPercent !== undefined) assertPercent(options.canaryPercent);
  const log = options.log ?? console.log;
  const dir = deployDir();
  // Held through the build: the version number is taken before it and used by it.
  return withLock(dir, () => {
    const before = readManifestIn(dir).remotes[name]?.version ?? null;
    const version = nextRemoteVersion(dir, name, packageVersion(name));
    const fingerprint = sourceFingerprint(name);
    if (options.build !== false) buildRemote(name, version);
    const distDir = options.distDir ?? path.join(ROOT, name, 'dist');
    // Before anything is rendered or goes live: the build must run in the live shell (tools/site/contract.ts).
    const problems = remoteContractProblems(dir, name, distDir);
    if (problems.length > 0) {
      throw new DeployError(
        `${name} ${version} は公開しません。公開中のシェルと合いません：\n${problems.map((p) => `- ${p}`).join('\n')}`,
      );
    }
    // Nor over its budget: what a first visit to its routes downloads (tools/site/budget.ts).
    const overBudget = releaseBudgetProblems(dir, name, distDir);
    if (overBudget.length > 0) {
      throw new DeployError(
        `${name} ${version} は公開しません。初回表示の JavaScript が予算を超えています：\n${overBudget.map((p) => `- ${p}`).join('\n')}`,
      );
    }
    // Its routes' HTML inside the live shell's layout, published with the version (tools/site/prerender.ts).
    renderRemotePages(dir, name, version, distDir);
    const record = publishRemoteVersion(dir, name, version, distDir, {
      sourceFingerprint: fingerprint,
      by: options.by ?? 'cli',
      ...personOf(options),
      ...(options.canaryPercent === undefined ? {} : { canaryPercent: options.canaryPercent }),
    });
    log(
      options.canaryPercent === undefined
        ? `${name} ${version} is live (previous: ${before ?? 'none'})`
        : `${name} ${version} is a canary for ${options.canaryPercent}% of visitors (live: ${before ?? 'none'})`,
    );
    return record;
  });
}

/**
 * Without a version: makes the version live before the current one live
 * again (from the live history; never one rolled away from or withdrawn).
 * With one: makes that version live (back or forward). Nothing is rebuilt.
 * Works for the shell too (`shell`).
 */
export function rollbackRemote(
  name: string,
  version?: string,
  log = console.log,
  person?: ChangePerson,
): string {
  assertTarget(name);
  const dir = deployDir();
  const options = { by: 'cli' as const, ...personOf({ person }) };
  const status = version ? activate(dir, name, version, options) : rollback(dir, name, options);
  const last = status.history.at(-1);
  const live = status.live?.version ?? '';
  log(
    `${name} ${last?.action === 'activate' ? 'switched' : 'rolled back'}: ${last?.from ?? 'none'} -> ${live}`,
  );
  return live;
}

export function listRemotes(): TargetStatus[] {
  return listTargets(deployDir());
}

/**
 * Keeps shell/dist as a shell version of its own (deploy/shell-versions/<build>)
 * and makes it live: its files are copied over deploy/shell, keeping the hashed
 * chunks of the builds before for pages still open, and remotes.json names the
 * build, so open pages notice it on their next check and reload once.
 */
export function publishShell(log = console.log, dist = path.join(ROOT, 'shell', 'dist')): void {
  // The same build again (the build cache gave back the live one): its checks passed and its
  // pages were drawn when it went live, and every remote release since drew its own.
  const build = shellBuildIdOf(dist);
  if (build && isLiveShellBuild(deployDir(), build)) {
    log(`shell ${build} is live already`);
    return;
  }
  // The live remotes keep running in the new shell: it must share what each of them requires.
  const live = Object.entries(readManifest().remotes).flatMap(([remote, entry]) =>
    entry && isRemote(remote) ? [{ remote, dir: versionDir(deployDir(), remote, entry.version) }] : [],
  );
  const problems = shellContractProblems(dist, live);
  if (problems.length > 0) {
    throw new DeployError(
      `このシェルのビルドは公開しません。公開中のリモートと合いません：\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  }
  // Nor over the shell's budget: what a first visit to / downloads (tools/site/budget.ts).
  const overBudget = releaseBudgetProblems(deployDir(), 'shell', dist);
  if (overBudget.length > 0) {
    throw new DeployError(
      `このシェルのビルドは公開しません。初回表示の JavaScript が予算を超えています：\n${overBudget.map((p) => `- ${p}`).join('\n')}`,
    );
  }
  // The shell's pages, and every remote version's pages inside its layout (tools/site/prerender.ts).
  renderShellPages(deployDir(), dist);
  const published = publishShellVersion(deployDir(), dist, { by: 'cli' });
  log(
    published.changed
      ? `shell ${published.build} published to ${path.join(deployDir(), 'shell')}`
      : `shell ${published.build} is live already`,
  );
}

export type PublishPlan =
  | { action: 'up-to-date'; live: string }
  | { action: 'kept'; live: string; released: string }
  | { action: 'release' };

/** What `npm start` does with a remote whose sources hash to `fingerprint`. */
export function publishPlan(remote: Remote, fingerprint: string): PublishPlan {
  const live = readManifest().remotes[remote]?.version;
  if (!live) return { action: 'release' };
  const releases = readReleases(remote);
  if (releases.find((r) => r.version === live)?.sourceFingerprint === fingerprint) {
    return { action: 'up-to-date', live };
  }
  const released = releases.filter((r) => r.sourceFingerprint === fingerprint).at(-1);
  return released ? { action: 'kept', live, released: released.version } : { action: 'release' };
}

/**
 * `npm start`: makes sure every remote has a live version built from the
 * current sources; a remote whose sources did not change keeps its version.
 * When the current sources were released already as a version ops then rolled
 * back from or withdrew, ops' choice stands: nothing is rebuilt or made live.
 */
export function publishAll(log = console.log): void {
  publishShell(log);
  publishOps(deployDir(), log);
  for (const remote of REMOTES) {
    const plan = publishPlan(remote, sourceFingerprint(remote));
    if (plan.action === 'up-to-date') log(`${remote} ${plan.live} is live and up to date`);
    else if (plan.action === 'kept') {
      log(`${remote}: the current sources are ${plan.released}, which is not live; ${plan.live} stays live`);
    } else releaseRemote(remote, { build: true, log });
  }
}
