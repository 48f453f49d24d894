// npm run drill [-- a b c d]   (default: every drill; see README "Fault drills")
// a-c are here (api-drills.ts), d lives with the browser harness
// (e2e/src/drill/remote-outage.ts); this runs the ones asked for, in order.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const asked = process.argv.slice(2).filter((a) => /^[abcd]$/.test(a));
const drills = asked.length > 0 ? asked : ['a', 'b', 'c', 'd'];
const api = drills.filter((d) => d !== 'd');
let failed = false;
if (api.length > 0) {
  // From the API's folder, where these drills ran when they lived there.
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'api-drills.ts'), ...api],
    {
      cwd: path.join(ROOT, 'api'),
      stdio: 'inherit',
    },
  );
  failed ||= run.status !== 0;
}
if (drills.includes('d')) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/src/drill/remote-outage.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
