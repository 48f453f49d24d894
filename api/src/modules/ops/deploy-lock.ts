// The deploy lock this API instance takes for every change of what is live
// (the console's releases and canaries, the canary check): on PostgreSQL the
// advisory lock every instance and every command with DATABASE_URL share
// (release/src/deploy-lock.ts); on the embedded PGlite, releases.ts's lock file.
import { CONSOLE_LOCK_WAIT_MS, deployLockOver } from '@hikari/release/deploy-lock';
import type { SharedDeployLock } from '@hikari/release/releases';
import type { Database } from '../../db/client';

export function instanceDeployLock(
  database: Database,
  waitMs: number = CONSOLE_LOCK_WAIT_MS,
): SharedDeployLock | null {
  if (database.kind !== 'postgres') return null;
  return deployLockOver((name, work) => database.withLock(name, work, { waitMs }));
}
