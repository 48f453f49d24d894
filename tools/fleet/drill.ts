// npm run drill [-- a b c d]   (default: every drill; see README "Fault drills")
// a-c live with the API (api/src/drill/drill.ts), d with the browser harness
// (e2e/src/drill/remote-outage.ts); this runs the ones asked for, in order.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const asked = process.argv.slice(2).filter((a) => /^[abcd]$/.test(a));
const drills = asked.length > 0 ? asked : ['a', 'b', 'c', 'd'];
const api = drills.filter((d) => d !== 'd');
let failed = false;
if (api.length > 0) {
  const run = spawnSync('npm', ['run', 'drill', '--workspace', 'api', '--', ...api], {
    cwd: ROOT,
    stdio: 'inherit',
  });
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
