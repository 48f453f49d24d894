// Ops commands for the site's shell and remotes (the console's Remotes screen does the same through the API):
//   npm run release -- <remote>             build one remote, publish it as a new version, make it live
//   npm run rollback -- <name> [version]    make the version live before the current one (from the live
//                                           history) live again, or the named one; <name> may be `shell`
//   npm run remotes                         live version, every version with its marks, the live history
//   node --import tsx tools/site/cli.ts withdraw <name> <version>   withdraw a version (rolled back first if live)
//   node --import tsx tools/site/cli.ts publish-shell  publish shell/dist (built already) as a new shell version
//   node --import tsx tools/site/cli.ts publish-all   what `npm start` runs after the build
// Canaries (a version beside the live one for a share of visitors; the console's カナリア screen does the same):
//   npm run release -- <remote> --canary <percent>      build and publish a new version as a canary
//   node --import tsx tools/site/cli.ts canary <remote> <version> <percent>   a released version as a canary
//   node --import tsx tools/site/cli.ts canary-percent <remote> <percent>     change its share of visitors
//   node --import tsx tools/site/cli.ts promote <remote>                      make it live for everyone
//   node --import tsx tools/site/cli.ts withdraw-canary <remote>              withdraw it (everyone back on live)
//   node --import tsx tools/site/cli.ts canary-policy [key=value …]           show the canary policy, or change it
//                                           through the API (OPS_API_TOKEN), which audits it
// With DATABASE_URL (the fleet's PostgreSQL) each command holds the deploy lock
// every API instance takes (release/src/deploy-lock.ts); without it, the lock file.
// Who: with OPS_API_TOKEN (a personal API token; OPS_URL as for `npm run ops`) each
// change is recorded under that person and the role they act in, and refused
// unless they hold one of the roles the console needs for it (rolesToChange);
// without it, under the shell account (user@host). publish-all and publish-shell
// (the system starting) need neither.
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
import {
  personOf,
  promoteCanary,
  readCanaryPolicy,
  setCanaryPercent,
  startCanary,
  withdraw,
  withDeployLock,
  withdrawCanary,
  type ChangeOptions,
  type ChangePerson,
} from '@hikari/release/releases';
import { commandDeployLock } from '@hikari/release/deploy-lock';
import { callOpsApi, OpsApiError, opsUrlOf, shellOperator } from '@hikari/release/operator';
import { opsRoleLabel } from '@hikari/shared/domain/ops-roles';

const USAGE = `usage:
  npm run release -- <remote> [--canary <percent>]
  npm run rollback -- <name> [version]
  npm run remotes
  node --import tsx tools/site/cli.ts withdraw <name> <version>
  node --import tsx tools/site/cli.ts canary <remote> <version> <percent>
  node --import tsx tools/site/cli.ts canary-percent <remote> <percent>
  node --import tsx tools/site/cli.ts promote <remote>
  node --import tsx tools/site/cli.ts withdraw-canary <remote>
  node --import tsx tools/site/cli.ts canary-policy [sampleRate=0.1 minVisitors=200 windowMinutes=1440 autoPromote=false errorMarginPer1000=5 vitalMarginPercent=10]
remotes: ${REMOTES.join(', ')}; <name> is one of them or shell`;

const jst = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' });

function printStatus(status: TargetStatus): void {
  const since = status.live?.since ? ` since ${jst(status.live.since)}` : '';
  console.log(`${status.name}: live ${status.live?.version ?? '(none)'}${since}`);
  if (status.canary) {
    console.log(
      `  canary: ${status.canary.version} for ${status.canary.percent}% of visitors since ${jst(status.canary.since)}`,
    );
  }
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
    const role = entry.person?.role ? `（${opsRoleLabel(entry.person.role)}）` : '';
    const by = entry.person ? `${entry.by}: ${entry.person.name}${role}` : entry.by;
    console.log(`    ${jst(entry.at)}  ${entry.action} ${entry.version}${from} by ${by}`);
  }
}

/** A percent argument: a whole number 0..100 (releases.ts refuses anything else in Japanese). */
function percentArg(text: string | undefined): number {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** `key=value` arguments of canary-policy: numbers and true/false. */
function policyPatch(args: string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const arg of args) {
    const [key, value] = arg.split('=');
    if (!key || value === undefined) throw new DeployError(`「${arg}」は key=value の形で指定してください`);
    patch[key] = value === 'true' ? true : value === 'false' ? false : Number(value);
  }
  return patch;
}

/**
 * What a command changes, as rolesToChange takes it (the part, or null for
 * the canary policy, and the action); null when it changes nothing a person
 * answers for: the listing, the policy shown, publish-all and publish-shell
 * (the system starting), a command missing its arguments (the usage).
 */
function changeOf(argv: string[]): { target: string | null; action: string } | null {
  const [command, name, second, third] = argv;
  if (!name) return null;
  switch (command) {
    case 'release':
      return { target: name, action: argv.includes('--canary') ? 'canary' : 'release' };
    // With a version it is the console's 「公開する」 on that version (activate); without, a rollback.
    case 'rollback':
      return { target: name, action: second ? 'activate' : 'rollback' };
    case 'withdraw':
      return second ? { target: name, action: 'withdraw' } : null;
    case 'canary':
      return second && third !== undefined ? { target: name, action: 'canary' } : null;
    case 'canary-percent':
      return second !== undefined ? { target: name, action: 'canary-percent' } : null;
    case 'promote':
    case 'withdraw-canary':
      return { target: name, action: command };
    default:
      return null;
  }
}

/** The person a change is recorded under (checked against the API with OPS_API_TOKEN); none for the rest. */
async function operatorOf(argv: string[]): Promise<ChangePerson | undefined> {
  const change = changeOf(argv);
  if (!change) return undefined;
  const { person, notice } = await shellOperator(process.env, change.target, change.action);
  if (notice) console.error(notice);
  return person;
}

function canaryCommand(command: string, args: string[], options: ChangeOptions): number | null {
  const [name, second, third] = args;
  const dir = deployDir();
  const show = (status: TargetStatus) => printStatus(status);
  switch (command) {
    case 'canary':
      if (!name || !second || third === undefined) return null;
      show(startCanary(dir, name, second, percentArg(third), options));
      return 0;
    case 'canary-percent':
      if (!name || second === undefined) return null;
      show(setCanaryPercent(dir, name, percentArg(second), options));
      return 0;
    case 'promote':
      if (!name) return null;
      show(promoteCanary(dir, name, options));
      return 0;
    case 'withdraw-canary':
      if (!name) return null;
      show(withdrawCanary(dir, name, options));
      return 0;
    case 'canary-policy':
      // Changes go through the API (changeCanaryPolicyThroughApi); the shell only shows it.
      console.log(JSON.stringify(readCanaryPolicy(dir), null, 2));
      return 0;
    default:
      return null;
  }
}

function main(argv: string[], person?: ChangePerson): number {
  const [command, name, version] = argv;
  const options: ChangeOptions = { by: 'cli', ...personOf({ person }) };
  const canary = command ? canaryCommand(command, argv.slice(1), options) : null;
  if (canary !== null) return canary;
  switch (command) {
    case 'release': {
      if (!name) break;
      const flag = argv.indexOf('--canary');
      if (flag >= 0) {
        releaseRemote(name, { ...options, canaryPercent: percentArg(argv[flag + 1]) });
        return 0;
      }
      releaseRemote(name, options);
      return 0;
    }
    case 'rollback':
      if (!name) break;
      rollbackRemote(name, version, console.log, person);
      return 0;
    case 'withdraw': {
      if (!name || !version) break;
      const status = withdraw(deployDir(), name, version, options);
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

/**
 * `canary-policy key=value …`: a change of the policy is made by the API
 * (PUT /ops/canary/policy), as the console makes it: the role is checked, the
 * change is made under the deploy lock and written in the audit log with
 * the person. It therefore needs OPS_API_TOKEN.
 */
async function changeCanaryPolicyThroughApi(args: string[]): Promise<number> {
  const token = process.env.OPS_API_TOKEN;
  if (!token) {
    throw new DeployError(
      'カナリアの判定方針の変更は、操作履歴に担当者を残すため API を通して行います。OPS_API_TOKEN（コンソールの「自分のアカウント」で作る個人用の API トークン）を設定して実行するか、コンソールの「カナリア」画面で変更してください。何も変更していません。',
    );
  }
  const patch = JSON.stringify(policyPatch(args));
  const answer = await callOpsApi(
    { baseUrl: opsUrlOf(process.env), token },
    'PUT',
    '/ops/canary/policy',
    patch,
  ).catch((error: unknown) => {
    if (!(error instanceof OpsApiError)) throw error;
    throw new DeployError(
      `カナリアの判定方針を変更できませんでした（${error.detail}）。何も変更していません。`,
    );
  });
  console.log(JSON.stringify((JSON.parse(answer) as { policy: unknown }).policy, null, 2));
  return 0;
}

const argv = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
// Every command but the listing changes something: it runs under the deploy lock,
// once the person making it is known (a refusal changes nothing).
const run =
  argv[0] === 'list' || (argv[0] === 'canary-policy' && argv.length === 1)
    ? Promise.resolve().then(() => main(argv))
    : argv[0] === 'canary-policy'
      ? changeCanaryPolicyThroughApi(argv.slice(1))
      : operatorOf(argv).then((person) =>
          withDeployLock(deployDir(), databaseUrl ? commandDeployLock(databaseUrl) : null, () =>
            main(argv, person),
          ),
        );
run.then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (!(error instanceof DeployError)) throw error;
    console.error(`error: ${error.message}`);
    process.exitCode = 1;
  },
);
