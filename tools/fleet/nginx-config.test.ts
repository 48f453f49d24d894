// The rendered nginx configuration: what it sends the API about the client,
// which requests it may send twice, and the bodies it lets through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AREA_IMPORT_MAX_BYTES, DEFAULT_MAX_BODY_BYTES } from '@hikari/api/config';
import { routeTable } from '@hikari/shared/domain';
import { previewCookieValue } from '@hikari/release/canary-preview';
import { NGINX_LIMITS, renderNginxConfig } from './nginx-config';

const config = renderNginxConfig({
  port: 8080,
  deployDir: '/srv/deploy',
  upstreams: ['127.0.0.1:9001', '127.0.0.1:9002'],
  prefix: '/tmp/nginx',
});

/** The body of `location <match> {…}` (locations here hold no nested braces). */
function location(match: string): string {
  const start = config.indexOf(`location ${match} {`);
  assert.ok(start >= 0, `location ${match} is missing`);
  return config.slice(start, config.indexOf('\n    }', start));
}

test('sends the address nginx saw, never one the client put in X-Forwarded-For', () => {
  assert.doesNotMatch(config, /\$proxy_add_x_forwarded_for/);
  for (const match of ['= /graphql', '^~ /ops/', '^~ /ops/session', '= /ops/area/import']) {
    assert.match(location(match), /proxy_set_header X-Forwarded-For \$remote_addr;/);
  }
});

test('never sends an ops POST to a second instance; GraphQL mutations (idempotency keys) may be', () => {
  assert.doesNotMatch(location('^~ /ops/'), /non_idempotent/);
  assert.doesNotMatch(location('^~ /ops/session'), /non_idempotent/);
  assert.doesNotMatch(location('= /ops/area/import'), /non_idempotent/);
  assert.match(location('= /graphql'), /non_idempotent/);
});

test("takes the bodies the API takes: its MAX_BODY_BYTES, and the area master's CSV", () => {
  assert.match(config, new RegExp(`client_max_body_size ${DEFAULT_MAX_BODY_BYTES / 1024}k;`));
  assert.match(
    location('= /ops/area/import'),
    new RegExp(`client_max_body_size ${AREA_IMPORT_MAX_BYTES / 1024}k;`),
  );
});

test("knows each remote's routes, splits visitors in 100 buckets and sets the id's cookie", () => {
  for (const route of routeTable) {
    const line = `"${route.path}" ${route.owner};`;
    if (route.owner === 'shell') assert.ok(!config.includes(line), route.path);
    else assert.ok(config.includes(line), route.path);
  }
  const split = /split_clients "\$\{hikari_vid_key\}\$\{hikari_owner\}" \$hikari_bucket \{([^}]*)\}/.exec(
    config,
  );
  assert.ok(split);
  const parts = split[1]!
    .trim()
    .split('\n')
    .map((line) => line.trim());
  assert.equal(parts.length, 100);
  assert.deepEqual(parts.slice(0, 2), ['1% 0;', '1% 1;']);
  assert.equal(parts[99], '* 99;');
  assert.match(config, /https "; Secure";/);
  assert.match(location('/'), /add_header Set-Cookie \$hikari_set_vid always;/);
  assert.match(location('= /__hikari_not_found'), /add_header Set-Cookie \$hikari_set_vid always;/);
  assert.match(location('^~ /canary/'), /internal;/);
});

test("matches ops' preview cookie exactly, and none without an ops token", () => {
  const token = 'an-ops-token-of-at-least-32-characters';
  const withToken = renderNginxConfig({
    port: 8080,
    deployDir: '/srv/deploy',
    upstreams: ['127.0.0.1:9001'],
    prefix: '/tmp/nginx',
    opsToken: token,
  });
  assert.ok(withToken.includes(`"~^${previewCookieValue(token)}$" preview;`));
  assert.match(config, /map \$cookie_hikari_preview \$hikari_preview \{\s*default none;\s*\}/);
});

test('holds slow and greedy clients to NGINX_LIMITS', () => {
  assert.match(config, new RegExp(`worker_connections ${NGINX_LIMITS.workerConnections};`));
  assert.match(config, new RegExp(`worker_rlimit_nofile ${NGINX_LIMITS.workerFiles};`));
  assert.ok(NGINX_LIMITS.workerFiles >= 2 * NGINX_LIMITS.workerConnections);
  assert.match(config, new RegExp(`client_header_timeout ${NGINX_LIMITS.headerSeconds}s;`));
  assert.match(config, new RegExp(`client_body_timeout ${NGINX_LIMITS.bodySeconds}s;`));
  assert.match(config, /limit_conn_zone \$binary_remote_addr zone=hikari_address:/);
  assert.match(config, new RegExp(`limit_conn hikari_address ${NGINX_LIMITS.requestsPerAddress};`));
});

test("answers the public address's host only, and never writes the request's Host", () => {
  const publicConfig = renderNginxConfig({
    port: 8080,
    deployDir: '/srv/deploy',
    upstreams: ['127.0.0.1:9001'],
    prefix: '/tmp/nginx',
    publicUrl: 'https://www.tokai-hikari.example',
    serverNames: ['127.0.0.1'],
  });
  for (const rendered of [config, publicConfig]) {
    assert.doesNotMatch(rendered, /\$http_host|\$host\b|\$server_name/);
    assert.match(rendered, /listen 8080 default_server;\n(.*\n)*? {4}return 444;/);
    assert.match(rendered, /absolute_redirect off;/);
  }
  assert.match(config, /server_name 127\.0\.0\.1;/);
  assert.match(publicConfig, /server_name www\.tokai-hikari\.example 127\.0\.0\.1;/);
  assert.match(publicConfig, /proxy_set_header Host www\.tokai-hikari\.example;/);
  assert.match(
    publicConfig,
    /connect-src 'self' ws:\/\/www\.tokai-hikari\.example wss:\/\/www\.tokai-hikari\.example;/,
  );
});
