// Reading the small JSON files of a build or a deploy folder (remotes.json,
// releases.json, build.json, mf-manifest.json): one reader for the site tools.

import { readFileSync } from 'node:fs';

/** The file's JSON, or `fallback` when it is missing or is not JSON. */
export function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}
