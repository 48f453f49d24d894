// The fleet's Redis, where every instance counts its rate limits: a
// redis-server of its own on loopback, keeping nothing on disk (counters last
// one window; a restart only forgets the windows under way).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';

export interface FleetRedis {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function redisServerBinary(explicit?: string): string | null {
  const candidates = [
    explicit,
    process.env.REDIS_SERVER,
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
  ];
  return candidates.filter((c): c is string => Boolean(c)).find((c) => existsSync(c)) ?? null;
}

/** Whether a Redis answers PING on 127.0.0.1:`port`. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

/** Starts redis-server on 127.0.0.1:`port`, working in `dir`, and waits until it answers. */
export async function startRedis(dir: string, port: number, binary?: string): Promise<FleetRedis> {
  const redisServer = redisServerBinary(binary);
  if (!redisServer) {
    throw new Error(
      'redis-server not found: apt-get install redis-server (or set REDIS_SERVER=/path/to/redis-server, or REDIS_URL to a running Redis)',
    );
  }
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log: string[] = [];
  const onData = (chunk: Buffer) => log.push(chunk.toString());
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  // The instances count nothing without it: a fleet that ends however it ends takes it along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const deadline = Date.now() + 10_000;
  while (!(await pong(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      process.removeListener('exit', killOnExit);
      throw new Error(`redis-server did not start on port ${port}:\n${log.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url: `redis://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
