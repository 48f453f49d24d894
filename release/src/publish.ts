// Publishing: a remote's build into a new immutable version folder, a shell
// build into its own folder, each made live.
import path from 'node:path';
import { cpSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { precompress } from './precompress';
import { readJson } from './json-file';
import {
  ChangeOptions,
  DeployError,
  ReleaseRecord,
  Remote,
  liveInManifest,
  personOf,
  readHistory,
  readManifest,
  readReleases,
  versionDir,
  writeReleases,
} from './registry';
import { withLock } from './lock';
import { makeLive, withdrawnVersions } from './history';
import { startCanary } from './canary';

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
      startCanary(deployDir, remote, version, options.canaryPercent, {
        by: options.by ?? 'cli',
        now,
        ...personOf(options),
      });
    } else {
      makeLive(deployDir, remote, version, {
        action: 'release',
        by: options.by ?? 'cli',
        now,
        person: options.person,
      });
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
    makeLive(deployDir, 'shell', build, { action: 'release', by, now, person: options.person });
    return { build, changed: true };
  });
}
