// One change of what is live at a time: a lock file in the deploy folder for
// the processes of one host, and the shared lock the API's instances hold
// across hosts (deploy-lock.ts) around it.
import path from 'node:path';
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { DeployError } from './registry';

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
 * A lock held across hosts (PostgreSQL's advisory lock, release/src/deploy-lock.ts):
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
