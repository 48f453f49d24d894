// The realtime (settings subscription) connection as a pure state machine:
// docs/business-rules.md#realtime-connection states and timings. The socket code feeds it
// events and reads the derived state; timers live with the caller.
//
// The observable state is derived from four independent facts, the way the
// cloud provider's client does it: is the browser online, is the socket
// open, does the app want it open, and are keep-alives arriving. That keeps
// combinations (socket open but browser offline) from being lost.

/** Handshake (connection_init) must be acknowledged within. Default 15 s. */
export const HANDSHAKE_ACK_TIMEOUT_MS = 15_000;
/** A subscription must be acknowledged within. Default 15 s. */
export const SUBSCRIPTION_ACK_TIMEOUT_MS = 15_000;
/** Server-side connection lifetime before it must be re-established. Default 5 min. */
export const CONNECTION_TIMEOUT_MS = 5 * 60_000;
/** How often the keep-alive age is checked. Default 5 s. */
export const KEEP_ALIVE_CHECK_INTERVAL_MS = 5_000;
/** Without a keep-alive for longer than this the connection is stale. Default 65 s. */
export const KEEP_ALIVE_STALE_AFTER_MS = 65_000;
/** First reconnect attempt after a disruption. Default 5 s. */
export const RECONNECT_DELAY_MS = 5_000;
/** Later reconnect attempts. Default 60 s. */
export const RECONNECT_INTERVAL_MS = 60_000;

/**
 * docs/business-rules.md#realtime-connection: Connected, Connecting, Disconnected, ConnectionDisrupted
 * and the variants pending network, pending disconnect, pending keep-alive.
 * A keep-alive can only be pending on an open socket and a disconnect only
 * on an open one too, so those variants exist for Connected alone; pending
 * network exists for an open socket and for a disrupted one.
 */
export type ConnectionState =
  | 'Connected'
  | 'ConnectedPendingNetwork'
  | 'ConnectedPendingDisconnect'
  | 'ConnectedPendingKeepAlive'
  | 'Connecting'
  | 'ConnectionDisrupted'
  | 'ConnectionDisruptedPendingNetwork'
  | 'Disconnected';

export interface ConnectionFacts {
  network: 'online' | 'offline';
  socket: 'connected' | 'connecting' | 'disconnected';
  intended: 'connected' | 'disconnected';
  keepAlive: 'healthy' | 'unhealthy';
}

export type ConnectionEvent =
  | { type: 'openingConnection' }
  | { type: 'connectionEstablished' }
  | { type: 'connectionFailed' }
  | { type: 'closingConnection' }
  | { type: 'closed' }
  | { type: 'online' }
  | { type: 'offline' }
  | { type: 'keepAlive' }
  | { type: 'keepAliveMissed' };

/** Nothing wanted, nothing open; the browser assumed online until told otherwise. */
export const initialConnectionFacts: ConnectionFacts = {
  network: 'online',
  socket: 'disconnected',
  intended: 'disconnected',
  keepAlive: 'healthy',
};

export function connectionReducer(facts: ConnectionFacts, event: ConnectionEvent): ConnectionFacts {
  switch (event.type) {
    case 'openingConnection':
      return { ...facts, intended: 'connected', socket: 'connecting' };
    case 'connectionEstablished':
      // A fresh socket starts healthy: the previous one's missed keep-alives do not carry over.
      return { ...facts, socket: 'connected', keepAlive: 'healthy' };
    case 'connectionFailed':
    case 'closed':
      return { ...facts, socket: 'disconnected' };
    case 'closingConnection':
      return { ...facts, intended: 'disconnected' };
    case 'online':
      return { ...facts, network: 'online' };
    case 'offline':
      return { ...facts, network: 'offline' };
    case 'keepAlive':
      return { ...facts, keepAlive: 'healthy' };
    case 'keepAliveMissed':
      return { ...facts, keepAlive: 'unhealthy' };
    default:
      return facts;
  }
}

/** The observable state; the checks run in priority order. */
export function connectionStateOf(facts: ConnectionFacts): ConnectionState {
  const { network, socket, intended, keepAlive } = facts;
  if (socket === 'connected' && network === 'offline') return 'ConnectedPendingNetwork';
  if (socket === 'connected' && intended === 'disconnected') return 'ConnectedPendingDisconnect';
  if (socket === 'disconnected' && intended === 'connected' && network === 'offline') {
    return 'ConnectionDisruptedPendingNetwork';
  }
  if (socket === 'disconnected' && intended === 'connected') return 'ConnectionDisrupted';
  if (socket === 'connected' && keepAlive === 'unhealthy') return 'ConnectedPendingKeepAlive';
  if (socket === 'connecting') return 'Connecting';
  if (socket === 'disconnected') return 'Disconnected';
  return 'Connected';
}

/** The event the keep-alive check raises: missed when the last keep-alive is older than 65 s. */
export function keepAliveCheck(lastKeepAliveAt: number, now: number): 'keepAlive' | 'keepAliveMissed' {
  return now - lastKeepAliveAt > KEEP_ALIVE_STALE_AFTER_MS ? 'keepAliveMissed' : 'keepAlive';
}

/** States that start (or keep) the reconnect loop. */
export function needsReconnect(state: ConnectionState): boolean {
  return state === 'ConnectionDisrupted' || state === 'ConnectionDisruptedPendingNetwork';
}

/**
 * States that stop the reconnect loop: the socket is open again or the app
 * no longer wants it. Connecting is neither: an attempt is under way and
 * the loop waits for its outcome.
 */
export function isReconnectHalted(state: ConnectionState): boolean {
  return state.startsWith('Connected') || state === 'Disconnected';
}

/** Wait before reconnect attempt `attempt` (0-based): 5 s after the disruption, then every 60 s. */
export function nextReconnectDelay(attempt: number): number {
  return attempt <= 0 ? RECONNECT_DELAY_MS : RECONNECT_INTERVAL_MS;
}

export type SubscriptionState = 'pending' | 'connected' | 'failed';

export type SubscriptionEvent =
  | { type: 'subscribe' }
  | { type: 'ack' }
  | { type: 'ackTimeout' }
  | { type: 'error' }
  | { type: 'connectionLost' };

/**
 * pending until the server acknowledges (connected) or the 15-second ack
 * deadline passes or an error arrives (failed). A lost connection sends an
 * active subscription back to pending: the reconnect re-subscribes it.
 */
export function subscriptionReducer(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'subscribe':
      return 'pending';
    case 'ack':
      return state === 'pending' ? 'connected' : state;
    case 'ackTimeout':
      return state === 'pending' ? 'failed' : state;
    case 'error':
      return 'failed';
    case 'connectionLost':
      return state === 'connected' ? 'pending' : state;
    default:
      return state;
  }
}

/** True when a subscription sent at `sentAt` is still unacknowledged past its deadline. */
export function isAckOverdue(
  sentAt: number,
  now: number,
  timeoutMs: number = SUBSCRIPTION_ACK_TIMEOUT_MS,
): boolean {
  return now - sentAt >= timeoutMs;
}
