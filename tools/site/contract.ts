// The contract between a remote version and the shell it runs in, checked
// before anything goes live:
//
// - shared: every federation singleton the remote requires (its
//   mf-manifest.json: name, requiredVersion) must be met by the version the
//   shell provides (the shell's build.json, written by its build). A remote
//   built for a React major the shell does not have would otherwise load and
//   fail in the visitor's browser.
// - routes: the pages the remote's ./routes module exposes must be exactly the
//   routes the route table gives it (shared/src/domain/remotes.ts). A missing
//   page would answer the real 404 on a route the site links to; an extra one
//   would never be reached.
//
// The messages name the package or route, in Japanese like every refusal of
// the release tools.
import path from 'node:path';
import { satisfies, validRange } from 'semver';
import type { RouteOwner } from '@hikari/shared/domain';
import { readJson } from '@hikari/release/json-file';
import { exposedPages, liveShellOf, routesOf } from './prerender';

export { liveShellOf };

/** A shared module as a remote's mf-manifest.json lists it. */
export interface SharedRequirement {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** What the remote's build requires of the shell, or null when its mf-manifest.json cannot be read. */
export function sharedRequirementsOf(distDir: string): SharedRequirement[] | null {
  const manifest = readJson<{ shared?: unknown } | undefined>(
    path.join(distDir, 'mf-manifest.json'),
    undefined,
  );
  if (!manifest || !Array.isArray(manifest.shared)) return null;
  return manifest.shared.filter(
    (entry): entry is SharedRequirement =>
      typeof entry === 'object' && entry !== null && typeof (entry as SharedRequirement).name === 'string',
  );
}

/**
 * The singleton versions a shell build provides (its build.json), or null for
 * a build from before they were recorded.
 */
export function providedSharedOf(shellDir: string): Record<string, string> | null {
  const build = readJson<{ shared?: unknown } | undefined>(path.join(shellDir, 'build.json'), undefined);
  const shared = build?.shared;
  if (typeof shared !== 'object' || shared === null) return null;
  return Object.fromEntries(
    Object.entries(shared).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Each singleton the remote requires that the shell does not provide at a version in range. */
export function sharedProblems(
  requirements: readonly SharedRequirement[],
  provided: Readonly<Record<string, string>>,
  shell = '公開中のシェル',
): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion, singleton } of requirements) {
    // A non-singleton is bundled with the remote; no range means any version will do.
    if (!singleton || !requiredVersion || !validRange(requiredVersion)) continue;
    const have = provided[name];
    if (have === undefined) {
      problems.push(`${name}（${requiredVersion}）：${shell}はこのパッケージを共有していません`);
    } else if (!satisfies(have, requiredVersion)) {
      problems.push(`${name}：${requiredVersion} が必要ですが、${shell}が共有するのは ${have} です`);
    }
  }
  return problems;
}

/** Each route the table gives the remote that its build does not expose, and each it exposes beyond them. */
export function routeProblems(owned: readonly string[], exposed: readonly string[]): string[] {
  const missing = owned.filter((route) => !exposed.includes(route));
  const extra = exposed.filter((route) => !owned.includes(route));
  return [
    ...missing.map(
      (route) => `${route}：ルート表ではこのリモートのページですが、ビルドの ./routes にありません`,
    ),
    ...extra.map(
      (route) => `${route}：ビルドの ./routes にありますが、ルート表ではこのリモートのページではありません`,
    ),
  ];
}

/**
 * What stops a remote's build from going live beside the live shell: shared
 * singletons out of range and routes that differ from the route table. Empty
 * when it may go live. While no shell is live there is nothing to check against.
 */
export function remoteContractProblems(deployDir: string, remote: RouteOwner, distDir: string): string[] {
  const requirements = sharedRequirementsOf(distDir);
  if (!requirements)
    return ['ビルドに読める mf-manifest.json がありません：ビルドが失敗したか実行されていません'];
  const shell = liveShellOf(deployDir);
  if (!shell) return [];
  const provided = providedSharedOf(shell.dir);
  // A shell built before build.json listed its singletons: its pages still render, only this check is skipped.
  const problems = provided ? sharedProblems(requirements, provided) : [];
  const exposed = exposedPages(shell.dir, path.join(distDir, 'ssr', 'ssr.js'));
  if (exposed) problems.push(...routeProblems(routesOf(remote), exposed));
  return problems;
}

/**
 * A shell build about to go live against the remote versions that are live:
 * each singleton one of them requires that the new shell would not meet,
 * named with the remote. A shell build without the list is not checked.
 */
export function shellContractProblems(
  distDir: string,
  liveRemotes: readonly { remote: string; dir: string }[],
): string[] {
  const provided = providedSharedOf(distDir);
  if (!provided) return [];
  return liveRemotes.flatMap(({ remote, dir }) =>
    sharedProblems(sharedRequirementsOf(dir) ?? [], provided, 'このシェル').map(
      (problem) => `${remote}：${problem}`,
    ),
  );
}
