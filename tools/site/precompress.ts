// Text files of a release are compressed once, when they are published, not
// on every request: name.br (brotli) and name.gz (gzip) beside each one. The
// API's site handler and nginx (gzip_static) send them to browsers that
// accept them. A file whose compressed form is not smaller is left alone.
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
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
    const data = new Uint8Array(raw.buffer, raw.byteOffset, raw.length);
    const gzip = gzipSync(data, { level: 9 });
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
      },
    });
    report.files += 1;
    report.bytes += data.length;
    if (gzip.length < data.length) {
      writeFileSync(`${file}.gz`, new Uint8Array(gzip));
      report.gzipBytes += gzip.length;
    } else report.gzipBytes += data.length;
    if (brotli.length < data.length) {
      writeFileSync(`${file}.br`, new Uint8Array(brotli));
      report.brotliBytes += brotli.length;
    } else report.brotliBytes += data.length;
  }
  return report;
}
