// The version of every remote this page runs (or is loading), for error
// reports: a report names the remote and version its route or chunk came from.
// And the canary of each remote that ran when the page loaded (issue 19), so
// a report or a RUM event can say whether that version is the canary
// ('canary') or not ('control').
import type { Cohort, RouteOwner } from '@hikari/shared/domain/core';
import type { RemoteName } from '@hikari/shared/ui';
import { SHELL_BUILD_ID } from './shell-build';

const inUse = new Map<RemoteName, string>();
const canaries = new Map<string, string>();

export function setVersionInUse(name: RemoteName, version: string): void {
  inUse.set(name, version);
}

export function versionsInUse(): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(inUse);
}

/** The canary version of each remote in the manifest the page loaded with (remote -> version). */
export function setRunningCanaries(versions: Record<string, string>): void {
  canaries.clear();
  for (const [name, version] of Object.entries(versions)) canaries.set(name, version);
}

/** The version of a remote (or the shell's build) this page runs, or null while not known. */
export function versionInUse(owner: RouteOwner): string | null {
  if (owner === 'shell') return SHELL_BUILD_ID;
  return inUse.get(owner as RemoteName) ?? null;
}

/** 'canary' when `version` is the canary of `owner` that runs; the shell is always 'control'. */
export function cohortOfVersionInUse(owner: RouteOwner, version: string | null | undefined): Cohort {
  if (owner === 'shell' || !version) return 'control';
  return canaries.get(owner) === version ? 'canary' : 'control';
}

/** The cohort of the version of `owner` this page runs. */
export function cohortOf(owner: RouteOwner): Cohort {
  return cohortOfVersionInUse(owner, versionInUse(owner));
}
