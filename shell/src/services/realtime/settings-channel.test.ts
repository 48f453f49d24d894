import type { Client, ClientOptions, Sink } from 'graphql-ws/client';
import { SettingsChannel, UNAUTHORIZED_CLOSE_CODE } from './settings-channel';
import type { RealtimeStatus } from './realtime-slice';

/** Stands in for a graphql-ws client: the test plays the server's part. */
class FakeClient {
  sink: Sink<{ data?: { settingsChanged: unknown } }> | null = null;
  variables: unknown;
  disposed = false;

  constructor(readonly options: ClientOptions) {}

  subscribe(payload: { variables?: unknown }, sink: Sink) {
    this.variables = payload.variables;
    this.sink = sink as never;
    return () => undefined;
  }

  async dispose() {
    this.disposed = true;
    this.options.on?.closed?.({ code: 1000, reason: 'Normal Closure' });
  }

  terminate() {}

  /** The socket opens and the server acknowledges the connection. */
  connect() {
    this.options.on?.connecting?.(false);
    this.options.on?.connected?.({} as never, undefined, false);
  }

  push(settings: unknown) {
    this.sink?.next({ data: { settingsChanged: settings } });
  }

  ping() {
    this.options.on?.ping?.(true, undefined);
  }

  /** The socket closes under the page (server gone, network lost). */
  drop(code = 1006) {
    this.options.on?.closed?.({ code, reason: '' });
    this.sink?.error({ code, reason: '' });
  }
}

/** A channel, started; at 'connected' its socket is open, at 'subscribed' the first settings came too. */
function setup(stage: 'started' | 'connected' | 'subscribed' = 'started') {
  const clients: FakeClient[] = [];
  const statuses: RealtimeStatus[] = [];
  const settings: unknown[] = [];
  const forgetToken = jest.fn();
  const events = new EventTarget();
  const channel = new SettingsChannel({
    url: 'ws://site.test/graphql',
    siteName: 'hikari',
    getToken: async () => 'guest-token',
    forgetToken,
    createClient: (options) => {
      const client = new FakeClient(options);
      clients.push(client);
      return client as unknown as Client;
    },
    onSettings: (record) => settings.push(record),
    onStatus: (status) => statuses.push(status),
    networkEvents: events as unknown as Window,
    isOnline: () => true,
    now: () => Date.now(),
  });
  const last = () => clients[clients.length - 1]!;
  const state = () => channel.status;
  channel.start();
  if (stage !== 'started') last().connect();
  if (stage === 'subscribed') last().push({});
  return { channel, clients, last, statuses, settings, forgetToken, events, state };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2025-08-01T03:00:00Z') });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SettingsChannel', () => {
  it('subscribes to the site settings with the guest token and delivers every record', async () => {
    const { last, settings, state } = setup();
    expect(state()).toEqual({ connection: 'Connecting', subscription: 'pending', reconnectAttempts: 0 });
    expect(last().variables).toEqual({ siteName: 'hikari' });
    const params = last().options.connectionParams as () => Promise<unknown>;
    await expect(params()).resolves.toEqual({ authorization: 'Bearer guest-token' });

    last().connect();
    expect(state().connection).toBe('Connected');
    last().push({ version: '4.0.1' });
    expect(state().subscription).toBe('connected');
    last().push({ version: '4.0.2' });
    expect(settings).toEqual([{ version: '4.0.1' }, { version: '4.0.2' }]);
  });

  it('leaves reconnecting to the state machine (no retries of its own) and waits 15 s for the handshake', () => {
    const { last } = setup();
    expect(last().options.retryAttempts).toBe(0);
    expect(last().options.connectionAckWaitTimeout).toBe(15_000);
  });

  it('reconnects 5 s after a disruption, then every 60 s, until connected again', () => {
    const { clients, last, state } = setup('subscribed');

    last().drop();
    expect(state()).toMatchObject({ connection: 'ConnectionDisrupted', subscription: 'pending' });
    jest.advanceTimersByTime(4_999);
    expect(clients).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(clients).toHaveLength(2);
    expect(state().connection).toBe('Connecting');

    last().drop();
    jest.advanceTimersByTime(59_999);
    expect(clients).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(clients).toHaveLength(3);

    last().drop();
    jest.advanceTimersByTime(60_000);
    expect(clients).toHaveLength(4);
    last().connect();
    last().push({});
    expect(state()).toEqual({ connection: 'Connected', subscription: 'connected', reconnectAttempts: 0 });

    // A new disruption starts the schedule again at 5 s.
    last().drop();
    jest.advanceTimersByTime(5_000);
    expect(clients).toHaveLength(5);
  });

  it('closes a connection without keep-alive for more than 65 s (checked every 5 s) and reconnects', () => {
    const { clients, last, state } = setup('subscribed');

    jest.advanceTimersByTime(60_000);
    last().ping();
    jest.advanceTimersByTime(65_000);
    expect(state().connection).toBe('Connected');
    jest.advanceTimersByTime(5_000);
    expect(state().connection).toBe('ConnectionDisrupted');
    expect(clients[0]!.disposed).toBe(true);
    jest.advanceTimersByTime(5_000);
    expect(clients).toHaveLength(2);
  });

  it('marks the subscription failed when it is not acknowledged within 15 s, and starts over', () => {
    const { clients, state } = setup('connected');
    jest.advanceTimersByTime(14_999);
    expect(state().subscription).toBe('pending');
    jest.advanceTimersByTime(1);
    expect(state().subscription).toBe('failed');
    expect(state().connection).toBe('ConnectionDisrupted');
    jest.advanceTimersByTime(5_000);
    expect(clients).toHaveLength(2);
    expect(state().subscription).toBe('pending');
  });

  it('fails the subscription when the server refuses it with GraphQL errors, and tries again later', () => {
    const { clients, last, state } = setup('connected');
    last().sink?.error([{ message: 'Unknown argument' }]);
    expect(state()).toMatchObject({ connection: 'ConnectionDisrupted', subscription: 'failed' });
    jest.advanceTimersByTime(5_000);
    expect(clients).toHaveLength(2);
  });

  it('drops a refused guest token so the next attempt fetches a new one', () => {
    const { last, forgetToken } = setup();
    last().drop(UNAUTHORIZED_CLOSE_CODE);
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  it('follows the network: online and offline', () => {
    const { last, events, state } = setup('connected');
    events.dispatchEvent(new Event('offline'));
    expect(state().connection).toBe('ConnectedPendingNetwork');
    last().drop();
    expect(state().connection).toBe('ConnectionDisruptedPendingNetwork');
    events.dispatchEvent(new Event('online'));
    expect(state().connection).toBe('ConnectionDisrupted');
  });

  it('stops for good: Disconnected, socket closed, no reconnect', () => {
    const { channel, clients, state } = setup('connected');
    channel.stop();
    expect(state().connection).toBe('Disconnected');
    expect(clients[0]!.disposed).toBe(true);
    jest.advanceTimersByTime(120_000);
    expect(clients).toHaveLength(1);
  });
});
