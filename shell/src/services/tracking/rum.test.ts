// The pages' own figures (issue 19): what a sampled visitor's page sends to
// POST /events, with web-vitals replaced by callbacks the test calls.
import type { RumEvent } from './first-party-sink';
import type { VitalMetric, VitalsApi } from './rum';

const VID = '0123456789abcdef0123456789abcdef';

interface Page {
  rum: typeof import('./rum');
  history: typeof import('../../remotes/error-reporting/navigation-history');
  errors: typeof import('../../remotes/error-reporting/report-client-error');
  safety: typeof import('../../remotes/release-safety');
  sink: typeof import('./first-party-sink');
}

/** Fresh modules: one page load. */
function pageLoad(pathname: string): Page {
  window.history.replaceState({}, '', pathname);
  let page!: Page;
  jest.isolateModules(() => {
    page = {
      rum: jest.requireActual('./rum'),
      history: jest.requireActual('../../remotes/error-reporting/navigation-history'),
      errors: jest.requireActual('../../remotes/error-reporting/report-client-error'),
      safety: jest.requireActual('../../remotes/release-safety'),
      sink: jest.requireActual('./first-party-sink'),
    };
  });
  return page;
}

/** A web-vitals stand-in: the callbacks the RUM registered, by metric. */
function fakeVitals() {
  const callbacks: Record<string, (metric: VitalMetric) => void> = {};
  const api: VitalsApi = {
    onLCP: (report) => void (callbacks.LCP = report),
    onINP: (report) => void (callbacks.INP = report),
    onCLS: (report) => void (callbacks.CLS = report),
    onTTFB: (report) => void (callbacks.TTFB = report),
  };
  const report = (name: string, value: number, startTime = 0) =>
    callbacks[name]!({ name, value, entries: [{ startTime }] });
  return { api, callbacks, report };
}

async function start(
  page: Page,
  options: { sampleRate?: number; cookies?: string; vitals?: ReturnType<typeof fakeVitals> } = {},
) {
  const sent: RumEvent[] = [];
  const vitals = options.vitals ?? fakeVitals();
  const stop = await page.rum.startRum({
    manifest: async () => ({ canaryPolicy: { sampleRate: options.sampleRate ?? 1 } }),
    cookies: () => options.cookies ?? `other=1; hikari_vid=${VID}`,
    sink: { send: (event) => sent.push(event) },
    loadVitals: async () => vitals.api,
  });
  return { sent, vitals, stop };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a sampled visitor', () => {
  it('sends a page view per page and each vital once, tagged with route, owner, version and cohort', async () => {
    const page = pageLoad('/campaign/');
    page.safety.setVersionInUse('mfe-campaign', '0.1.0-r2');
    page.safety.setVersionInUse('mfe-apply', '0.1.0-r7');
    const { sent, vitals } = await start(page);
    vitals.report('TTFB', 123.456);
    vitals.report('LCP', 1500.04, 10);
    vitals.report('LCP', 1900, 20); // once per page load
    page.history.recordNavigation('/faq');
    page.history.recordNavigation('/faq/'); // the trailing-slash redirect: the same page
    page.history.recordNavigation('/apply/area/');
    vitals.report('INP', 240, performance.now());
    vitals.report('CLS', 0.123456, 5);
    page.history.recordNavigation('/nowhere/'); // outside the route table: nothing
    const campaign = { remote: 'mfe-campaign', version: '0.1.0-r2', cohort: 'control' };
    expect(sent).toEqual([
      { type: 'pageview', route: '/campaign/', ...campaign },
      { type: 'vital', route: '/campaign/', ...campaign, name: 'TTFB', value: 123.5 },
      { type: 'vital', route: '/campaign/', ...campaign, name: 'LCP', value: 1500 },
      { type: 'pageview', route: '/faq/', remote: 'shell', version: 'dev', cohort: 'control' },
      {
        type: 'pageview',
        route: '/apply/area/',
        remote: 'mfe-apply',
        version: '0.1.0-r7',
        cohort: 'control',
      },
      // INP where the interaction happened; CLS of the burst on the first page.
      {
        type: 'vital',
        route: '/apply/area/',
        remote: 'mfe-apply',
        version: '0.1.0-r7',
        cohort: 'control',
        name: 'INP',
        value: 240,
      },
      { type: 'vital', route: '/campaign/', ...campaign, name: 'CLS', value: 0.1235 },
    ]);
    // Everything sent is what the endpoint takes.
    for (const event of sent) expect(page.sink.toWireEvent(event, 'http://localhost')).toEqual(event);
  });

  it('sends the page views of navigations made before it started', async () => {
    const page = pageLoad('/');
    page.history.recordNavigation('/faq/');
    const { sent } = await start(page);
    expect(sent.map((event) => event.route)).toEqual(['/', '/faq/']);
  });

  it('sends errors, before and after it started, without query strings or personal data', async () => {
    const page = pageLoad('/campaign/');
    page.safety.setVersionInUse('mfe-campaign', '0.1.0-r2');
    await page.errors.reportClientError({ message: 'early failure', code: 500 });
    const { sent } = await start(page);
    await page.errors.reportClientError({
      message: `TypeError: failed at /campaign/?name=yamada mail taro@example.jp tel 090-1234-5678 ${'x'.repeat(300)}`,
      code: 500,
    });
    page.errors.reportCookieNgAccess(false); // a notice, no error
    const tags = { route: '/campaign/', remote: 'mfe-campaign', version: '0.1.0-r2', cohort: 'control' };
    expect(sent.filter((event) => event.type === 'error')).toEqual([
      { type: 'error', ...tags, message: 'early failure' },
      {
        type: 'error',
        ...tags,
        message: `TypeError: failed at /campaign/ mail [mail] tel [number] ${'x'.repeat(300)}`.slice(0, 200),
      },
    ]);
  });

  it('stops when undone', async () => {
    const page = pageLoad('/');
    const { sent, stop } = await start(page);
    stop();
    page.history.recordNavigation('/faq/');
    await page.errors.reportClientError({ message: 'late', code: 500 });
    expect(sent).toHaveLength(1);
  });
});

describe('a visitor who sends nothing', () => {
  it.each([
    ['outside the sample', { sampleRate: 0 }],
    ['without a visitor id (cookies off)', { cookies: 'other=1' }],
    ['with a malformed visitor id', { cookies: 'hikari_vid=XYZ' }],
  ])('%s', async (_case, options) => {
    const page = pageLoad('/campaign/');
    page.safety.setVersionInUse('mfe-campaign', '0.1.0-r2');
    const vitals = fakeVitals();
    const { sent } = await start(page, { ...options, vitals });
    page.history.recordNavigation('/faq/');
    await page.errors.reportClientError({ message: 'boom', code: 500 });
    expect(vitals.callbacks).toEqual({});
    expect(sent).toEqual([]);
  });

  it('a sample rate between 0 and 1 keeps the same visitors on every page', async () => {
    const first = await start(pageLoad('/'), { sampleRate: 0.5 });
    const second = await start(pageLoad('/faq/'), { sampleRate: 0.5 });
    expect(first.sent.length > 0).toBe(second.sent.length > 0);
  });
});

describe('a canary visitor', () => {
  it('says cohort canary in page views, vitals and errors of the remote on its canary', async () => {
    const page = pageLoad('/campaign/');
    page.safety.setRunningCanaries({ 'mfe-campaign': '0.1.0-r3' });
    page.safety.setVersionInUse('mfe-campaign', '0.1.0-r3');
    const { sent, vitals } = await start(page);
    vitals.report('LCP', 2000, 1);
    await page.errors.reportClientError({ message: 'TypeError: x is undefined', code: 500 });
    page.history.recordNavigation('/faq/');
    const canary = { route: '/campaign/', remote: 'mfe-campaign', version: '0.1.0-r3', cohort: 'canary' };
    expect(sent).toEqual([
      { type: 'pageview', ...canary },
      { type: 'vital', ...canary, name: 'LCP', value: 2000 },
      { type: 'error', ...canary, message: 'TypeError: x is undefined' },
      // The shell has no canary.
      { type: 'pageview', route: '/faq/', remote: 'shell', version: 'dev', cohort: 'control' },
    ]);
  });

  it('a canary that failed to load is an error of the canary, though the last known good one is served', async () => {
    const page = pageLoad('/campaign/');
    page.safety.setRunningCanaries({ 'mfe-campaign': '0.1.0-r3' });
    page.safety.setVersionInUse('mfe-campaign', '0.1.0-r2');
    const { sent } = await start(page);
    await page.errors.reportClientError({
      message: 'mfe-campaign: 0.1.0-r3 could not be loaded (timed out); served 0.1.0-r2',
      code: null,
      remote: 'mfe-campaign',
      remoteVersion: '0.1.0-r3',
      kind: 'fallback',
      servedVersion: '0.1.0-r2',
    });
    expect(sent.map(({ type, version, cohort }) => ({ type, version, cohort }))).toEqual([
      { type: 'pageview', version: '0.1.0-r2', cohort: 'control' },
      { type: 'error', version: '0.1.0-r3', cohort: 'canary' },
    ]);
  });
});

describe('toWireEvent for RUM events', () => {
  const { toWireEvent } = pageLoad('/').sink;
  const tags = {
    route: '/campaign/',
    remote: 'mfe-campaign',
    version: '0.1.0-r3',
    cohort: 'canary',
  } as const;
  it.each<[string, RumEvent, boolean]>([
    ['a page view', { type: 'pageview', ...tags }, true],
    ['a path outside the route table', { type: 'pageview', ...tags, route: '/nowhere/' }, false],
    ['a path with a query', { type: 'pageview', ...tags, route: '/campaign/?a=1' }, false],
    ['a remote that is not the owner', { type: 'pageview', ...tags, remote: 'mfe-apply' }, false],
    ['a version that is no version name', { type: 'pageview', ...tags, version: '../x' }, false],
    ['a vital out of range', { type: 'vital', ...tags, name: 'CLS', value: 1000 }, false],
    ['a negative vital', { type: 'vital', ...tags, name: 'LCP', value: -1 }, false],
    ['an unknown vital', { type: 'vital', ...tags, name: 'FID' as 'LCP', value: 1 }, false],
  ])('%s', (_case, event, kept) => {
    expect(toWireEvent(event, 'http://localhost') !== null).toBe(kept);
  });

  it('cuts an error message to one line of 200 characters', () => {
    const wire = toWireEvent({ type: 'error', ...tags, message: `a\nb\t${'c'.repeat(300)}` }, 'http://x');
    expect(wire).toEqual({ type: 'error', ...tags, message: `a b ${'c'.repeat(196)}` });
  });
});
