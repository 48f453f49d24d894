import { forgetGuestToken } from '@hikari/shared/api';
import { createTestStore } from '@hikari/shared/testing';
import type { AnalyticsEvent } from '../tracking';
import { isCrawler } from './crawler';
import { installGlobalErrorHandlers } from './global-error-handlers';
import { recordNavigation } from './navigation-history';
import { configureErrorReporting, reportClientError, reportCookieNgAccess } from './report-client-error';

interface Sent {
  title: string;
  text: string;
}

function captureReports(): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/auth/guest')) {
      return { ok: true, status: 200, headers: { get: () => null }, json: async () => ({ token: 't' }) };
    }
    sent.push((JSON.parse(String(init?.body)) as { variables: Sent }).variables);
    return {
      ok: true,
      status: 200,
      headers: { get: () => null },
      json: async () => ({ data: { notifyClientError: { result: 'success' } } }),
    };
  }) as unknown as typeof fetch;
  return sent;
}

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
