// JavaScript budgets: what a first visit downloads, per part of the site,
// checked before a release or a shell publish goes live (tools/site/deploy.ts).
//
// - A remote: its remoteEntry.js and the scripts of its exposed ./routes
//   module (the sync assets of its mf-manifest.json), which is what the
//   prerendered page of any of its routes names for hydration and what a
//   first visit to those routes loads besides the shell.
// - The shell: a first visit to `/`: the start script written into its
//   index.html, the federation runtime that script adds, its start-up chunks
//   and the page chunk of `/` (page-chunks.json), the same list the
//   prerendered `/` names.
//
// The file lists come from tools/site/prerender.ts, so the budget counts what
// the pages really load. Sizes are gzip level 9 of each file, as
// `npm run bench:pages` counts them (it imports gzipSize and kib from here).
//
// The budget sits next to the part's entry: <remote>/budget.json,
// shell/budget.json, e.g. {"firstVisitKiB": 60, "note": "…"}. A part without
// the file is not checked (a new remote has no agreed figure yet); a file that
// is there but unreadable refuses the release, so a typo never turns the check
// off unnoticed.
//
//   node --import tsx tools/site/budget.ts         each live part's size beside its budget
//   node --import tsx tools/site/budget.ts --set   writes each budget as the live size plus a margin
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { shellPageScripts } from '@hikari/webpack-config/page-chunks';
import { readJson } from '@hikari/release/json-file';
import { remoteHints, shellHints } from './prerender';
import { DeployError, REMOTES, readManifest, versionDir, type Target } from '@hikari/release/releases';

const ROOT = path.resolve(__dirname, '../..');

/** Bytes a file takes gzip-compressed at level 9, which is what a CDN in front of the site would send. */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/** Bytes as KiB with one decimal: `12.3 KiB`. */
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** One script of a first visit: its path inside the build folder and its gzip size. */
export interface Chunk {
  file: string;
  gzip: number;
}

/** The content hash webpack puts in a chunk's name (`[name].[contenthash:8].js`, main.<hash>.js). */
const CONTENT_HASH = /\.[0-9a-f]{8}(?=\.js$)/;

/**
 * A chunk's name without its content hash, which stays the same from one
 * build to the next: `page-campaign.1a2b3c4d.js` → `page-campaign.js`.
 */
export function chunkKey(file: string): string {
  return file.replace(CONTENT_HASH, '');
}

export const totalOf = (chunks: readonly Chunk[]): number => chunks.reduce((sum, c) => sum + c.gzip, 0);

function shellIndex(shellDir: string): string | null {
  const index = path.join(shellDir, 'index.html');
  return existsSync(index) ? readFileSync(index, 'utf8') : null;
}

/**
 * The script files the shell's index.html starts with, as paths inside the
 * build folder: the federation runtime the start script adds (main.<hash>.js,
 * its data-main), and any script the page names by its address.
 */
function startScripts(shellDir: string): string[] {
  const html = shellIndex(shellDir) ?? '';
  return [...html.matchAll(/<script\b[^>]*>/g)].flatMap(([tag]) =>
    [...tag.matchAll(/\b(?:src|data-main)="\/([^"]+)"/g)].map((match) => match[1]!),
  );
}

/** The name the budget gives the scripts written into the shell's page (the start script). */
export const INLINE_SCRIPTS = 'index.html (inline scripts)';

/** The code of the scripts written into the shell's index.html, gzipped together, as a chunk of its own. */
function inlineScripts(shellDir: string): Chunk[] {
  const html = shellIndex(shellDir) ?? '';
  const code = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .join('\n');
  return code ? [{ file: INLINE_SCRIPTS, gzip: gzipSize(new TextEncoder().encode(code)) }] : [];
}

/** The scripts a first visit to a part's routes loads, as paths inside its build folder. */
export function firstVisitFiles(part: Target, dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files =
    part === 'shell'
      ? [
          ...startScripts(dir),
          ...[...shellHints(dir), ...shellPageScripts(dir, '/')].map((url) => url.slice(1)),
        ]
      : // The same list as the hints of its prerendered pages, with the version folder's URL left out.
        remoteHints({ ssr: '', baseUrl: '', manifest: path.join(dir, 'mf-manifest.json') });
  return [...new Set(files)];
}

/** The gzip size of each script a first visit to a part's routes loads, from its build folder. */
export function firstVisit(part: Target, dir: string): Chunk[] {
  const files = firstVisitFiles(part, dir)
    .filter((file) => existsSync(path.join(dir, file)))
    .map((file) => ({ file, gzip: gzipSize(new Uint8Array(readFileSync(path.join(dir, file)))) }));
  return part === 'shell' ? [...inlineScripts(dir), ...files] : files;
}

/** The live build of a part in a deploy folder: its version (a shell's build id) and its folder, or null. */
export function liveBuildOf(deployDir: string, part: Target): { version: string; dir: string } | null {
  const manifest = readManifest(deployDir);
  if (part === 'shell') {
    const build = manifest.shell?.build;
    if (!build) return null;
    // The kept copy of that build alone: deploy/shell also holds the chunks of the builds before it.
    const kept = versionDir(deployDir, 'shell', build);
    return {
      version: build,
      dir: existsSync(path.join(kept, 'index.html')) ? kept : path.join(deployDir, 'shell'),
    };
  }
  const version = manifest.remotes[part]?.version;
  return version ? { version, dir: versionDir(deployDir, part, version) } : null;
}

export interface Budget {
  /** KiB of gzip-compressed JavaScript a first visit to the part's routes may download. */
  firstVisitKiB: number;
  /** Where the budget should come down to, when it is above it; shown, not enforced. */
  targetKiB?: number;
  note?: string;
}

/** Where a part's budget is kept: next to its entry, `<part>/budget.json`. */
export const budgetFile = (part: Target, root = ROOT): string => path.join(root, part, 'budget.json');

/** A part's budget; null without a budget file. Throws DeployError for a file that is there but unusable. */
export function readBudget(part: Target, root = ROOT): Budget | null {
  const file = budgetFile(part, root);
  if (!existsSync(file)) return null;
  const budget = readJson<Partial<Budget> | null>(file, null);
  const limit = budget?.firstVisitKiB;
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0) {
    throw new DeployError(
      `${path.relative(root, file)} が読めません：firstVisitKiB に正の数（KiB、gzip）を書いてください`,
    );
  }
  return {
    firstVisitKiB: limit,
    ...(typeof budget?.targetKiB === 'number' ? { targetKiB: budget.targetKiB } : {}),
    ...(typeof budget?.note === 'string' ? { note: budget.note } : {}),
  };
}

/** How much a chunk grew from the live version; `before` is null for a chunk the live version does not have. */
interface Growth {
  file: string;
  before: number | null;
  after: number;
}

/** The most files a refusal names one by one; the rest are counted. */
const LISTED_FILES = 10;

/** A size difference in KiB; one under 0.1 KiB is not shown as 0.0. */
const kibDelta = (bytes: number): string => (bytes < 0.05 * 1024 ? '0.1 KiB 未満' : kib(bytes));

function sumByKey(chunks: readonly Chunk[]): Map<string, { file: string; gzip: number }> {
  const byKey = new Map<string, { file: string; gzip: number }>();
  for (const { file, gzip } of chunks) {
    const key = chunkKey(file);
    const seen = byKey.get(key);
    byKey.set(key, { file: seen?.file ?? file, gzip: (seen?.gzip ?? 0) + gzip });
  }
  return byKey;
}

/** Each chunk of the build that is larger than in the live version, or new, largest growth first. */
export function growthFrom(build: readonly Chunk[], live: readonly Chunk[]): Growth[] {
  const before = sumByKey(live);
  const growth: Growth[] = [];
  for (const [key, { file, gzip }] of sumByKey(build)) {
    const old = before.get(key)?.gzip ?? null;
    if (old === null || gzip > old) growth.push({ file, before: old, after: gzip });
  }
  return growth.sort((a, b) => b.after - (b.before ?? 0) - (a.after - (a.before ?? 0)));
}

function growthLine({ file, before, after }: Growth): string {
  return before === null
    ? `${file}：新しいファイル、${kib(after)}`
    : `${file}：${kibDelta(after - before)} 増（${kib(before)} → ${kib(after)}）`;
}

/**
 * What stops a build from going live over its budget: the total against the
 * budget, then each chunk that grew from the live version, or is new, with how
 * much (KiB gzip), largest growth first. Without a live version, the build's
 * largest chunks. Empty when the build is within its budget.
 */
export function budgetProblems(
  budget: Budget,
  build: readonly Chunk[],
  live: { version: string; chunks: readonly Chunk[] } | null,
  budgetName = 'budget.json',
): string[] {
  const total = totalOf(build);
  const limit = budget.firstVisitKiB * 1024;
  if (total <= limit) return [];
  const liveTotal = live ? `（公開中の ${live.version} は ${kib(totalOf(live.chunks))}）` : '';
  const problems = [
    `合計 ${kib(total)}（gzip）：予算 ${budget.firstVisitKiB} KiB（${budgetName}）を ${kib(total - limit)} 超過${liveTotal}`,
  ];
  if (!live) {
    const largest = [...build].sort((a, b) => b.gzip - a.gzip);
    problems.push(
      '公開中の版がないので増えたファイルは比べられません。大きい順：',
      ...largest.slice(0, LISTED_FILES).map(({ file, gzip }) => `${file}：${kib(gzip)}`),
    );
    if (largest.length > LISTED_FILES) problems.push(`ほか ${largest.length - LISTED_FILES} ファイル`);
    return problems;
  }
  const grown = growthFrom(build, live.chunks);
  if (grown.length === 0) {
    problems.push(`公開中の ${live.version} より大きくなったファイルはありません`);
    return problems;
  }
  problems.push(...grown.slice(0, LISTED_FILES).map(growthLine));
  const rest = grown.slice(LISTED_FILES);
  if (rest.length > 0) {
    const more = rest.reduce((sum, g) => sum + g.after - (g.before ?? 0), 0);
    problems.push(`ほか ${rest.length} ファイルが計 ${kibDelta(more)} 増`);
  }
  return problems;
}

/**
 * The budget check of a release (a remote) or a shell publish, before
 * anything is rendered or goes live: the build in `distDir` against the
 * part's budget file, compared with the live version in `deployDir`. Empty
 * without a budget file, and for the shell build that is live already
 * (publishing it again changes nothing).
 */
export function releaseBudgetProblems(
  deployDir: string,
  part: Target,
  distDir: string,
  root = ROOT,
): string[] {
  const budget = readBudget(part, root);
  if (!budget) return [];
  const live = liveBuildOf(deployDir, part);
  if (part === 'shell') {
    const build = readJson<{ buildId?: string }>(path.join(distDir, 'build.json'), {}).buildId;
    if (build && build === live?.version) return [];
  }
  return budgetProblems(
    budget,
    firstVisit(part, distDir),
    live ? { version: live.version, chunks: firstVisit(part, live.dir) } : null,
    path.relative(root, budgetFile(part, root)),
  );
}

/** The budget `--set` writes: the size plus 2 % (at least 1 KiB), in whole KiB. */
export function budgetFor(bytes: number): number {
  return Math.ceil(Math.max((bytes / 1024) * 1.02, bytes / 1024 + 1));
}

function printLive(set: boolean): void {
  const deployDir = process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : path.join(ROOT, 'deploy');
  for (const part of ['shell', ...REMOTES] as Target[]) {
    const live = liveBuildOf(deployDir, part);
    const budget = readBudget(part);
    const target = budget?.targetKiB ? `, target ${budget.targetKiB} KiB` : '';
    const limit = budget ? `budget ${budget.firstVisitKiB} KiB${target}` : 'no budget';
    if (!live) {
      console.log(`${part.padEnd(14)} nothing live in ${deployDir}  (${limit})`);
      continue;
    }
    const size = totalOf(firstVisit(part, live.dir));
    const over = budget && size > budget.firstVisitKiB * 1024 ? '  OVER' : '';
    console.log(`${part.padEnd(14)} ${kib(size).padStart(10)} gzip  ${limit}${over}  (${live.version})`);
    if (set) {
      const firstVisitKiB = budgetFor(size);
      const note = `${kib(size)} gzip measured on ${live.version}, plus a margin (budget.ts --set).`;
      const { targetKiB } = budget ?? {};
      writeFileSync(budgetFile(part), `${JSON.stringify({ firstVisitKiB, targetKiB, note }, null, 2)}\n`);
      console.log(`${''.padEnd(14)} ${budgetFile(part)}: firstVisitKiB ${firstVisitKiB}`);
    }
  }
}

if (require.main === module) printLive(process.argv.includes('--set'));
