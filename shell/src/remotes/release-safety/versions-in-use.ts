// The version of every remote this page runs (or is loading), for error
// reports: a report names the remote and version its route or chunk came from.
import type { RemoteName } from '@hikari/shared/ui';

const inUse = new Map<RemoteName, string>();

export function setVersionInUse(name: RemoteName, version: string): void {
  inUse.set(name, version);
}

export function versionsInUse(): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(inUse);
}
