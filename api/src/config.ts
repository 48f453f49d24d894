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
  /** PostgreSQL schema for the tables and the migrations journal (created when missing). Default: the server's search_path, journal in "drizzle". */
  databaseSchema: string | null;
  /** Secret for /ops and the ops CLI; when unset the ops side answers 503. */
  opsToken: string | null;
  /** HMAC secret for guest tokens; when unset one is generated and kept in dataDir. */
  guestTokenSecret: string | null;
  /** Lifetime of a guest token in seconds. Default 3600 (60 minutes). */
  guestTokenTtlSeconds: number;
  production: boolean;
  rateLimit: RateLimitConfig;
  /** Largest accepted request body in bytes. Default 256 KiB. */
  maxBodyBytes: number;
  /** Deepest accepted GraphQL selection. Default 8. */
  maxQueryDepth: number;
  /** Take the client address from X-Forwarded-For (behind a proxy). Default false. */
  trustProxy: boolean;
  /** Seed demo data when the database is empty. Default true. */
  seedOnStart: boolean;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer (got "${raw}")`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.trim().toLowerCase());
}

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: int(env, 'PORT', 8080),
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data')),
    deployDir: path.resolve(text(env, 'DEPLOY_DIR') ?? path.join(REPO_ROOT, 'deploy')),
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseSchema: text(env, 'DATABASE_SCHEMA'),
    opsToken: text(env, 'OPS_TOKEN'),
    guestTokenSecret: text(env, 'GUEST_TOKEN_SECRET'),
    guestTokenTtlSeconds: int(env, 'GUEST_TOKEN_TTL_SECONDS', 3600),
    production: env.NODE_ENV === 'production',
    rateLimit: {
      mutationsPerGuest: int(env, 'RATE_LIMIT_MUTATIONS_PER_GUEST', 120),
      mutationsPerAddress: int(env, 'RATE_LIMIT_MUTATIONS_PER_ADDRESS', 300),
      guestTokensPerAddress: int(env, 'RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS', 120),
      queriesPerAddress: int(env, 'RATE_LIMIT_QUERIES_PER_ADDRESS', 1200),
      windowSeconds: Math.max(1, int(env, 'RATE_LIMIT_WINDOW_SECONDS', 60)),
      clientErrorsPerGuest: int(env, 'RATE_LIMIT_CLIENT_ERRORS_PER_GUEST', 20),
      clientErrorsPerAddress: int(env, 'RATE_LIMIT_CLIENT_ERRORS_PER_ADDRESS', 60),
    },
    maxBodyBytes: int(env, 'MAX_BODY_BYTES', 256 * 1024),
    maxQueryDepth: int(env, 'MAX_QUERY_DEPTH', 8),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    seedOnStart: flag(env, 'SEED_ON_START', true),
  };
}
