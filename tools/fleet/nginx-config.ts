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
import { contentSecurityPolicy } from '@hikari/api/security-headers';
import { previewCookieValue } from '@hikari/site-tools/canary-preview';

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
 * address to get round the per-address limits.
 */
const PROXY_HEADERS = `      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function securityHeaders(): string {
  // $http_host: the CSP names the page's own WebSocket origin, as the API does.
  return [
    `add_header Content-Security-Policy "${contentSecurityPolicy('$http_host')}" always;`,
    'add_header X-Content-Type-Options nosniff always;',
    'add_header X-Frame-Options DENY always;',
    'add_header Referrer-Policy strict-origin-when-cross-origin always;',
    'add_header Cross-Origin-Opener-Policy same-origin always;',
    'add_header Permissions-Policy "camera=(), microphone=(), geolocation=(self)" always;',
  ]
    .map((line) => `      ${line}`)
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
pid ${options.prefix}/nginx.pid;
error_log ${options.prefix}/error.log warn;

events {
  worker_connections 1024;
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
 * - $hikari_vid: the visitor's anonymous id, the hikari_vid cookie, or a new
 *   one ($request_id: 32 random lower-case hex characters) when the request
 *   has none or one that is not an id; $hikari_set_vid is the Set-Cookie of
 *   that new id (empty, so not sent, when the request had one);
 * - $hikari_owner: who owns the route ("shell" for the shell and any other path);
 * - $hikari_bucket: the visitor's bucket 0..99 for that owner, split_clients
 *   over "<id><owner>" with 100 parts of 1% (bucket k holds the hashes below
 *   0xffffffff * (k + 1) / 100; "*" takes the last part to the very end);
 * - $hikari_preview: "preview" for ops' preview cookie, else "none".
 * The route's page is then the first existing file of
 * canary/<owner>/<preview>/<route>page.html, canary/<owner>/<bucket>/<route>page.html
 * (the bucket and preview folders are symlinks to canary/<owner>/pages while
 * a canary runs) and pages/<route>page.html.
 */
function canaryMaps(options: NginxOptions): string {
  const id = '"~^[0-9a-f]{32}$"';
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

  split_clients "\${hikari_vid}\${hikari_owner}" $hikari_bucket {
${buckets}
  }

  map $cookie_${PREVIEW_COOKIE} $hikari_preview {
${preview}    default none;
  }

`;
}

/** The API behind nginx: GraphQL with its WebSocket, the ops console and ops API, the rest of the API. */
function apiLocations(options: NginxOptions, headers: string, staticFile: StaticFile): string {
  return `    location = /graphql {
      proxy_pass http://hikari_api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
${PROXY_HEADERS}
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

    # The ops API: every other /ops/ path. A POST that failed is not sent to
    # another instance (a rollback must not run twice).
    location ^~ /ops/ {
      proxy_pass http://hikari_api;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
${PROXY_HEADERS}
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
    }

    # The area master's CSV is larger than any other body; the API accepts up to the same size.
    location = /ops/area/import {
      client_max_body_size ${kib(AREA_IMPORT_MAX_BYTES)};
      proxy_pass http://hikari_api;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
${PROXY_HEADERS}
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 1;
    }

    # The rest of the API (regular expression locations are tried in order, before the site's).
    location ~ "${API_PATTERN}" {
      proxy_pass http://hikari_api;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
${PROXY_HEADERS}
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

    # Remotes' files are versioned by folder: never change once published.
    location ^~ /remotes/ {
${staticFile(IMMUTABLE, '\n      add_header Access-Control-Allow-Origin * always;')}
      try_files $uri =404;
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
  return `    # Routes: the route's prerendered page (deploy/pages/<route>/page.html, tools/site/pages.ts),
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
  const headers = securityHeaders();
  const staticFile: StaticFile = (cache, extra = '') => `${headers}
      add_header Cache-Control "${cache}" always;${extra}`;
  return `${httpContext(options)}  server {
    listen ${options.port};
    root ${options.deployDir};

${apiLocations(options, headers, staticFile)}${fileLocations(options, staticFile)}${pageLocations(options, staticFile)}`;
}
