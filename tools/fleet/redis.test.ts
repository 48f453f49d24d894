// The fleet's own Redis: started on the port asked for, answering, keeping
// nothing on disk, and gone when stopped.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freePort } from './fleet';
import { redisServerBinary, startRedis, type FleetRedis } from './redis';

const binary = redisServerBinary();
/** CI installs Redis before the tests (.ci/run): there a missing redis-server fails the test instead of skipping it. */
const redisRequired = process.env.CI === 'true';

/** One command in Redis's inline protocol, and the first reply line. */
function ask(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.once('error', reject);
    socket.once('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (data) => {
      reply += String(data);
      if (!reply.includes('\r\n')) return;
      socket.destroy();
      resolve(reply);
    });
  });
}

describe(
  "the fleet's Redis",
  { skip: !binary && !redisRequired && "redis-server not found (install Debian's redis-server)" },
  () => {
    let work: string;
    let port: number;
    let redis: FleetRedis;
    before(async () => {
      assert.ok(binary, "redis-server not found, and CI=true: .ci/run installs Debian's redis-server");
      work = mkdtempSync(path.join(tmpdir(), 'hikari-fleet-redis-'));
      port = await freePort();
      redis = await startRedis(path.join(work, 'redis'), port);
    });
    after(async () => {
      await redis?.stop();
      rmSync(work, { recursive: true, force: true });
    });

    test('answers on loopback at the url it gives, counting for every client', async () => {
      assert.equal(redis.url, `redis://127.0.0.1:${port}`);
      assert.equal(await ask(port, 'INCR fleet-test'), ':1\r\n');
      assert.equal(await ask(port, 'INCR fleet-test'), ':2\r\n');
    });

    test('keeps nothing on disk', async () => {
      const config = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let reply = '';
        socket.once('connect', () => socket.write('CONFIG GET save\r\nCONFIG GET appendonly\r\n'));
        socket.on('data', (data) => {
          reply += String(data);
          if (reply.split('\r\n').length >= 9) {
            socket.destroy();
            resolve(reply);
          }
        });
      });
      // save "" (no snapshots) and appendonly no.
      assert.equal(config, '*2\r\n$4\r\nsave\r\n$0\r\n\r\n*2\r\n$10\r\nappendonly\r\n$2\r\nno\r\n');
    });

    test('is gone once stopped', async () => {
      await redis.stop();
      assert.notEqual(redis.child.exitCode ?? redis.child.signalCode, null);
      await assert.rejects(ask(port, 'PING'));
      // Not even the snapshot a redis-server writes on shutdown by default.
      assert.deepEqual(readdirSync(path.join(work, 'redis')), []);
    });
  },
);
