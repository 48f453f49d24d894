// Releases and rollbacks of the remotes, and publishing of the shell.
//
// deploy/
//   remotes.json                  live version and entry URL of every remote, and the id of the
//                                 live shell build (served no-cache)
//   remotes/<remote>/<version>/   one immutable folder per release
//   remotes/<remote>/releases.json  every release of that remote, oldest first
//   shell/                        the shell's current build
//
// A release never touches another remote's files; a rollback rebuilds nothing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress';

export const ROOT = path.resolve(__dirname, '../..');
export const REMOTES = ['mfe-apply', 'mfe-campaign', 'mfe-option', 'mfe-area'] as const;
export type Remote = (typeof REMOTES)[number];

export function deployDir(): string {
  return process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : path.join(ROOT, 'deploy');
}

export interface ReleaseRecord {
  version: string;
  releasedAt: string;
  /** Hash of the sources the build came from; `npm start` rebuilds a remote only when it changes. */
  sourceFingerprint: string;
}

export interface Manifest {
  remotes: Partial<Record<Remote, { version: string; entry: string }>>;
  /** The live shell build: open pages compare it with the build they run and reload once. */
  shell?: { build: string; publishedAt: string };
  updatedAt?: string;
}

export class DeployError extends Error {}

export function isRemote(name: string): name is Remote {
  return (REMOTES as readonly string[]).includes(name);
}

function assertRemote(name: string): asserts name is Remote {
  if (!isRemote(name)) {
    throw new DeployError(`unknown remote "${name}"; one of: ${REMOTES.join(', ')}`);
  }
}

function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

export function readManifest(): Manifest {
  return readJson<Manifest>(path.join(deployDir(), 'remotes.json'), { remotes: {} });
}

function writeManifest(manifest: Manifest): void {
  writeJsonAtomic(path.join(deployDir(), 'remotes.json'), {
    ...manifest,
    updatedAt: new Date().toISOString(),
  });
}

function releasesFile(remote: Remote): string {
  return path.join(deployDir(), 'remotes', remote, 'releases.json');
}

export function readReleases(remote: Remote): ReleaseRecord[] {
  return readJson<ReleaseRecord[]>(releasesFile(remote), []);
}

/** One release or rollback at a time. */
function withLock<T>(work: () => T): T {
  mkdirSync(deployDir(), { recursive: true });
  const lock = path.join(deployDir(), '.lock');
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    const age = Date.now() - statSync(lock).mtimeMs;
    if (age < 10 * 60 * 1000) {
      throw new DeployError(`another release or rollback is running (${lock}); try again when it ends`);
    }
    unlinkSync(lock); // left behind by a crashed run
    fd = openSync(lock, 'wx');
  }
  try {
    return work();
  } finally {
    closeSync(fd);
    unlinkSync(lock);
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

function nextVersion(remote: Remote): string {
  return `${packageVersion(remote)}-r${readReleases(remote).length + 1}`;
}

function buildRemote(remote: Remote, version: string): void {
  execFileSync('npm', ['run', 'build', '--workspace', remote], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, REMOTE_VERSION: version },
  });
}

function makeLive(remote: Remote, version: string): void {
  const manifest = readManifest();
  manifest.remotes[remote] = { version, entry: `/remotes/${remote}/${version}/remoteEntry.js` };
  writeManifest(manifest);
}

export interface ReleaseOptions {
  /** Build before publishing. Default true; false publishes the existing dist/. */
  build?: boolean;
  /** Folder to publish. Default <remote>/dist. */
  distDir?: string;
  log?: (line: string) => void;
}

/** Builds one remote, copies it into a new immutable version folder and makes it live. */
export function releaseRemote(name: string, options: ReleaseOptions = {}): ReleaseRecord {
  assertRemote(name);
  const log = options.log ?? console.log;
  return withLock(() => {
    const version = nextVersion(name);
    const fingerprint = sourceFingerprint(name);
    if (options.build !== false) buildRemote(name, version);
    const dist = options.distDir ?? path.join(ROOT, name, 'dist');
    if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
      throw new DeployError(`${name}/dist has no remoteEntry.js: the build failed or did not run`);
    }
    const target = path.join(deployDir(), 'remotes', name, version);
    if (existsSync(target)) throw new DeployError(`${target} exists already; versions are immutable`);
    const staging = `${target}.staging`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(dist, staging, {
      recursive: true,
      // Source maps stay with the build, not on the public folder; index.html is dev-only.
      filter: (src) => !src.endsWith('.map') && path.basename(src) !== 'index.html',
    });
    precompress(staging);
    renameSync(staging, target);
    const record: ReleaseRecord = {
      version,
      releasedAt: new Date().toISOString(),
      sourceFingerprint: fingerprint,
    };
    writeJsonAtomic(releasesFile(name), [...readReleases(name), record]);
    makeLive(name, version);
    log(`${name} ${version} is live (previous: ${previousLive(name, version) ?? 'none'})`);
    return record;
  });
}

function previousLive(remote: Remote, current: string): string | null {
  const versions = readReleases(remote).map((r) => r.version);
  const index = versions.indexOf(current);
  return index > 0 ? versions[index - 1] : null;
}

/** Makes the previous (or the named) version live again; nothing is rebuilt. */
export function rollbackRemote(name: string, version?: string, log = console.log): string {
  assertRemote(name);
  return withLock(() => {
    const releases = readReleases(name);
    const live = readManifest().remotes[name]?.version;
    let target: string | undefined;
    if (version) {
      target = releases.find((r) => r.version === version)?.version;
      if (!target) {
        throw new DeployError(
          `${name} has no version ${version}; available: ${releases.map((r) => r.version).join(', ') || 'none'}`,
        );
      }
    } else {
      const index = releases.findIndex((r) => r.version === live);
      target = index > 0 ? releases[index - 1].version : undefined;
      if (!target) throw new DeployError(`${name} has no version before ${live ?? 'the live one'}`);
    }
    if (!existsSync(path.join(deployDir(), 'remotes', name, target, 'remoteEntry.js'))) {
      throw new DeployError(`the files of ${name} ${target} are missing from ${deployDir()}`);
    }
    makeLive(name, target);
    log(`${name} rolled back: ${live ?? 'none'} -> ${target}`);
    return target;
  });
}

export interface RemoteStatus {
  remote: Remote;
  live: string | null;
  releases: ReleaseRecord[];
}

export function listRemotes(): RemoteStatus[] {
  const manifest = readManifest();
  return REMOTES.map((remote) => ({
    remote,
    live: manifest.remotes[remote]?.version ?? null,
    releases: readReleases(remote),
  }));
}

/** The id the shell's build wrote into build.json (tools/webpack/create-config.ts). */
function shellBuildIdOf(dist: string): string {
  const id = readJson<{ buildId?: unknown }>(path.join(dist, 'build.json'), {}).buildId;
  if (typeof id !== 'string' || id === '') {
    throw new DeployError('shell/dist has no build.json with a buildId: build the shell in production mode');
  }
  return id;
}

/**
 * Copies the shell's build into deploy/shell, swapping folders so no visitor
 * sees half of it, then names the build in remotes.json: open pages notice
 * it on their next check and reload once.
 */
export function publishShell(log = console.log, dist = path.join(ROOT, 'shell', 'dist')): void {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new DeployError('shell/dist has no index.html: build the shell first');
  }
  const build = shellBuildIdOf(dist);
  const target = path.join(deployDir(), 'shell');
  const staging = `${target}.staging`;
  const old = `${target}.old`;
  rmSync(staging, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
  // Hashed chunks of the previous shell stay available to pages still open.
  if (existsSync(target)) cpSync(target, staging, { recursive: true });
  cpSync(dist, staging, {
    recursive: true,
    // A rebuilt file must not keep the compressed copies of its old content.
    filter: (src) => {
      if (src.endsWith('.map')) return false;
      for (const suffix of ['.gz', '.br'])
        rmSync(path.join(staging, path.relative(dist, src)) + suffix, { force: true });
      return true;
    },
  });
  precompress(staging);
  if (existsSync(target)) renameSync(target, old);
  renameSync(staging, target);
  rmSync(old, { recursive: true, force: true });
  // Named only once its files are in place, so a page told of the build finds it.
  withLock(() => {
    const manifest = readManifest();
    if (manifest.shell?.build !== build) {
      writeManifest({ ...manifest, shell: { build, publishedAt: new Date().toISOString() } });
    }
  });
  log(`shell ${build} published to ${target}`);
}

/**
 * `npm start`: makes sure every remote has a live version built from the
 * current sources; a remote whose sources did not change keeps its version.
 */
export function publishAll(log = console.log): void {
  publishShell(log);
  for (const remote of REMOTES) {
    const live = readManifest().remotes[remote]?.version;
    const record = readReleases(remote).find((r) => r.version === live);
    if (record && record.sourceFingerprint === sourceFingerprint(remote)) {
      log(`${remote} ${live} is live and up to date`);
      continue;
    }
    releaseRemote(remote, { build: true, log });
  }
}
