// Publishes the ops console (ops/dist, built by `npm run build --workspace
// @hikari/ops`) into deploy/ops/, where the API serves it at /ops/. The
// folder is swapped whole, so the console is never half old, half new; the
// previous hashed files stay for a page still open on them.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { precompress } from '@hikari/release/precompress';

export class PublishOpsError extends Error {}

const ROOT = path.resolve(__dirname, '../..');

export function publishOps(
  deployDir: string,
  log: (line: string) => void = console.log,
  dist = path.join(ROOT, 'ops', 'dist'),
): void {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new PublishOpsError(
      'ops/dist has no index.html: build the console first (npm run build --workspace @hikari/ops)',
    );
  }
  const target = path.join(deployDir, 'ops');
  const staging = `${target}.staging`;
  const old = `${target}.old`;
  rmSync(staging, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) cpSync(target, staging, { recursive: true });
  cpSync(dist, staging, {
    recursive: true,
    filter: (src) => {
      // Source maps stay on the build machine; a rebuilt file loses its old compressed copies.
      if (src.endsWith('.map')) return false;
      for (const suffix of ['.gz', '.br'])
        rmSync(path.join(staging, path.relative(dist, src)) + suffix, { force: true });
      return true;
    },
  });
  precompress(staging);
  if (existsSync(target)) renameSync(target, old);
  renameSync(staging, target);
  rmSync(old, { recursive: true, force: true });
  log(`ops console published to ${target}`);
}
