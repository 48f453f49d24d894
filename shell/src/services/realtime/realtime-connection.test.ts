import {
  connectionReducer,
  connectionStateOf,
  CONNECTION_TIMEOUT_MS,
  HANDSHAKE_ACK_TIMEOUT_MS,
  initialConnectionFacts,
  isAckOverdue,
  isReconnectHalted,
  keepAliveCheck,
  KEEP_ALIVE_CHECK_INTERVAL_MS,
  KEEP_ALIVE_STALE_AFTER_MS,
  needsReconnect,
  nextReconnectDelay,
  RECONNECT_DELAY_MS,
  RECONNECT_INTERVAL_MS,
  subscriptionReducer,
  SUBSCRIPTION_ACK_TIMEOUT_MS,
  type ConnectionEvent,
  type ConnectionState,
  type SubscriptionEvent,
  type SubscriptionState,
} from './realtime-connection';

describe('timings (docs/business-rules.md#realtime-connection)', () => {
  it.each([
    ['handshake ack', HANDSHAKE_ACK_TIMEOUT_MS, 15_000],
    ['subscription ack', SUBSCRIPTION_ACK_TIMEOUT_MS, 15_000],
    ['connection timeout', CONNECTION_TIMEOUT_MS, 300_000],
    ['keep-alive check', KEEP_ALIVE_CHECK_INTERVAL_MS, 5_000],
    ['stale after', KEEP_ALIVE_STALE_AFTER_MS, 65_000],
    ['reconnect delay', RECONNECT_DELAY_MS, 5_000],
    ['reconnect interval', RECONNECT_INTERVAL_MS, 60_000],
  ])('%s is %i ms', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});

const play = (events: ConnectionEvent['type'][]): ConnectionState =>
  connectionStateOf(
    events.reduce(
      (facts, type) => connectionReducer(facts, { type } as ConnectionEvent),
      initialConnectionFacts,
    ),
  );

describe('connection states', () => {
  it.each<[ConnectionEvent['type'][], ConnectionState]>([
    [[], 'Disconnected'],
    [['openingConnection'], 'Connecting'],
    [['openingConnection', 'connectionEstablished'], 'Connected'],
    [['openingConnection', 'connectionEstablished', 'offline'], 'ConnectedPendingNetwork'],
    [['openingConnection', 'connectionEstablished', 'offline', 'online'], 'Connected'],
    [['openingConnection', 'connectionEstablished', 'closingConnection'], 'ConnectedPendingDisconnect'],
    [['openingConnection', 'connectionEstablished', 'closingConnection', 'closed'], 'Disconnected'],
    [['openingConnection', 'connectionEstablished', 'keepAliveMissed'], 'ConnectedPendingKeepAlive'],
    [['openingConnection', 'connectionEstablished', 'keepAliveMissed', 'keepAlive'], 'Connected'],
    [['openingConnection', 'connectionEstablished', 'closed'], 'ConnectionDisrupted'],
    [['openingConnection', 'connectionFailed'], 'ConnectionDisrupted'],
    [
      ['openingConnection', 'connectionEstablished', 'offline', 'closed'],
      'ConnectionDisruptedPendingNetwork',
    ],
    [['openingConnection', 'connectionEstablished', 'offline', 'closed', 'online'], 'ConnectionDisrupted'],
    // a reconnect after a stale connection starts healthy again
    [
      [
        'openingConnection',
        'connectionEstablished',
        'keepAliveMissed',
        'closed',
        'openingConnection',
        'connectionEstablished',
      ],
      'Connected',
    ],
    // going offline while the app wants no connection is simply disconnected
    [['offline'], 'Disconnected'],
  ])('%j → %s', (events, state) => {
    expect(play(events)).toBe(state);
  });

  it('does not mutate the previous facts', () => {
    const before = { ...initialConnectionFacts };
    connectionReducer(initialConnectionFacts, { type: 'openingConnection' });
    expect(initialConnectionFacts).toEqual(before);
  });
});

describe('keep-alive check', () => {
  it.each([
    [0, 65_000, 'keepAlive'],
    [0, 65_001, 'keepAliveMissed'],
    [10_000, 70_000, 'keepAlive'],
  ] as const)('last %i, now %i → %s', (last, now, event) => {
    expect(keepAliveCheck(last, now)).toBe(event);
  });
});

describe('reconnect', () => {
  it.each([
    [0, 5_000],
    [1, 60_000],
    [2, 60_000],
    [10, 60_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(nextReconnectDelay(attempt)).toBe(ms);
  });

  it.each<[ConnectionState, boolean, boolean]>([
    ['ConnectionDisrupted', true, false],
    ['ConnectionDisruptedPendingNetwork', true, false],
    ['Connecting', false, false],
    ['Connected', false, true],
    ['ConnectedPendingNetwork', false, true],
    ['ConnectedPendingDisconnect', false, true],
    ['ConnectedPendingKeepAlive', false, true],
    ['Disconnected', false, true],
  ])('%s: reconnect %s, halted %s', (state, reconnect, halted) => {
    expect(needsReconnect(state)).toBe(reconnect);
    expect(isReconnectHalted(state)).toBe(halted);
  });
});

describe('subscription states', () => {
  it.each<[SubscriptionState, SubscriptionEvent['type'], SubscriptionState]>([
    ['failed', 'subscribe', 'pending'],
    ['pending', 'ack', 'connected'],
    ['pending', 'ackTimeout', 'failed'],
    ['connected', 'ackTimeout', 'connected'],
    ['failed', 'ack', 'failed'],
    ['pending', 'error', 'failed'],
    ['connected', 'error', 'failed'],
    ['connected', 'connectionLost', 'pending'],
    ['failed', 'connectionLost', 'failed'],
  ])('%s + %s → %s', (state, type, next) => {
    expect(subscriptionReducer(state, { type } as SubscriptionEvent)).toBe(next);
  });

  it.each([
    [0, 14_999, false],
    [0, 15_000, true],
  ])('sent %i, now %i: overdue %s', (sent, now, overdue) => {
    expect(isAckOverdue(sent, now)).toBe(overdue);
  });
});
