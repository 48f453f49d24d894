// Text files of a release are compressed once, when they are published, not
// on every request: name.br (brotli) and name.gz (gzip) beside each one. The
// API's site handler and nginx (gzip_static) send them to browsers that
// accept them. A file whose compressed form is not smaller is left alone.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt)$/;

export interface PrecompressReport {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes .br and .gz beside every text file of `dir` that has none yet. */
export function precompress(dir: string): PrecompressReport {
  const report: PrecompressReport = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || existsSync(`${file}.gz`)) continue;
    const raw = readFileSync(file);
    const sizes = compressBeside(file, new Uint8Array(raw.buffer, raw.byteOffset, raw.length));
    report.files += 1;
    report.bytes += raw.length;
    report.gzipBytes += sizes.gzip;
    report.brotliBytes += sizes.brotli;
  }
  return report;
}

/**
 * Writes `file.gz` and `file.br` for the content `data` (each replaced in one
 * rename), or removes a stale one when compressing does not make it smaller.
 * For files rewritten in place, such as remotes.json at every release.
 */
export function compressBeside(file: string, data: Uint8Array): { gzip: number; brotli: number } {
  const gzip = gzipSync(data, { level: 9 });
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const sizes = { gzip: data.length, brotli: data.length };
  for (const [suffix, compressed, key] of [
    ['.gz', gzip, 'gzip'],
    ['.br', brotli, 'brotli'],
  ] as const) {
    if (compressed.length < data.length) {
      const tmp = `${file}${suffix}.${process.pid}.tmp`;
      writeFileSync(tmp, new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.length));
      renameSync(tmp, `${file}${suffix}`);
      sizes[key] = compressed.length;
    } else rmSync(`${file}${suffix}`, { force: true });
  }
  return sizes;
}
