// The files a visitor's text can come from, for the repository scans of the
// domain tests (one name for each thing, one wording for each term). Node
// only: used by tests, never by the browser or the API.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository root: every package keeps its code and copy under <package>/src. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|graphql|html|json)$/.test(name) && !/\.(test|e2e)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every source and copy file of the shell, the remotes, shared and the API; tests are left out. */
export function siteSourceFiles(): string[] {
  return readdirSync(REPOSITORY_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => path.join(REPOSITORY_ROOT, entry.name, 'src'))
    .filter((src) => statSync(src, { throwIfNoEntry: false })?.isDirectory())
    .flatMap(sourceFiles);
}

/** A file's path from the repository root, with forward slashes. */
export function repositoryPath(file: string): string {
  return path.relative(REPOSITORY_ROOT, file).split(path.sep).join('/');
}
