// A second host's releases, for the deploy-lock test: `count` releases of one
// remote into DEPLOY_DIR, each under the deploy lock of DATABASE_URL (and
// DATABASE_SCHEMA) as `npm run release` takes it, each taking the next
// version number inside the lock.
//   node --import tsx api/src/testing/release-loop.ts <remote> <count> <dist>
import { isRemoteName } from '@hikari/shared/domain';
import { commandDeployLock } from '@hikari/release/deploy-lock';
import { nextRemoteVersion, publishRemoteVersion, withDeployLock } from '@hikari/release/releases';

const [remote, countText, dist] = process.argv.slice(2);
const deployDir = process.env.DEPLOY_DIR!;
const lock = commandDeployLock(process.env.DATABASE_URL!);
if (!remote || !isRemoteName(remote) || !dist) throw new Error('usage: release-loop <remote> <count> <dist>');
void (async () => {
  for (let i = 0; i < Number(countText); i += 1) {
    await withDeployLock(deployDir, lock, () =>
      publishRemoteVersion(deployDir, remote, nextRemoteVersion(deployDir, remote, '0.1.0'), dist),
    );
  }
})();
