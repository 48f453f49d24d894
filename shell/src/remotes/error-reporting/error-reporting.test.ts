import { forgetGuestToken } from '@hikari/shared/api';
import { createTestStore } from '@hikari/shared/testing';
import type { AnalyticsEvent } from '../../services/tracking';
import { captureClientErrorReports } from '../../testing';
import { isCrawler } from './crawler';
import { installGlobalErrorHandlers } from './global-error-handlers';
import { setVersionInUse } from '../release-safety';
import { recordNavigation } from './navigation-history';
import { configureErrorReporting, reportClientError, reportCookieNgAccess } from './report-client-error';

interface Sent {
  title: string;
  text: string;
  remote?: string;
  remoteVersion?: string;
  kind?: string;
  servedVersion?: string;
}

const captureReports = () => captureClientErrorReports<Sent>();

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
let events: AnalyticsEvent[];

beforeEach(() => {
  forgetGuestToken();
  events = [];
  const bundle = createTestStore();
  configureErrorReporting({
    enabled: true,
    dispatch: () => bundle.store.dispatch,
    analytics: { send: (event) => events.push(event) },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  recordNavigation('/faq/');
  recordNavigation('/company/');
});

afterEach(() => jest.restoreAllMocks());

describe('reportClientError', () => {
  it('sends one NotifyClientError and the matching analytics event', async () => {
    const sent = captureReports();
    await reportClientError({ message: 'Page not found: /x/', code: 404 });
    expect(sent).toEqual([
      {
        title: 'クライアントサイドでエラーが発生しました',
        text: 'ページ: /company/\n前のページ: /faq/\nエラー内容: Page not found: /x/\nエラーコード: 404\nカテゴリ: 共通',
        // /company/ is the shell's route: the shell and its build ('dev' outside a production build).
        remote: 'shell',
        remoteVersion: 'dev',
        kind: 'error',
        idempotencyKey: expect.any(String),
      },
    ]);
    expect(events).toEqual([
      { type: 'client-error', target: '/company/', label: 'Page not found: /x/', code: 404 },
    ]);
  });

  it('is never retried and never throws when the API is down', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(reportClientError({ message: 'x', code: 500 })).resolves.toBeUndefined();
    const graphqlCalls = (globalThis.fetch as jest.Mock).mock.calls.filter(([url]) => url === '/graphql');
    expect(graphqlCalls.length).toBeLessThanOrEqual(1);
  });
});

describe('the remote and version a report names', () => {
  const origin = (sent: Sent[]) =>
    sent.map(({ remote, remoteVersion, kind, servedVersion }) => ({
      remote,
      remoteVersion,
      kind,
      servedVersion,
    }));

  it('an error on a remote route names that remote and the version this page runs', async () => {
    setVersionInUse('mfe-campaign', '0.1.0-r4');
    recordNavigation('/campaign/video/');
    const sent = captureReports();
    await reportClientError({ message: 'TypeError: x is undefined', code: 500 });
    expect(origin(sent)).toEqual([
      { remote: 'mfe-campaign', remoteVersion: '0.1.0-r4', kind: 'error', servedVersion: undefined },
    ]);
  });

  it("a remote's file in the error wins over the route (a failed chunk on the top page)", async () => {
    recordNavigation('/');
    const sent = captureReports();
    const error = new Error(
      'Loading chunk 7 failed.\n(error: http://localhost/remotes/mfe-area/0.1.0-r2/7.js)',
    );
    await reportClientError({ message: error.message, code: null, error });
    expect(origin(sent)[0]).toMatchObject({ remote: 'mfe-area', remoteVersion: '0.1.0-r2' });
  });

  it('a fallback names the version that failed and the one served', async () => {
    const sent = captureReports();
    await reportClientError({
      message: 'mfe-apply: 0.1.0-r3 could not be loaded',
      code: null,
      remote: 'mfe-apply',
      remoteVersion: '0.1.0-r3',
      kind: 'fallback',
      servedVersion: '0.1.0-r2',
    });
    expect(origin(sent)).toEqual([
      { remote: 'mfe-apply', remoteVersion: '0.1.0-r3', kind: 'fallback', servedVersion: '0.1.0-r2' },
    ]);
  });
});

describe('reportCookieNgAccess', () => {
  it("sends 'cookie NG access' with the previous path once, and nothing while cookies work", async () => {
    const sent = captureReports();
    reportCookieNgAccess(true);
    await settle();
    expect(sent).toHaveLength(0);
    reportCookieNgAccess(false);
    reportCookieNgAccess(false);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toBe('cookie NG access');
    expect(sent[0]!.text).toContain('前のページ: /faq/');
    // A notice, not an error of any remote version.
    expect(sent[0]).not.toHaveProperty('remote');
    expect(sent[0]).not.toHaveProperty('kind');
  });
});

describe('installGlobalErrorHandlers', () => {
  it('reports an uncaught error and an unhandled rejection (404 for a string)', async () => {
    const sent = captureReports();
    const uninstall = installGlobalErrorHandlers(window);
    window.dispatchEvent(
      new ErrorEvent('error', { error: Object.assign(new Error('boom'), { status: 502 }), message: 'boom' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: '/missing/' });
    window.dispatchEvent(rejection);
    await settle();
    uninstall();
    expect(sent.map((s) => s.text.split('\n').slice(2, 4))).toEqual([
      ['エラー内容: boom', 'エラーコード: 502'],
      ['エラー内容: /missing/', 'エラーコード: 404'],
    ]);
  });
});

describe('isCrawler', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['facebookexternalhit/1.1', true],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      false,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/140.0.0.0 Safari/537.36', false],
    [null, false],
  ])('%s -> %s', (agent, crawler) => expect(isCrawler(agent)).toBe(crawler));
});
