// The production recipe's web server: nginx (Debian's package) serves the
// published site straight from the deploy folder and proxies the API paths to
// the API instances. Rendered from code so that the paths, cache rules and
// security headers are the ones the API itself uses when it serves the site
// alone (api/src/modules/site/routes.ts, api/src/http/security-headers.ts).
import {
  CANARY_BUCKETS,
  PREVIEW_COOKIE,
  routeTable,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
} from '@hikari/shared/domain';
import { AREA_IMPORT_MAX_BYTES, DEFAULT_MAX_BODY_BYTES } from '@hikari/api/config';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '@hikari/api/security-headers';
import { previewCookieValue } from '@hikari/release/canary-preview';

export interface NginxOptions {
  /** Port nginx listens on. */
  port: number;
  /** The published site: shell/, remotes/, remotes.json. */
  deployDir: string;
  /** API instances, `host:port`. */
  upstreams: string[];
  /** Folder for the pid file, logs and temp files (nginx -p). */
  prefix: string;
  /** Run as this user when started as root (Debian's www-data); default: the caller. */
  user?: string;
  /** The API instances' MAX_BODY_BYTES; default theirs. */
  maxBodyBytes?: number;
  /**
   * The API instances' OPS_TOKEN: ops' preview cookie (previewCookieValue of
   * it) gets every remote's running canary. Without it nobody gets the preview.
   */
  opsToken?: string | null;
  /**
   * Where visitors reach the site (the instances' PUBLIC_SITE_URL); default
   * http://127.0.0.1:<port>. Its host is the server_name nginx answers, the
   * host its Content-Security-Policy names and the Host the API is sent;
   * nothing nginx writes comes from the request's Host.
   */
  publicUrl?: string;
  /** Other names nginx answers besides the public address's (the fleet's 127.0.0.1). */
  serverNames?: string[];
}

/**
 * What nginx holds against slow or greedy clients (README, "Production shape").
 * A visitor's browser has at most 6 requests in progress to the site at once,
 * plus the GraphQL WebSocket while a page is open; idle keep-alive connections
 * are not counted. 256 in progress per address leaves room for about 35
 * visitors behind one NAT loading pages at the same instant, or some 250 open
 * pages, and for the fault drills (20 at a time).
 */
export const NGINX_LIMITS = {
  /** Connections per worker (one worker per core), clients' and the API's together. */
  workerConnections: 8192,
  /** Descriptors per worker: a proxied request takes two, a file one more. */
  workerFiles: 16384,
  /** Requests in progress from one client address; more get 429. */
  requestsPerAddress: 256,
  /** Seconds a client has to send its whole request header; then the connection is closed. */
  headerSeconds: 10,
  /** Seconds a client may pause in the middle of its body; then the connection is closed. */
  bodySeconds: 10,
  /** Seconds an idle keep-alive connection stays open. */
  keepAliveSeconds: 20,
} as const;

/** The public address's host (with its port) and the names nginx answers. */
function publicHost(options: NginxOptions): { host: string; names: string[] } {
  const url = new URL(options.publicUrl ?? `http://127.0.0.1:${options.port}`);
  return { host: url.host, names: [...new Set([url.hostname, ...(options.serverNames ?? [])])] };
}

/**
 * Paths the API answers besides /graphql (api/src/server.ts routes them);
 * everything else is a file of the site.
 */
export const API_PATTERN = '^/((auth|postal|banks)(/|$)|(events|healthz|readyz|robots\\.txt|sitemap\\.xml)$)';

const kib = (bytes: number) => `${Math.ceil(bytes / 1024)}k`;

/**
 * Headers nginx sends to an API instance. X-Forwarded-For is the address
 * nginx saw, replacing whatever the client sent (nginx is the edge): the API
 * believes it from nginx only (TRUST_PROXY), so a client cannot pick its own
 * address to get round the per-address limits. Host is the public address's,
 * whatever the client sent.
 */
const proxyHeaders = (options: NginxOptions) => `      proxy_set_header Host ${publicHost(options).host};
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** The security headers the API sends (api/src/http/security-headers.ts); the CSP names the public address's WebSocket. */
function securityHeaderValues(options: NginxOptions): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(publicHost(options).host)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
}

/** The variable holding a security header for nginx's own answers ($hikari_own_x_frame_options). */
const ownHeaderVariable = (name: string) => `$hikari_own_${name.toLowerCase().replace(/-/g, '_')}`;

function securityHeaders(options: NginxOptions): string {
  return securityHeaderValues(options)
    .map(([name, value]) => `      add_header ${name} "${value}" always;`)
    .join('\n');
}

/**
 * The security headers on nginx's own answers where the API answers too
 * (server level, so the proxied locations have them): each is sent unless the
 * API's answer has its own, so nginx's 400, 401, 413, 429, 502 and 504 carry
 * them and the API's answers keep exactly the API's.
 */
function ownSecurityHeaders(options: NginxOptions): string {
  return securityHeaderValues(options)
    .map(([name]) => `    add_header ${name} ${ownHeaderVariable(name)} always;`)
    .join('\n');
}

function ownSecurityHeaderMaps(options: NginxOptions): string {
  return securityHeaderValues(options)
    .map(
      ([
        name,
        value,
      ]) => `  map $upstream_http_${name.toLowerCase().replace(/-/g, '_')} ${ownHeaderVariable(name)} {
    "" "${value}";
    default "";
  }`,
    )
    .join('\n');
}

/** The main context and the http block's settings, upstreams and maps (everything before the server). */
function httpContext(options: NginxOptions): string {
  const upstreams = options.upstreams
    .map((address) => `    server ${address} max_fails=2 fail_timeout=5s;`)
    .join('\n');
  return `# Rendered by tools/fleet/nginx-config.ts; do not edit by hand.
${options.user ? `user ${options.user};` : ''}
worker_processes auto;
worker_rlimit_nofile ${NGINX_LIMITS.workerFiles};
pid ${options.prefix}/nginx.pid;
error_log ${options.prefix}/error.log warn;

events {
  worker_connections ${NGINX_LIMITS.workerConnections};
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types {
    text/javascript js mjs;
  }
  charset utf-8;
  charset_types text/css text/plain text/javascript application/json image/svg+xml;
  access_log ${options.prefix}/access.log;
  client_body_temp_path ${options.prefix}/client_body;
  proxy_temp_path ${options.prefix}/proxy;
  fastcgi_temp_path ${options.prefix}/fastcgi;
  uwsgi_temp_path ${options.prefix}/uwsgi;
  scgi_temp_path ${options.prefix}/scgi;
  sendfile on;
  server_tokens off;
  # The API's own limit (MAX_BODY_BYTES); the area import has its own below.
  client_max_body_size ${kib(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)};

  # Slow and greedy clients (NGINX_LIMITS): the whole request header within
  # ${NGINX_LIMITS.headerSeconds} s, no pause of more than ${NGINX_LIMITS.bodySeconds} s in a body, and ${NGINX_LIMITS.requestsPerAddress} requests in
  # progress per client address (the server's limit_conn).
  client_header_timeout ${NGINX_LIMITS.headerSeconds}s;
  client_body_timeout ${NGINX_LIMITS.bodySeconds}s;
  keepalive_timeout ${NGINX_LIMITS.keepAliveSeconds}s;
  reset_timedout_connection on;
  limit_conn_zone $binary_remote_addr zone=hikari_address:10m;
  limit_conn_status 429;
  limit_conn_log_level warn;

  # Precompressed files (name.gz beside name, written at publish) are sent as
  # they are; anything without one is compressed here. Vary: Accept-Encoding.
  gzip_static on;
  gzip on;
  gzip_vary on;
  gzip_comp_level 5;
  gzip_types text/css text/javascript application/javascript application/json image/svg+xml text/plain;

  # Passive health checks: an instance that fails twice is left out for 5 s.
  # Every GraphQL mutation carries an idempotency key, so a request that found
  # an instance gone may be sent to the next one (non_idempotent); an ops POST
  # (a rollback) has none and is never sent twice.
  upstream hikari_api {
${upstreams}
    keepalive 32;
  }

  # The route table: its paths are pages (1), the same without the trailing
  # slash are redirected to them (2); any other path gets the prerendered 404
  # page with status 404.
  map $uri $hikari_route {
    default 0;
${routeTable
  .flatMap((route) =>
    route.path === '/' ? ['    "/" 1;'] : [`    "${route.path}" 1;`, `    "${route.path.slice(0, -1)}" 2;`],
  )
  .join('\n')}
  }

${canaryMaps(options)}
  # nginx's own answers get the security headers the API's already have.
${ownSecurityHeaderMaps(options)}

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

`;
}

/**
 * Canary releases of a remote (issue 19), the choice the API's page server
 * makes (api/src/modules/site/routes.ts) and the shell makes in the browser
 * (canaryBucket of @hikari/shared/domain):
 * - $hikari_vid: the visitor's anonymous id, the hikari_vid cookie (the
 *   API's signed id, or one of these), or a new one ($request_id: 32 random
 *   lower-case hex characters) when the request has none or one that is not
 *   an id; $hikari_set_vid is the Set-Cookie of that new id (empty, so not
 *   sent, when the request had one). nginx cannot sign: the API counts a
 *   visitor for the canary check only on an id it signed, and replaces
 *   nginx's unsigned one with the same id signed, on the first page it serves
 *   or POST /events (api/src/modules/site/visitor-id.ts);
 * - $hikari_vid_key: the id without its signature (visitorKey), what the
 *   bucket is split over, so signing never moves a visitor;
 * - $hikari_owner: who owns the route ("shell" for the shell and any other path);
 * - $hikari_bucket: the visitor's bucket 0..99 for that owner, split_clients
 *   over "<key><owner>" with 100 parts of 1% (bucket k holds the hashes below
 *   0xffffffff * (k + 1) / 100; "*" takes the last part to the very end);
 * - $hikari_preview: "preview" for ops' preview cookie, else "none".
 * The route's page is then the first existing file of
 * canary/<owner>/<preview>/<route>page.html, canary/<owner>/<bucket>/<route>page.html
 * (the bucket and preview folders are symlinks to canary/<owner>/pages while
 * a canary runs) and pages/<route>page.html.
 */
function canaryMaps(options: NginxOptions): string {
  const id = '"~^[0-9a-f]{32}([.][0-9a-f]{32})?$"';
  const owners = routeTable
    .filter((route) => route.owner !== 'shell')
    .map((route) => `    "${route.path}" ${route.owner};`)
    .join('\n');
  const buckets = Array.from({ length: CANARY_BUCKETS }, (_, bucket) =>
    bucket < CANARY_BUCKETS - 1 ? `    1% ${bucket};` : `    * ${bucket};`,
  ).join('\n');
  // The preview cookie's exact value (a regular expression: string keys of a map ignore case).
  const preview = options.opsToken ? `    "~^${previewCookieValue(options.opsToken)}$" preview;\n` : '';
  return `  # Canary releases: the visitor's id, the route's owner, the visitor's bucket, ops' preview.
  map $cookie_${VISITOR_COOKIE} $hikari_vid {
    ${id} $cookie_${VISITOR_COOKIE};
    default $request_id;
  }

  map $hikari_vid $hikari_vid_key {
    "~^(?<key>[0-9a-f]{32})" $key;
  }

  map $scheme $hikari_cookie_secure {
    https "; Secure";
    default "";
  }

  map $cookie_${VISITOR_COOKIE} $hikari_set_vid {
    ${id} "";
    default "${VISITOR_COOKIE}=$request_id; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax$hikari_cookie_secure";
  }

  map $uri $hikari_owner {
    default shell;
${owners}
  }

  # A remote's page depends on the visitor's cookies; the shell's does not.
  map $hikari_owner $hikari_vary {
    shell "";
    default Cookie;
  }

  split_clients "\${hikari_vid_key}\${hikari_owner}" $hikari_bucket {
${buckets}
  }

  map $cookie_${PREVIEW_COOKIE} $hikari_preview {
${preview}    default none;
  }

`;
}

/** The API behind nginx: GraphQL with its WebSocket, the ops console and ops API, the rest of the API. */
function apiLocations(options: NginxOptions, headers: string, staticFile: StaticFile): string {
  const proxy = proxyHeaders(options);
  // Every location here hands the request to the API instances the same way.
  const toApi = `      proxy_pass http://hikari_api;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
${proxy}`;
  // Every ops call carries a Bearer token (a person's API token) or the console's session
  // cookie (hikari_ops_session, api/src/modules/ops-people/identity.ts): without either the
  // answer is the API's own 401, given here from the request's headers, before any body is read.
  const opsGuard = `      default_type application/json;
      set $hikari_ops_credentials "";
      if ($http_authorization ~* "^\\s*Bearer\\s+\\S") {
        set $hikari_ops_credentials bearer;
      }
      if ($cookie_hikari_ops_session != "") {
        set $hikari_ops_credentials session;
      }
      if ($hikari_ops_credentials = "") {
        return 401 '{"message":"No credentials"}';
      }`;
  return `    location = /graphql {
      proxy_pass http://hikari_api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
${proxy}
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 non_idempotent;
      proxy_next_upstream_tries 2;
    }

    # The ops console (deploy/ops/): exactly /ops/ and /ops/assets/*; /ops/… otherwise is the API.
    location = /ops {
${headers}
      return 301 /ops/;
    }

    location = /ops/ {
      root ${options.deployDir};
${staticFile(NO_CACHE)}
      try_files /ops/index.html =404;
    }

    location ^~ /ops/assets/ {
      root ${options.deployDir};
${staticFile(IMMUTABLE)}
      try_files $uri =404;
    }

    # The ways in to the console (sign-in, the sign-in methods, the company provider's
    # flow) carry no credentials yet: small bodies only, and the API counts failed sign-ins.
    location ^~ /ops/session {
      client_max_body_size 16k;
${toApi}
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
    }

    # The ops API: every other /ops/ path. A POST that failed is not sent to
    # another instance (a rollback must not run twice).
    location ^~ /ops/ {
${opsGuard}
${toApi}
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
    }

    # The area master's CSV is larger than any other body; the API accepts up to the same size.
    location = /ops/area/import {
      client_max_body_size ${kib(AREA_IMPORT_MAX_BYTES)};
${opsGuard}
${toApi}
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 1;
    }

    # The rest of the API (regular expression locations are tried in order, before the site's).
    location ~ "${API_PATTERN}" {
${toApi}
      proxy_next_upstream error timeout http_502 non_idempotent;
      proxy_next_upstream_tries 2;
    }

`;
}

/** The release manifest, the remotes' and the shell's files. */
function fileLocations(options: NginxOptions, staticFile: StaticFile): string {
  return `    # The manifest changes at every release and rollback: always revalidated.
    location = /remotes.json {
${staticFile(NO_CACHE, '\n      add_header Access-Control-Allow-Origin * always;')}
    }

    # Only what a browser loads (as the API serves them): the files of a version folder,
    # remotes/<remote>/<version>/…, never changed once published; not a remote's releases.json
    # and history.json (the release log, for tools/site and ops) nor a version's ssr/ (the Node
    # build prerendering runs).
    location ^~ /remotes/ {
${staticFile(NO_CACHE)}
      location ~ "^/remotes/[^/]+/[^/]+/ssr(/|$)" {
        return 404;
      }
      location ~ "^/remotes/[^/]+/[^/]+/[^/]" {
${staticFile(IMMUTABLE, '\n      add_header Access-Control-Allow-Origin * always;').replace(/^ {6}/gm, '        ')}
        try_files $uri =404;
      }
      return 404;
    }

    # The shell's content-hashed files: main.<hash>.js, chunks, stylesheets.
    location ~ "^/[^/]+\\.[0-9a-f]{8}\\.(js|css)$" {
      root ${options.deployDir}/shell;
${staticFile(IMMUTABLE)}
      try_files $uri =404;
    }

    # Any other file of the shell (main.js, favicon), revalidated with its ETag.
    location ~ "\\.[A-Za-z0-9]+$" {
      root ${options.deployDir}/shell;
${staticFile(NO_CACHE)}
      try_files $uri =404;
    }

`;
}

/** The routes' prerendered pages (a remote's canary's too), the unrendered fallback and the 404 page. */
function pageLocations(options: NginxOptions, staticFile: StaticFile): string {
  // A page answer: a static file's headers, the visitor's new id if it had none
  // (empty otherwise: not sent), Vary: Cookie on a remote's route.
  const pageFile = () =>
    staticFile(
      NO_CACHE,
      '\n      add_header Set-Cookie $hikari_set_vid always;\n      add_header Vary $hikari_vary always;',
    );
  return `    # Routes: the route's prerendered page (deploy/pages/<route>/page.html, release/src/pages.ts),
    # the shell's page where there is none; a route without its trailing slash is redirected
    # before any HTML (the page hydrates at its own path); any other path gets the prerendered
    # 404 page with status 404.
    location / {
      root ${options.deployDir};
      error_page 404 /__hikari_not_found;
      if ($hikari_route = 0) {
        return 404;
      }
      # Its own headers: a redirect is no page, so it sets no visitor id.
      if ($hikari_route = 2) {
${staticFile(NO_CACHE).replace(/^ {6}/gm, '        ')}
        rewrite "^(.*[^/])$" $1/ permanent;
      }
${pageFile()}
      # A remote's route: ops' preview of its canary, the canary if the visitor's bucket is in it, the live page.
      try_files /canary/$hikari_owner/$hikari_preview\${uri}page.html
                /canary/$hikari_owner/$hikari_bucket\${uri}page.html
                /pages\${uri}page.html
                @hikari_unrendered;
    }

    # A route without its prerendered page: 500 with the generic error page where its page failed
    # to prerender (error.html), else the shell's page, drawn by the browser.
    location @hikari_unrendered {
      root ${options.deployDir};
      error_page 500 /pages\${uri}error.html;
      if (-f $document_root/pages\${uri}error.html) {
        return 500;
      }
${pageFile()}
      try_files /shell/index.html =404;
    }

    # The prerendered pages are reached through their routes only.
    location ^~ /pages/ {
      internal;
      root ${options.deployDir};
${pageFile()}
    }

    # So are the canaries' pages (deploy/canary/<remote>/{pages,preview,<bucket>}/).
    location ^~ /canary/ {
      internal;
      root ${options.deployDir};
${staticFile(NO_CACHE)}
    }

    location = /__hikari_not_found {
      internal;
      root ${options.deployDir};
${pageFile()}
      try_files /pages/_404/page.html /shell/index.html =404;
    }
  }
}
`;
}

/** A static file's headers: the security headers, its Cache-Control, anything extra. */
type StaticFile = (cache: string, extra?: string) => string;

export function renderNginxConfig(options: NginxOptions): string {
  const headers = securityHeaders(options);
  const staticFile: StaticFile = (cache, extra = '') => `${headers}
      add_header Cache-Control "${cache}" always;${extra}`;
  const own = ownSecurityHeaders(options);
  return `${httpContext(options)}  # A request for any other host (or none) is refused: the connection is closed
  # unanswered. A request nginx cannot read at all gets its 400 here, with the headers.
  server {
    listen ${options.port} default_server;
${own}
    return 444;
  }

  server {
    listen ${options.port};
    server_name ${publicHost(options).names.join(' ')};
    root ${options.deployDir};
    # Redirects name the path only (Location: /faq/), never a host.
    absolute_redirect off;
    limit_conn hikari_address ${NGINX_LIMITS.requestsPerAddress};
    # nginx's own answers in the API's locations; the site's locations send their own.
${own}

${apiLocations(options, headers, staticFile)}${fileLocations(options, staticFile)}${pageLocations(options, staticFile)}`;
}
