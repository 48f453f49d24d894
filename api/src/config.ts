// Everything the server reads from the environment, parsed once. Defaults are
// what a developer gets on a fresh clone; production sets the secrets.
import path from 'node:path';

/** Root of the repository (api/src or api/dist -> repo). */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface RateLimitConfig {
  /** Mutations per guest token per window. 0 turns the limit off. Default 120. */
  mutationsPerGuest: number;
  /** Mutations per client address per window. 0 turns the limit off. Default 300. */
  mutationsPerAddress: number;
  /** Guest tokens issued per client address per window. 0 turns the limit off. Default 120. */
  guestTokensPerAddress: number;
  /** GraphQL queries per client address per window. 0 turns the limit off. Default 1200. */
  queriesPerAddress: number;
  /** Length of the fixed window in seconds. Default 60. */
  windowSeconds: number;
  /** Client error reports stored per guest token per window; more are acknowledged, not stored. 0 turns the limit off. Default 20. */
  clientErrorsPerGuest: number;
  /** Client error reports stored per client address per window; more are acknowledged, not stored. 0 turns the limit off. Default 60. */
  clientErrorsPerAddress: number;
  /** Wrong follow or carry-on links (status page, resume page) looked up from one address per window. Default 20. */
  linkFailuresPerAddress: number;
  /** Start of every counter's key in Redis (RATE_LIMIT_REDIS_PREFIX), so that several sites or test runs can share one. Default `hikari:rate-limit:`. */
  redisKeyPrefix: string;
  /**
   * How long a hit waits for Redis before the limit gives up on it and lets the request
   * through (RATE_LIMIT_REDIS_TIMEOUT_MS). Default 1000: an INCR takes well under a
   * millisecond, and a Redis that accepts connections but answers nothing must not hold
   * every request; an instance whose event loop stalls longer than this is overloaded anyway.
   */
  redisTimeoutMs: number;
}

export interface ApiConfig {
  /** Listening port. Default 8080. */
  port: number;
  /** Data folder: PGlite files, generated secrets, the server lock. Default <repo>/.data. */
  dataDir: string;
  /** Built site: shell/, remotes/, remotes.json. Default <repo>/deploy. */
  deployDir: string;
  /** PostgreSQL server; when unset the embedded PGlite under dataDir is used. */
  databaseUrl: string | null;
  /**
   * Redis holding the rate-limit counters (REDIS_URL, e.g. redis://127.0.0.1:6379), which
   * makes every limit count across the instances using it; null: counted in this process.
   */
  redisUrl: string | null;
  /** PostgreSQL schema for the tables and the migrations journal (created when missing). Default: the server's search_path, journal in "drizzle". */
  databaseSchema: string | null;
  /** Secret for /ops and the ops CLI; when unset the ops side answers 503. */
  opsToken: string | null;
  /** HMAC secret for guest tokens; when unset one is generated and kept in dataDir. */
  guestTokenSecret: string | null;
  /** Lifetime of a guest token in seconds. Default 3600 (60 minutes). */
  guestTokenTtlSeconds: number;
  /** How often running canaries are checked (api/src/modules/canary/job.ts), in seconds; 0 turns the check off. Default 60. */
  canaryCheckSeconds: number;
  /** Visitors one client address counts for in each canary cohort (api/src/modules/canary/figures.ts). Default 5. */
  canaryVisitorsPerAddress: number;
  production: boolean;
  rateLimit: RateLimitConfig;
  /** Largest accepted request body in bytes. Default 256 KiB. */
  maxBodyBytes: number;
  /**
   * Seconds a client has to send its whole request header (HEADERS_TIMEOUT_SECONDS); then
   * it gets 408 and the connection is closed. Default 10: a browser sends its header at
   * once, and a client trickling header lines (slow headers) must not keep a socket.
   */
  headersTimeoutSeconds: number;
  /** Seconds for a whole request, its body included (REQUEST_TIMEOUT_SECONDS). Default 30; not below the header's. */
  requestTimeoutSeconds: number;
  /**
   * Seconds an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_SECONDS). Default 65:
   * longer than nginx keeps its idle connections to an instance (60 s), so nginx closes them
   * first and never sends a request down a connection the instance is closing.
   */
  keepAliveTimeoutSeconds: number;
  /**
   * Deepest accepted GraphQL selection, counted as graphql-armor counts it: a
   * root field is level 1, fragments add no level. Default 8 (the site's
   * deepest document, the settings, reaches 6).
   */
  maxQueryDepth: number;
  /** Most aliases in one operation (graphql-armor). Default 15; the site's documents use none. */
  graphqlMaxAliases: number;
  /** Most directives in one operation (graphql-armor). Default 50; the site's documents use none. */
  graphqlMaxDirectives: number;
  /**
   * Most lexical tokens in one document (graphql-armor, checked while parsing).
   * Default 500; the site's largest document (the settings) has 87.
   */
  graphqlMaxTokens: number;
  /**
   * Highest graphql-armor cost of one operation (2 per object field, 1 per
   * scalar, x1.5 per level, fragments counted at every spread). Default 1000;
   * the settings document costs 152.
   */
  graphqlMaxCost: number;
  /** Answer introspection queries; honoured only outside production. Default false. */
  graphqlIntrospection: boolean;
  /**
   * The proxies whose X-Forwarded-For is believed (addresses, CIDR ranges or
   * proxy-addr's names such as `loopback`): the client's address is the
   * right-most hop that is not one of them. Empty (the default): the socket's
   * address, whatever the header says.
   */
  trustProxy: string[];
  /** Interface to listen on. Default every interface (`::`); the fleet's instances use 127.0.0.1. */
  host: string;
  /**
   * Demo data written into empty tables at start, by name: `area` (the area
   * master and registered buildings of the five prefectures) and `people`
   * (contracts and introducer codes such as HIKARI01). Default both on the
   * embedded database outside production, none with DATABASE_URL or
   * NODE_ENV=production. The settings record is always written.
   */
  seedDemo: DemoPart[];
  /** Wrong ops tokens accepted from one address per window before it gets 429. Default 10. */
  opsAuthFailuresPerAddress: number;
  /**
   * The mail server the outbox is sent through (SMTP_URL, e.g.
   * smtp://127.0.0.1:2525 or smtps://user:pass@mail.example:465); null: mail
   * stays in the outbox and ops read it in the console (npm start).
   */
  smtpUrl: string | null;
  /** The From of every mail (MAIL_FROM); its domain also names the Message-IDs. */
  mailFrom: string;
  /** Where visitors reach the site, for the links a mail carries (PUBLIC_SITE_URL). Default http://localhost:<port>. */
  publicSiteUrl: string;
  /**
   * The company's OpenID Connect provider for the console's sign-in (OPS_OIDC_*);
   * null: people sign in with their local account (password and TOTP).
   */
  opsOidc: OpsOidcConfig | null;
}

export interface OpsOidcConfig {
  /** The issuer (OPS_OIDC_ISSUER); its /.well-known/openid-configuration is read at the first sign-in. */
  issuer: string;
  /** OPS_OIDC_CLIENT_ID, as registered with the provider. */
  clientId: string;
  /** OPS_OIDC_CLIENT_SECRET; null: a public client, proven by PKCE alone. */
  clientSecret: string | null;
  /** Where the provider sends the browser back (OPS_OIDC_REDIRECT_URL). Default PUBLIC_SITE_URL + /ops/session/oidc/callback. */
  redirectUrl: string;
}

/** The console's callback path, under the ops API. */
export const OPS_OIDC_CALLBACK_PATH = '/ops/session/oidc/callback';

/** From of the mail when MAIL_FROM is unset (the fictional company's domain, reserved by RFC 2606). */
export const DEFAULT_MAIL_FROM = '東海ひかりネット <no-reply@tokai-hikari.example>';

/** Largest request body by default (MAX_BODY_BYTES); nginx in front refuses larger ones itself. */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/** Largest area master CSV accepted by POST /ops/area/import (the whole master is about 1.5 MB). */
export const AREA_IMPORT_MAX_BYTES = 32 * 1024 * 1024;

export const DEMO_PARTS = ['area', 'people'] as const;
export type DemoPart = (typeof DEMO_PARTS)[number];

/** The shortest OPS_TOKEN the server starts with: a guessable secret guards personal data. */
export const OPS_TOKEN_MIN_LENGTH = 32;

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a non-negative integer (got "${raw}")`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.trim().toLowerCase());
}

function list(env: NodeJS.ProcessEnv, name: string): string[] | null {
  const raw = env[name];
  if (raw === undefined) return null;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const proxies = list(env, 'TRUST_PROXY') ?? [];
  // "Trust every hop" is what let any client choose its own address: name the proxies.
  const vague = proxies.find((p) => ['1', 'true', 'yes', 'on', '*'].includes(p.toLowerCase()));
  if (vague) {
    throw new ConfigError(
      `TRUST_PROXY names the proxies to believe (for example TRUST_PROXY=127.0.0.1 or 10.0.0.0/8), not "${vague}"`,
    );
  }
  return proxies.filter((p) => !['0', 'false', 'no', 'off'].includes(p.toLowerCase()));
}

function redisUrlOf(env: NodeJS.ProcessEnv): string | null {
  const raw = text(env, 'REDIS_URL');
  if (raw === null) return null;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  // Not echoed: the address may carry Redis's password.
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new ConfigError(
      'REDIS_URL is a redis:// or rediss:// address (for example redis://127.0.0.1:6379)',
    );
  }
  return raw;
}

function demoParts(env: NodeJS.ProcessEnv, embedded: boolean): DemoPart[] {
  const named = list(env, 'SEED_DEMO');
  if (named === null || named.length === 0) return embedded ? [...DEMO_PARTS] : [];
  if (named.length === 1 && named[0] === 'none') return [];
  for (const part of named) {
    if (!(DEMO_PARTS as readonly string[]).includes(part)) {
      throw new ConfigError(`SEED_DEMO lists ${DEMO_PARTS.join(', ')} or none (got "${part}")`);
    }
  }
  return named as DemoPart[];
}

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

function timeouts(
  env: NodeJS.ProcessEnv,
): Pick<ApiConfig, 'headersTimeoutSeconds' | 'requestTimeoutSeconds' | 'keepAliveTimeoutSeconds'> {
  const headersTimeoutSeconds = Math.max(1, int(env, 'HEADERS_TIMEOUT_SECONDS', 10));
  const requestTimeoutSeconds = Math.max(1, int(env, 'REQUEST_TIMEOUT_SECONDS', 30));
  if (headersTimeoutSeconds > requestTimeoutSeconds) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_SECONDS (${headersTimeoutSeconds}) must not exceed REQUEST_TIMEOUT_SECONDS (${requestTimeoutSeconds}): the header is part of the request`,
    );
  }
  return {
    headersTimeoutSeconds,
    requestTimeoutSeconds,
    keepAliveTimeoutSeconds: Math.max(1, int(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 65)),
  };
}

function absoluteUrl(name: string, raw: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is an absolute URL (got "${raw}")`);
  }
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) {
    throw new ConfigError(
      `${name} must be an https:// URL${production ? ' in production' : ''} (got "${raw}")`,
    );
  }
  return url;
}

function opsOidcOf(env: NodeJS.ProcessEnv, production: boolean, publicSiteUrl: string): OpsOidcConfig | null {
  const issuer = text(env, 'OPS_OIDC_ISSUER');
  if (issuer === null) return null;
  absoluteUrl('OPS_OIDC_ISSUER', issuer, production);
  const clientId = text(env, 'OPS_OIDC_CLIENT_ID');
  if (clientId === null) {
    throw new ConfigError(
      'OPS_OIDC_ISSUER needs OPS_OIDC_CLIENT_ID, the client registered with the provider',
    );
  }
  const redirectUrl = text(env, 'OPS_OIDC_REDIRECT_URL') ?? `${publicSiteUrl}${OPS_OIDC_CALLBACK_PATH}`;
  absoluteUrl('OPS_OIDC_REDIRECT_URL', redirectUrl, production);
  return { issuer, clientId, clientSecret: text(env, 'OPS_OIDC_CLIENT_SECRET'), redirectUrl };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = text(env, 'DATABASE_URL');
  const opsToken = text(env, 'OPS_TOKEN');
  const publicSiteUrl = (
    text(env, 'PUBLIC_SITE_URL') ?? `http://localhost:${int(env, 'PORT', 8080)}`
  ).replace(/\/+$/, '');
  if (opsToken !== null && opsToken.length < OPS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      `OPS_TOKEN must be at least ${OPS_TOKEN_MIN_LENGTH} characters (for example OPS_TOKEN=$(openssl rand -hex 32))`,
    );
  }
  return {
    port: int(env, 'PORT', 8080),
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data')),
    deployDir: path.resolve(text(env, 'DEPLOY_DIR') ?? path.join(REPO_ROOT, 'deploy')),
    databaseUrl,
    databaseSchema: text(env, 'DATABASE_SCHEMA'),
    redisUrl: redisUrlOf(env),
    opsToken,
    guestTokenSecret: text(env, 'GUEST_TOKEN_SECRET'),
    guestTokenTtlSeconds: int(env, 'GUEST_TOKEN_TTL_SECONDS', 3600),
    canaryCheckSeconds: int(env, 'CANARY_CHECK_SECONDS', 60),
    canaryVisitorsPerAddress: int(env, 'CANARY_VISITORS_PER_ADDRESS', 5),
    production,
    rateLimit: {
      mutationsPerGuest: int(env, 'RATE_LIMIT_MUTATIONS_PER_GUEST', 120),
      mutationsPerAddress: int(env, 'RATE_LIMIT_MUTATIONS_PER_ADDRESS', 300),
      guestTokensPerAddress: int(env, 'RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS', 120),
      queriesPerAddress: int(env, 'RATE_LIMIT_QUERIES_PER_ADDRESS', 1200),
      windowSeconds: Math.max(1, int(env, 'RATE_LIMIT_WINDOW_SECONDS', 60)),
      clientErrorsPerGuest: int(env, 'RATE_LIMIT_CLIENT_ERRORS_PER_GUEST', 20),
      clientErrorsPerAddress: int(env, 'RATE_LIMIT_CLIENT_ERRORS_PER_ADDRESS', 60),
      linkFailuresPerAddress: int(env, 'RATE_LIMIT_LINK_FAILURES_PER_ADDRESS', 20),
      redisKeyPrefix: text(env, 'RATE_LIMIT_REDIS_PREFIX') ?? 'hikari:rate-limit:',
      redisTimeoutMs: Math.max(1, int(env, 'RATE_LIMIT_REDIS_TIMEOUT_MS', 1000)),
    },
    maxBodyBytes: int(env, 'MAX_BODY_BYTES', DEFAULT_MAX_BODY_BYTES),
    ...timeouts(env),
    maxQueryDepth: int(env, 'MAX_QUERY_DEPTH', 8),
    graphqlMaxAliases: int(env, 'GRAPHQL_MAX_ALIASES', 15),
    graphqlMaxDirectives: int(env, 'GRAPHQL_MAX_DIRECTIVES', 50),
    graphqlMaxTokens: int(env, 'GRAPHQL_MAX_TOKENS', 500),
    graphqlMaxCost: int(env, 'GRAPHQL_MAX_COST', 1000),
    graphqlIntrospection: flag(env, 'GRAPHQL_INTROSPECTION', false),
    trustProxy: trustedProxies(env),
    host: text(env, 'HOST') ?? '::',
    seedDemo: demoParts(env, databaseUrl === null && !production),
    opsAuthFailuresPerAddress: int(env, 'RATE_LIMIT_OPS_AUTH_FAILURES_PER_ADDRESS', 10),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    publicSiteUrl,
    opsOidc: opsOidcOf(env, production, publicSiteUrl),
  };
}
