// Opens the database for a command that works on it directly (seed, area
// import): PostgreSQL when DATABASE_URL is set (safe next to running API
// instances), else the PGlite folder, which only one process may hold: when
// the API server is running, the command stops with a clear message.
import { loadConfig } from '../config';
import { openDatabase, pgliteDirOf, type Database } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { migrateDatabase } from '../db/migrate';

export async function withDirectDatabase<T>(
  command: string,
  viaServer: string,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  let release = () => undefined as void;
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        throw new Error(
          `${command}: the API server (pid ${error.pid}) holds the data folder ${config.dataDir}.\n` +
            `Stop it first, or do it through the running server: ${viaServer}`,
          { cause: error },
        );
      }
      throw error;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteDir: pgliteDirOf(config.dataDir),
  });
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
    release();
  }
}
