import { execFileSync } from 'node:child_process';
import { ROOT } from './site-server';

/** Runs one of the root ops commands (release, rollback, remotes) against a test's deploy folder. */
export function opsCommand(deployDir: string, args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'tools/site/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
