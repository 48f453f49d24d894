// The JavaScript budget of a release and of a shell publish (budget.ts), on
// fake builds whose scripts are random bytes of chosen sizes: random bytes do
// not compress, so a file's gzip size is its size plus a few dozen bytes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  budgetFile,
  budgetProblems,
  chunkKey,
  firstVisit,
  firstVisitFiles,
  gzipSize,
  INLINE_SCRIPTS,
  readBudget,
  releaseBudgetProblems,
  totalOf,
  type Chunk,
} from './budget';
import { DeployError, publishShell, readManifest, releaseRemote } from './deploy';

const KIB = 1024;
let work: string;
/** A repository root of the test's own, holding only budget files. */
let root: string;
let deploy: string;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-budget-'));
  root = path.join(work, 'repo');
  deploy = path.join(work, 'deploy');
  mkdirSync(root);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function writeFiles(dir: string, sizes: Record<string, number>): void {
  mkdirSync(dir, { recursive: true });
  for (const [file, size] of Object.entries(sizes)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), new Uint8Array(randomBytes(size)));
  }
}

function setBudget(part: string, firstVisitKiB: unknown): void {
  mkdirSync(path.join(root, part), { recursive: true });
  writeFileSync(budgetFile(part as 'shell', root), JSON.stringify({ firstVisitKiB, note: 'test' }));
}

/**
 * A remote's build: remoteEntry.js and the scripts of its ./routes module as
 * its mf-manifest.json lists them (sync), plus an async page chunk and a
 * widget a first visit to its routes does not load.
 */
function fakeRemote(dir: string, routes: Record<string, number>, entry = 4 * KIB): string {
  writeFiles(dir, {
    'remoteEntry.js': entry,
    ...routes,
    'src_features_form_page_tsx.99999999.js': 50 * KIB,
    '__federation_expose_widget.88888888.js': 50 * KIB,
  });
  const exposed = (name: string, sync: string[], async: string[] = []) => ({
    id: `mfe_campaign:${name}`,
    name,
    path: `./${name}`,
    assets: { js: { sync, async }, css: { sync: [], async: [] } },
  });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      shared: [],
      exposes: [
        exposed('widget', ['__federation_expose_widget.88888888.js']),
        exposed('routes', Object.keys(routes), ['src_features_form_page_tsx.99999999.js']),
      ],
    }),
  );
  return dir;
}

/** Makes a remote's version live in the test's deploy folder, as releases.ts records it. */
function goLive(remote: string, version: string, routes: Record<string, number>, entry?: number): void {
  fakeRemote(path.join(deploy, 'remotes', remote, version), routes, entry);
  writeFileSync(
    path.join(deploy, 'remotes.json'),
    JSON.stringify({
      remotes: { [remote]: { version, entry: `/remotes/${remote}/${version}/remoteEntry.js` } },
    }),
  );
}

/**
 * A shell build: index.html starting main.<hash>.js, start-up chunks, the
 * page chunk of / (page-chunks.json) and another page's chunk, which a first
 * visit to / does not load.
 */
function fakeShell(dir: string, buildId: string, chunks: Record<string, number>, inline = ''): string {
  writeFiles(dir, { ...chunks, 'page-faq.77777777.js': 80 * KIB, 'src_pages_faq_x.66666666.js': 80 * KIB });
  const main = Object.keys(chunks).find((file) => file.startsWith('main.'));
  // As the build writes it: the start script in the page, which adds main (data-main).
  const script = inline
    ? `<script data-main="/${main}">${inline}</script>`
    : `<script defer="defer" src="/${main}"></script>`;
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head></head><body><div id="root"></div>${script}</body></html>`,
  );
  const page = (prefix: string) => Object.keys(chunks).filter((file) => file.startsWith(prefix));
  writeFileSync(
    path.join(dir, 'page-chunks.json'),
    JSON.stringify({
      'page-top': page('page-top.').map((file) => `/${file}`),
      'page-faq': ['/page-faq.77777777.js', '/src_pages_faq_x.66666666.js'],
      'on-demand': page('lib-query.').map((file) => `/${file}`),
    }),
  );
  writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ buildId, shared: {} }));
  return dir;
}

describe('what a first visit counts', () => {
  test("a remote: its entry and the sync scripts of its ./routes, not its pages' async chunks nor a widget", () => {
    const dir = fakeRemote(path.join(work, 'dist'), {
      '__federation_expose_routes.1a2b3c4d.js': 20 * KIB,
      'vendors-node_modules_dayjs_js.5e6f7a8b.js': 3 * KIB,
    });
    assert.deepEqual(firstVisitFiles('mfe-campaign', dir), [
      'remoteEntry.js',
      '__federation_expose_routes.1a2b3c4d.js',
      'vendors-node_modules_dayjs_js.5e6f7a8b.js',
    ]);
    const total = totalOf(firstVisit('mfe-campaign', dir));
    assert.ok(total >= 27 * KIB && total < 27 * KIB + 300, `${total}`);
  });

  test('the shell: the start script in the page, the main script it adds, the start-up chunks and the page of /, not the other pages', () => {
    const start = `(()=>{${'document.head.append(document.createElement("script"));'.repeat(40)}})();`;
    const dir = fakeShell(
      path.join(work, 'shell'),
      'b1',
      {
        'main.0123abcd.js': 30 * KIB,
        'vendors-node_modules_react-dom_client_js.1111aaaa.js': 60 * KIB,
        'page-top.2222bbbb.js': 10 * KIB,
        // Left by a build from before the start script went into the page: not loaded.
        'start.4444dddd.js': 1 * KIB,
      },
      start,
    );
    assert.deepEqual(firstVisitFiles('shell', dir).sort(), [
      'main.0123abcd.js',
      'page-top.2222bbbb.js',
      'vendors-node_modules_react-dom_client_js.1111aaaa.js',
    ]);
    const inline = firstVisit('shell', dir).find((chunk) => chunk.file === INLINE_SCRIPTS);
    assert.equal(inline?.gzip, gzipSize(new TextEncoder().encode(start)));
  });

  test("the shell: not RTK Query and the site's API, which load with a page that calls the API", () => {
    const dir = fakeShell(path.join(work, 'shell'), 'b1', {
      'main.0123abcd.js': 30 * KIB,
      'lib-query.3333cccc.js': 14 * KIB,
      'page-top.2222bbbb.js': 10 * KIB,
    });
    assert.deepEqual(firstVisitFiles('shell', dir).sort(), ['main.0123abcd.js', 'page-top.2222bbbb.js']);
  });

  test('chunks are matched across builds by their name without the content hash', () => {
    assert.equal(chunkKey('page-campaign.1a2b3c4d.js'), chunkKey('page-campaign.5e6f7a8b.js'));
    assert.equal(chunkKey('main.0123abcd.js'), 'main.js');
    assert.equal(chunkKey('remoteEntry.js'), 'remoteEntry.js');
    // The shared module's two copies stay apart.
    assert.notEqual(
      chunkKey('vendors-node_modules_yup_index_js-_e1f20.1a2b3c4d.js'),
      chunkKey('vendors-node_modules_yup_index_js-_e1f21.1a2b3c4d.js'),
    );
  });
});

describe('a remote against its budget', () => {
  test('within the budget: no problem', () => {
    setBudget('mfe-campaign', 30);
    goLive('mfe-campaign', '0.1.0-r1', { '__federation_expose_routes.1a2b3c4d.js': 20 * KIB });
    const dist = fakeRemote(path.join(work, 'dist'), { '__federation_expose_routes.5e6f7a8b.js': 24 * KIB });
    assert.deepEqual(releaseBudgetProblems(deploy, 'mfe-campaign', dist, root), []);
  });

  test('over the budget: the total against the budget, then each chunk that grew or is new, largest growth first', () => {
    setBudget('mfe-campaign', 30);
    goLive(
      'mfe-campaign',
      '0.1.0-r1',
      { '__federation_expose_routes.1a2b3c4d.js': 20 * KIB, 'src_content_campaigns_ts.0a0a0a0a.js': 2 * KIB },
      4 * KIB,
    );
    const dist = fakeRemote(
      path.join(work, 'dist'),
      {
        '__federation_expose_routes.5e6f7a8b.js': 30 * KIB,
        'src_content_campaigns_ts.0b0b0b0b.js': 1 * KIB,
        'vendors-node_modules_dayjs_js.5e6f7a8b.js': 3 * KIB,
      },
      6 * KIB,
    );
    const problems = releaseBudgetProblems(deploy, 'mfe-campaign', dist, root);
    assert.match(
      problems[0]!,
      /^合計 40\.\d KiB（gzip）：予算 30 KiB（mfe-campaign\/budget\.json）を 10\.\d KiB 超過（公開中の 0\.1\.0-r1 は 26\.\d KiB）$/,
    );
    assert.deepEqual(problems.slice(1), [
      '__federation_expose_routes.5e6f7a8b.js：10.0 KiB 増（20.0 KiB → 30.0 KiB）',
      'vendors-node_modules_dayjs_js.5e6f7a8b.js：新しいファイル、3.0 KiB',
      'remoteEntry.js：2.0 KiB 増（4.0 KiB → 6.0 KiB）',
    ]);
  });

  test('over the budget with nothing live: the largest files of the build', () => {
    setBudget('mfe-area', 10);
    const dist = fakeRemote(path.join(work, 'dist'), { '__federation_expose_routes.5e6f7a8b.js': 12 * KIB });
    const problems = releaseBudgetProblems(deploy, 'mfe-area', dist, root);
    assert.equal(problems.length, 4);
    assert.match(problems[1]!, /公開中の版がないので/);
    assert.deepEqual(problems.slice(2), [
      '__federation_expose_routes.5e6f7a8b.js：12.0 KiB',
      'remoteEntry.js：4.0 KiB',
    ]);
  });

  test('over the budget although nothing grew (the budget came down): said so', () => {
    const live: Chunk[] = [{ file: 'remoteEntry.js', gzip: 12 * KIB }];
    assert.deepEqual(
      budgetProblems({ firstVisitKiB: 10 }, [{ file: 'remoteEntry.js', gzip: 11 * KIB }], {
        version: '0.1.0-r4',
        chunks: live,
      }).slice(1),
      ['公開中の 0.1.0-r4 より大きくなったファイルはありません'],
    );
  });

  test('no budget file: not checked; a budget file without a positive firstVisitKiB: refused', () => {
    const dist = fakeRemote(path.join(work, 'dist'), { '__federation_expose_routes.5e6f7a8b.js': 500 * KIB });
    assert.equal(readBudget('mfe-option', root), null);
    assert.deepEqual(releaseBudgetProblems(deploy, 'mfe-option', dist, root), []);
    setBudget('mfe-option', '60');
    assert.throws(
      () => releaseBudgetProblems(deploy, 'mfe-option', dist, root),
      (error: Error) =>
        error instanceof DeployError && error.message.includes('mfe-option/budget.json が読めません'),
    );
  });
});

describe("the shell's budget", () => {
  function liveShell(build: string, chunks: Record<string, number>): void {
    fakeShell(path.join(deploy, 'shell-versions', build), build, chunks);
    // deploy/shell keeps older builds' chunks too; they are no part of the live build's size.
    writeFiles(path.join(deploy, 'shell'), { 'vendors-old_js.deadbeef.js': 100 * KIB });
    writeFileSync(path.join(deploy, 'remotes.json'), JSON.stringify({ remotes: {}, shell: { build } }));
  }

  test('within the budget passes; over it names the chunk that grew and the new one, not the other pages', () => {
    setBudget('shell', 100);
    liveShell('b1', {
      'main.0123abcd.js': 30 * KIB,
      'vendors-node_modules_react-dom_client_js.1111aaaa.js': 60 * KIB,
      'page-top.2222bbbb.js': 5 * KIB,
    });
    const within = fakeShell(path.join(work, 'within'), 'b2', {
      'main.4567cdef.js': 31 * KIB,
      'vendors-node_modules_react-dom_client_js.1111aaaa.js': 60 * KIB,
      'page-top.3333cccc.js': 6 * KIB,
    });
    assert.deepEqual(releaseBudgetProblems(deploy, 'shell', within, root), []);

    const over = fakeShell(path.join(work, 'over'), 'b3', {
      'main.89abcdef.js': 30 * KIB,
      'vendors-node_modules_react-dom_client_js.1111aaaa.js': 60 * KIB,
      'page-top.4444dddd.js': 9 * KIB,
      'vendors-node_modules_dayjs_js.5555eeee.js': 2 * KIB,
    });
    const problems = releaseBudgetProblems(deploy, 'shell', over, root);
    assert.match(
      problems[0]!,
      /^合計 101\.\d KiB（gzip）：予算 100 KiB（shell\/budget\.json）を 1\.\d KiB 超過（公開中の b1 は 95\.\d KiB）$/,
    );
    assert.deepEqual(problems.slice(1), [
      'page-top.4444dddd.js：4.0 KiB 増（5.0 KiB → 9.0 KiB）',
      'vendors-node_modules_dayjs_js.5555eeee.js：新しいファイル、2.0 KiB',
    ]);
  });

  test('publishing the build that is live already is not refused', () => {
    setBudget('shell', 10);
    liveShell('b1', { 'main.0123abcd.js': 30 * KIB });
    assert.deepEqual(
      releaseBudgetProblems(deploy, 'shell', path.join(deploy, 'shell-versions', 'b1'), root),
      [],
    );
  });
});

describe('the release and the shell publish refuse a build over its budget before anything goes live', () => {
  beforeEach(() => {
    process.env.DEPLOY_DIR = deploy;
  });
  afterEach(() => {
    delete process.env.DEPLOY_DIR;
  });
  // The repository's own budget files; a build far over any of them.
  const far = (part: 'shell' | 'mfe-campaign') => ((readBudget(part)?.firstVisitKiB ?? 0) + 50) * KIB;

  test('a remote: refused with the budget named; it takes no version and nothing changes', (t) => {
    if (!readBudget('mfe-campaign')) return t.skip('mfe-campaign has no budget file');
    const dist = fakeRemote(path.join(work, 'dist'), {
      '__federation_expose_routes.5e6f7a8b.js': far('mfe-campaign'),
    });
    assert.throws(
      () => releaseRemote('mfe-campaign', { build: false, distDir: dist, log: () => undefined }),
      (error: Error) =>
        error instanceof DeployError &&
        /^mfe-campaign 0\.1\.0-r1 は公開しません。初回表示の JavaScript が予算を超えています：\n- 合計 .*mfe-campaign\/budget\.json/.test(
          error.message,
        ) &&
        error.message.includes('公開中の版がないので'),
    );
    assert.equal(readManifest().remotes['mfe-campaign'], undefined);
    assert.equal(existsSync(path.join(deploy, 'remotes', 'mfe-campaign')), false);
  });

  test('the shell: refused, and the live shell stays', (t) => {
    if (!readBudget('shell')) return t.skip('the shell has no budget file');
    publishShell(
      () => undefined,
      fakeShell(path.join(work, 'small'), 'b1', { 'main.0123abcd.js': 10 * KIB }),
    );
    const big = fakeShell(path.join(work, 'big'), 'b2', { 'main.4567cdef.js': far('shell') });
    assert.throws(
      () => publishShell(() => undefined, big),
      (error: Error) =>
        error instanceof DeployError &&
        error.message.startsWith(
          'このシェルのビルドは公開しません。初回表示の JavaScript が予算を超えています',
        ) &&
        /main\.4567cdef\.js：\d+\.\d KiB 増/.test(error.message),
    );
    assert.equal(readManifest().shell?.build, 'b1');
  });
});
