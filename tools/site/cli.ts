// Ops commands for the site's remotes:
//   npm run release -- <remote>             build one remote, publish it as a new version, make it live
//   npm run rollback -- <remote> [version]  make the previous (or the named) version live again
//   npm run remotes                         live and available versions
//   node --import tsx tools/site/cli.ts publish-shell  publish shell/dist (built already) and name it in remotes.json
//   node --import tsx tools/site/cli.ts publish-all   what `npm start` runs after the build
import {
  DeployError,
  REMOTES,
  listRemotes,
  publishAll,
  publishShell,
  releaseRemote,
  rollbackRemote,
} from './deploy';

const USAGE = `usage:
  npm run release -- <remote>
  npm run rollback -- <remote> [version]
  npm run remotes
remotes: ${REMOTES.join(', ')}`;

function main(argv: string[]): number {
  const [command, name, version] = argv;
  switch (command) {
    case 'release':
      if (!name) break;
      releaseRemote(name);
      return 0;
    case 'rollback':
      if (!name) break;
      rollbackRemote(name, version);
      return 0;
    case 'list':
      for (const status of listRemotes()) {
        console.log(`${status.remote}: live ${status.live ?? '(none)'}`);
        for (const release of status.releases) {
          const mark = release.version === status.live ? '*' : ' ';
          const when = new Date(release.releasedAt).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' });
          console.log(`  ${mark} ${release.version}  ${when}`);
        }
      }
      return 0;
    case 'publish-all':
      publishAll();
      return 0;
    case 'publish-shell':
      publishShell();
      return 0;
    default:
      break;
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof DeployError) {
    console.error(`error: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
