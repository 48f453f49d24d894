// Run by build.mjs: writes dist/pglite-template.tar.gz, an in-memory PGlite
// cluster migrated and seeded with the demo data (see src/db/template.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { TEMPLATE_NAME } from '../db/template';
import { seedDatabase } from '../seed/seed';

async function main() {
  const started = performance.now();
  const database = await openDatabase({ pgliteDir: null });
  await migrateDatabase(database);
  const report = await seedDatabase(database);
  const blob = (await database.pglite!.dumpDataDir('gzip')) as Blob;
  const file = path.resolve(process.argv[2] ?? path.join(__dirname, TEMPLATE_NAME));
  writeFileSync(file, new Uint8Array(await blob.arrayBuffer()));
  await database.close();
  console.log(
    `pglite template: ${path.relative(process.cwd(), file)} (${Math.round(blob.size / 1024)} KiB, ` +
      `${report.areaTowns} towns) in ${Math.round(performance.now() - started)} ms`,
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
