import { EVENTS_BATCH_MAX, firstPartySink, toWireEvent, type EventsTransport } from './first-party-sink';

const ORIGIN = 'https://hikari.example';

function recorder() {
  const sent: { url: string; events: unknown[] }[] = [];
  const transport: EventsTransport = (url, body) =>
    sent.push({ url, events: (JSON.parse(body) as { events: unknown[] }).events });
  return { sent, transport };
}

/** A window stand-in whose pagehide / visibilitychange the test fires. */
function fakeWindow() {
  const listeners = new Map<string, (() => void)[]>();
  return {
    addEventListener: (name: string, fn: () => void) =>
      listeners.set(name, [...(listeners.get(name) ?? []), fn]),
    fire: (name: string) => listeners.get(name)?.forEach((fn) => fn()),
  };
}

describe('firstPartySink', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends clicks, modal events and arrivals to the API’s /events in one batch after a short wait', () => {
    const { sent, transport } = recorder();
    const sink = firstPartySink({ transport, origin: ORIGIN, target: null, doc: null, flushDelayMs: 2000 });
    sink.send({
      type: 'arrival',
      target: '/campaign/?utm_source=line',
      label: 'line',
      params: { utm_source: 'line' },
    });
    sink.send({ type: 'click', area: 'header-link', target: '/faq/', label: 'よくあるご質問' });
    sink.send({ type: 'modal', action: 'open', target: '/', label: 'お電話でのご相談' });
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(2000);
    expect(sent).toEqual([
      {
        url: `${ORIGIN}/events`,
        events: [
          { type: 'arrival', target: '/campaign/', params: { utm_source: 'line' } },
          { type: 'click', area: 'header-link', target: '/faq/', label: 'よくあるご質問' },
          { type: 'modal', action: 'open', target: '/', label: 'お電話でのご相談' },
        ],
      },
    ]);
  });

  it('sends at once when the page is hidden or left, so a click that navigates away is not lost', () => {
    const { sent, transport } = recorder();
    const win = fakeWindow();
    const doc = { visibilityState: 'visible' as DocumentVisibilityState };
    const sink = firstPartySink({ transport, origin: ORIGIN, target: win, doc });
    sink.send({ type: 'click', area: 'menu-button', target: '/apply/form/', label: 'お申し込み' });
    win.fire('visibilitychange');
    expect(sent).toHaveLength(0);
    doc.visibilityState = 'hidden';
    win.fire('visibilitychange');
    expect(sent).toHaveLength(1);
    sink.send({ type: 'click', area: 'menu-button', target: '/area/', label: 'エリア検索' });
    win.fire('pagehide');
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
  });

  it('never sends more than the API takes in one request', () => {
    const { sent, transport } = recorder();
    const sink = firstPartySink({ transport, origin: ORIGIN, target: null, doc: null });
    for (let i = 0; i < EVENTS_BATCH_MAX + 3; i += 1) {
      sink.send({ type: 'click', area: 'drawer-link', target: `/p${i}/`, label: `link ${i}` });
    }
    expect(sent.map((s) => s.events.length)).toEqual([EVENTS_BATCH_MAX]);
    sink.flush();
    expect(sent.map((s) => s.events.length)).toEqual([EVENTS_BATCH_MAX, 3]);
  });
});

describe('toWireEvent', () => {
  it.each([
    [
      'another site',
      { type: 'click', area: 'footer-link', target: 'https://other.example/x', label: 'x' },
      null,
    ],
    ['a tel: link', { type: 'click', area: 'header-link', target: 'tel:0120000000', label: '電話' }, null],
    [
      'a client error (NotifyClientError reports it)',
      { type: 'client-error', target: '/', label: 'boom', code: 500 },
      null,
    ],
    ['an empty label', { type: 'click', area: 'banner', target: '/', label: ' \n ' }, null],
    [
      'a same-site URL, its query dropped',
      { type: 'click', area: 'banner', target: `${ORIGIN}/campaign/?mail=a@b.jp#x`, label: 'キャンペーン' },
      { type: 'click', area: 'banner', target: '/campaign/', label: 'キャンペーン' },
    ],
    [
      'a long label with line breaks, cut to what the API keeps',
      { type: 'click', area: 'banner', target: '/', label: `a\nb${'x'.repeat(200)}` },
      { type: 'click', area: 'banner', target: '/', label: `a b${'x'.repeat(97)}` },
    ],
  ] as const)('%s', (_name, event, expected) => {
    expect(toWireEvent(event as never, ORIGIN)).toEqual(expected);
  });
});
