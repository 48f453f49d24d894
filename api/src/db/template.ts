// A ready PGlite cluster (migrated and seeded with the demo data) made at
// build time, so the first start on an empty data folder unpacks it (about
// 1 s) instead of running initdb and the seed (4-9 s on two busy cores). The
// server still runs the migrations and the seed check afterwards, so a
// template older than the code only costs the missing steps.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const TEMPLATE_NAME = 'pglite-template.tar.gz';

/** The template next to the bundle (api/dist) or, from the sources, in api/dist; PGLITE_TEMPLATE=none turns it off. */
export function findPgliteTemplate(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.PGLITE_TEMPLATE?.trim();
  if (configured === 'none') return null;
  const candidates = configured
    ? [configured]
    : [path.resolve(__dirname, TEMPLATE_NAME), path.resolve(__dirname, '../../dist', TEMPLATE_NAME)];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** Whether a PGlite folder holds no cluster yet. */
export function isEmptyCluster(pgliteDir: string): boolean {
  return !existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

export function loadTemplate(file: string): Blob {
  return new Blob([new Uint8Array(readFileSync(file))]);
}
