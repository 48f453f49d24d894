// npm run seed [-- --force]
// Writes the demo data into every empty table (the API does the same at
// start). --force replaces the area master, buildings and contracts with the
// demo ones (submissions and referral codes are kept).
import { seedDatabase } from '../seed/seed';
import { parseArgs } from './args';
import { withDirectDatabase } from './direct-database';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const force = args.options.force === true;
  const started = performance.now();
  const report = await withDirectDatabase(
    'seed',
    'the server itself seeds empty tables at every start; to replace the master while it runs, npm run ops -- area:import <file.csv>',
    (database) => seedDatabase(database, { force }),
  );
  const written = Object.entries(report)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');
  console.log(`seed: ${written} rows written in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
