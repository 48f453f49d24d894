// Clients that send slowly ("hostile clients, round two"): a request header
// trickled a line at a time, or a body that stops half-way, is cut off at its
// deadline (HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS) with 408, within
// a second of it, while other clients are served meanwhile.
import { connect } from 'node:net';
import { ConfigError, loadConfig } from '../config';
import { startTestAppAround, type TestApp } from '../testing/test-app';

describe('the deadlines of a request', () => {
  it('default to 10 s for the header, 30 s for the request and 65 s of keep-alive', () => {
    const config = loadConfig({});
    expect(config.headersTimeoutSeconds).toBe(10);
    expect(config.requestTimeoutSeconds).toBe(30);
    expect(config.keepAliveTimeoutSeconds).toBe(65);
  });

  it('refuses a header deadline after the request deadline', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '40' })).toThrow(ConfigError);
    expect(
      loadConfig({ HEADERS_TIMEOUT_SECONDS: '5', REQUEST_TIMEOUT_SECONDS: '8' }).requestTimeoutSeconds,
    ).toBe(8);
  });
});

describe('slow clients', () => {
  let t: TestApp;
  startTestAppAround(
    { env: { HEADERS_TIMEOUT_SECONDS: '2', REQUEST_TIMEOUT_SECONDS: '4' } },
    (app) => (t = app),
  );

  /** Sends `first`, then `next` every 300 ms until the server closes; what it answered and when it closed. */
  const trickle = (first: string, next: string | null) =>
    new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
      const started = performance.now();
      const socket = connect({ host: '127.0.0.1', port: Number(new URL(t.url).port) });
      let answer = '';
      const timer = setInterval(() => {
        if (next !== null && !socket.destroyed) socket.write(next);
      }, 300);
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after 10 s; answered: ${answer}`));
      }, 10_000);
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        resolve({ answer, closedAfterMs: performance.now() - started });
      });
      socket.write(first);
    });

  it('closes a connection whose header is still coming after the header deadline, serving others meanwhile', async () => {
    const slow = Array.from({ length: 50 }, (_, i) =>
      trickle(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n`, `X-Slow-${i}: 1\r\n`),
    );
    const checks = await Promise.all(
      [0, 500, 1000].map(async (delay) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        return (await fetch(`${t.url}/healthz`)).status;
      }),
    );
    expect(checks).toEqual([200, 200, 200]);
    for (const { answer, closedAfterMs } of await Promise.all(slow)) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // The deadline (2 s), checked once a second.
      expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
      expect(closedAfterMs).toBeLessThan(3600);
    }
  });

  it('closes a connection whose body stopped half-way after the request deadline', async () => {
    const warn = jest.spyOn(console, 'warn');
    const { answer, closedAfterMs } = await trickle(
      'POST /events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ev',
      null,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(3900);
    expect(closedAfterMs).toBeLessThan(5600);
    // A client cut off is not the database being unreachable.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/database unreachable/);
    warn.mockRestore();
  });
});
