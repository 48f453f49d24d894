// `npm run dev`: the API (tsx watch, port 8081) and a webpack-dev-server with
// hot reload for the shell (8080, proxying the API), each remote (3001-3004)
// and the ops console (3005/ops/).
// The shell's dev server answers /remotes.json with the remotes' dev servers.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REMOTE_NAMES } from '@hikari/shared/domain';

const root = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(prefix + line + '\n');
    });
  if (child.stdout) forward(child.stdout, process.stdout);
  if (child.stderr) forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`${prefix}exited (${code ?? 'signal'})`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('api', 'npx', ['tsx', 'watch', '--tsconfig', 'api/tsconfig.json', 'api/src/main.ts'], { PORT: '8081' });
for (const pkg of [...REMOTE_NAMES, 'shell', 'ops']) {
  run(pkg, 'npm', ['run', 'dev', '--workspace', pkg]);
}
console.log('dev: the site will be at http://localhost:8080/ once the shell has compiled');
console.log('dev: the ops console at http://localhost:3005/ops/');
