// npm run area:import -- <file.csv> [--kind towns|buildings]
// Replaces the service-area master (or the registered buildings) with the
// file, checking every row first (see api/README.md for the columns). Works
// on the database directly; while the API server runs on the PGlite folder,
// use `npm run ops -- area:import <file.csv>` instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectKind, ImportRejected, importArea, type ImportKind } from '../modules/area/import-area';
import { option, parseArgs } from './args';
import { withDirectDatabase } from './direct-database';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const file = args.positional[0];
  if (!file) throw new Error('usage: npm run area:import -- <file.csv> [--kind towns|buildings]');
  const kindOption = option(args, 'kind');
  if (kindOption && kindOption !== 'towns' && kindOption !== 'buildings') {
    throw new Error('--kind must be towns or buildings');
  }
  // npm runs workspace scripts in api/; a path is meant from where the command was typed.
  const text = readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const kind = (kindOption as ImportKind | undefined) ?? detectKind(text);
  const report = await withDirectDatabase('area:import', `npm run ops -- area:import ${file}`, (database) =>
    importArea(database, text, kind),
  );
  console.log(`area:import: ${report.kind} master replaced with ${report.rows} rows from ${file}`);
}

main().catch((error: unknown) => {
  if (error instanceof ImportRejected) console.error(`area:import: ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
