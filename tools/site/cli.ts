// Ops commands for the site's shell and remotes (the console's Remotes screen does the same through the API):
//   npm run release -- <remote>             build one remote, publish it as a new version, make it live
//   npm run rollback -- <name> [version]    make the version live before the current one (from the live
//                                           history) live again, or the named one; <name> may be `shell`
//   npm run remotes                         live version, every version with its marks, the live history
//   node --import tsx tools/site/cli.ts withdraw <name> <version>   withdraw a version (rolled back first if live)
//   node --import tsx tools/site/cli.ts publish-shell  publish shell/dist (built already) as a new shell version
//   node --import tsx tools/site/cli.ts publish-all   what `npm start` runs after the build
import {
  DeployError,
  REMOTES,
  deployDir,
  listRemotes,
  publishAll,
  publishShell,
  releaseRemote,
  rollbackRemote,
  type TargetStatus,
} from './deploy';
import { withdraw } from './releases';

const USAGE = `usage:
  npm run release -- <remote>
  npm run rollback -- <name> [version]
  npm run remotes
  node --import tsx tools/site/cli.ts withdraw <name> <version>
remotes: ${REMOTES.join(', ')}; <name> is one of them or shell`;

const jst = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' });

function printStatus(status: TargetStatus): void {
  const since = status.live?.since ? ` since ${jst(status.live.since)}` : '';
  console.log(`${status.name}: live ${status.live?.version ?? '(none)'}${since}`);
  console.log(`  last known good: ${status.lastKnownGood ?? '(none)'}`);
  for (const version of status.versions) {
    const mark = version.live ? '*' : ' ';
    const notes = [
      version.withdrawn ? 'withdrawn' : null,
      version.rolledAwayAt ? `rolled away from ${jst(version.rolledAwayAt)}` : null,
    ].filter(Boolean);
    const tail = notes.length > 0 ? `  (${notes.join('; ')})` : '';
    console.log(`  ${mark} ${version.version}  released ${jst(version.releasedAt)}${tail}`);
  }
  if (status.history.length > 0) console.log('  history:');
  for (const entry of status.history) {
    const from = entry.from ? ` (from ${entry.from})` : '';
    console.log(`    ${jst(entry.at)}  ${entry.action} ${entry.version}${from} by ${entry.by}`);
  }
}

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
    case 'withdraw': {
      if (!name || !version) break;
      const status = withdraw(deployDir(), name, version, { by: 'cli' });
      console.log(`${name} ${version} withdrawn; live ${status.live?.version ?? '(none)'}`);
      return 0;
    }
    case 'list':
      for (const status of listRemotes()) printStatus(status);
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
