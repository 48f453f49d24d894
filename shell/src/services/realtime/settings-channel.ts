// The settings subscription (graphql-ws on /graphql) driven by the shared
// realtime state machine: the domain decides what state the connection is in
// and when to reconnect; this class owns the socket and the timers.
import type { Client, ClientOptions } from 'graphql-ws/client';
import { OnSettingsChangedDocument } from '@hikari/shared/api/http';
import { REALTIME_ERRORS } from '@hikari/shared/domain/core';
import {
  HANDSHAKE_ACK_TIMEOUT_MS,
  KEEP_ALIVE_CHECK_INTERVAL_MS,
  SUBSCRIPTION_ACK_TIMEOUT_MS,
  connectionReducer,
  connectionStateOf,
  initialConnectionFacts,
  isReconnectHalted,
  keepAliveCheck,
  needsReconnect,
  nextReconnectDelay,
  subscriptionReducer,
  type ConnectionEvent,
  type ConnectionFacts,
  type SubscriptionEvent,
} from './realtime-connection';
import type { RealtimeStatus } from './realtime-slice';

/** The client pings this often so a silent server is noticed even if it never pings. Default 30 s. */
export const CLIENT_PING_INTERVAL_MS = 30_000;
/** The server closes with this code when the guest token is refused. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

export interface SettingsChannelOptions {
  /** ws:// or wss:// address of /graphql. */
  url: string;
  siteName: string;
  getToken: () => Promise<string>;
  /** Drops a token the server refused, so the next attempt fetches a new one. */
  forgetToken: () => void;
  createClient: (options: ClientOptions) => Client;
  /** Every record the channel delivers (the current one first, then each change). */
  onSettings: (settings: unknown) => void;
  onStatus: (status: RealtimeStatus) => void;
  /** online/offline events. Default: window. */
  networkEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Default: navigator.onLine. */
  isOnline?: () => boolean;
  now?: () => number;
}

const closeCode = (value: unknown): number | null =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
    ? (value as { code: number }).code
    : null;

export class SettingsChannel {
  private facts: ConnectionFacts = initialConnectionFacts;
  private subscription: RealtimeStatus['subscription'] = 'idle';
  private attempts = 0;
  private client: Client | null = null;
  private unsubscribe: (() => void) | null = null;
  private lastKeepAliveAt = 0;
  private keepAliveTimer: ReturnType<typeof setInterval> | null = null;
  private ackTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: SettingsChannelOptions) {
    this.now = options.now ?? Date.now;
  }

  private readonly onOnline = () => this.connectionEvent({ type: 'online' });
  private readonly onOffline = () => this.connectionEvent({ type: 'offline' });

  start(): void {
    const online =
      this.options.isOnline?.() ?? (typeof navigator === 'undefined' || navigator.onLine !== false);
    const events = this.options.networkEvents ?? window;
    events.addEventListener('online', this.onOnline);
    events.addEventListener('offline', this.onOffline);
    if (!online) this.facts = connectionReducer(this.facts, { type: 'offline' });
    this.open();
  }

  stop(): void {
    const events = this.options.networkEvents ?? window;
    events.removeEventListener('online', this.onOnline);
    events.removeEventListener('offline', this.onOffline);
    this.clearTimers();
    this.connectionEvent({ type: 'closingConnection' });
    this.closeClient();
    this.connectionEvent({ type: 'closed' });
  }

  get status(): RealtimeStatus {
    return {
      connection: connectionStateOf(this.facts),
      subscription: this.subscription,
      reconnectAttempts: this.attempts,
    };
  }

  private emit(): void {
    this.options.onStatus(this.status);
  }

  private connectionEvent(event: ConnectionEvent): void {
    this.facts = connectionReducer(this.facts, event);
    this.emit();
  }

  private subscriptionEvent(event: SubscriptionEvent): void {
    this.subscription = subscriptionReducer(
      this.subscription === 'idle' ? 'pending' : this.subscription,
      event,
    );
    this.emit();
  }

  private clearTimers(): void {
    if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
    if (this.ackTimer) clearTimeout(this.ackTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.keepAliveTimer = this.ackTimer = this.reconnectTimer = null;
  }

  private closeClient(): void {
    const client = this.client;
    this.client = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    void client?.dispose();
  }

  private open(): void {
    this.connectionEvent({ type: 'openingConnection' });
    const { getToken } = this.options;
    const client = this.options.createClient({
      url: this.options.url,
      lazy: true,
      // Reconnecting is the state machine's job (5 s, then every 60 s).
      retryAttempts: 0,
      connectionAckWaitTimeout: HANDSHAKE_ACK_TIMEOUT_MS,
      keepAlive: CLIENT_PING_INTERVAL_MS,
      connectionParams: async () => ({ authorization: `Bearer ${await getToken()}` }),
      on: {
        connected: () => {
          if (this.client !== client) return;
          this.attempts = 0;
          this.lastKeepAliveAt = this.now();
          this.connectionEvent({ type: 'connectionEstablished' });
          this.watchKeepAlive();
        },
        ping: (received) => {
          if (received) this.lastKeepAliveAt = this.now();
        },
        pong: (received) => {
          if (received) this.lastKeepAliveAt = this.now();
        },
        closed: (event) => {
          if (this.client !== client) return;
          if (closeCode(event) === UNAUTHORIZED_CLOSE_CODE) this.options.forgetToken();
          this.disrupted();
        },
      },
    });
    this.client = client;
    this.subscriptionEvent({ type: 'subscribe' });
    this.ackTimer = setTimeout(() => {
      if (this.client !== client) return;
      this.subscriptionEvent({ type: 'ackTimeout' });
      console.warn(`[realtime] ${REALTIME_ERRORS.timeoutDisconnect}`);
      this.disrupted();
    }, SUBSCRIPTION_ACK_TIMEOUT_MS);
    this.unsubscribe = client.subscribe<{ settingsChanged: unknown }>(
      { query: OnSettingsChangedDocument, variables: { siteName: this.options.siteName } },
      {
        next: (message) => {
          if (this.client !== client) return;
          if (this.ackTimer) clearTimeout(this.ackTimer);
          this.ackTimer = null;
          this.lastKeepAliveAt = this.now();
          if (this.subscription !== 'connected') this.subscriptionEvent({ type: 'ack' });
          if (message.data?.settingsChanged) this.options.onSettings(message.data.settingsChanged);
        },
        error: (error) => {
          if (this.client !== client) return;
          if (closeCode(error) === UNAUTHORIZED_CLOSE_CODE) this.options.forgetToken();
          // A GraphQL error (the subscription was refused) fails it; a close is a lost connection.
          if (closeCode(error) === null) this.subscriptionEvent({ type: 'error' });
          this.disrupted();
        },
        complete: () => {
          if (this.client === client) this.disrupted();
        },
      },
    );
  }

  private watchKeepAlive(): void {
    if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
    this.keepAliveTimer = setInterval(() => {
      const type = keepAliveCheck(this.lastKeepAliveAt, this.now());
      if (type === 'keepAlive') {
        if (this.facts.keepAlive !== 'healthy') this.connectionEvent({ type });
        return;
      }
      this.connectionEvent({ type });
      console.warn(`[realtime] ${REALTIME_ERRORS.connectionClosed}: no keep-alive`);
      this.disrupted();
    }, KEEP_ALIVE_CHECK_INTERVAL_MS);
  }

  /** The socket is gone or useless: close what is left and schedule the next attempt. */
  private disrupted(): void {
    if (this.facts.intended !== 'connected') return;
    this.clearTimers();
    this.closeClient();
    if (this.subscription === 'connected') this.subscriptionEvent({ type: 'connectionLost' });
    this.connectionEvent({ type: 'closed' });
    if (!needsReconnect(connectionStateOf(this.facts))) return;
    const delay = nextReconnectDelay(this.attempts);
    this.attempts += 1;
    this.emit();
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (isReconnectHalted(connectionStateOf(this.facts))) return;
      this.open();
    }, delay);
  }
}
