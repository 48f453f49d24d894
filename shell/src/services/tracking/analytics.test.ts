import { dataLayerSink, readAnalyticsSetting, safeSink, sinkFor, type AnalyticsEvent } from './analytics';

describe('analytics adapter', () => {
  it('pushes events onto the dataLayer, creating it when missing', () => {
    const host: { dataLayer?: unknown[] } = {};
    const sink = dataLayerSink(host);
    sink.send({ type: 'click', area: 'drawer-link', target: '/faq/', label: 'よくあるご質問' });
    sink.send({ type: 'modal', action: 'open', target: '/', label: 'お電話でのご相談' });
    sink.send({ type: 'client-error', target: '/', label: 'boom', code: 500 });
    expect(host.dataLayer).toEqual([
      { event: 'hikari_click', area: 'drawer-link', target: '/faq/', label: 'よくあるご質問' },
      { event: 'hikari_modal', action: 'open', target: '/', label: 'お電話でのご相談' },
      { event: 'hikari_client_error', target: '/', label: 'boom', code: 500 },
    ]);
  });

  it('sends to the first-party endpoint always, and to the dataLayer only when the meta tag names it', () => {
    const firstParty: AnalyticsEvent[] = [];
    const own = { send: (e: AnalyticsEvent) => firstParty.push(e) };
    const arrival: AnalyticsEvent = { type: 'arrival', target: '/', label: 'direct' };

    document.head.innerHTML = '';
    expect(readAnalyticsSetting(document)).toBe('none');
    const host: { dataLayer?: unknown[] } = {};
    sinkFor('none', host, own).send(arrival);
    expect(firstParty).toEqual([arrival]);
    expect(host.dataLayer).toBeUndefined();

    document.head.innerHTML = '<meta name="hikari:analytics" content="dataLayer">';
    expect(readAnalyticsSetting(document)).toBe('dataLayer');
    sinkFor('dataLayer', host, own).send(arrival);
    expect(firstParty).toHaveLength(2);
    expect(host.dataLayer).toHaveLength(1);

    document.head.innerHTML = '<meta name="hikari:analytics" content="somethingElse">';
    expect(readAnalyticsSetting(document)).toBe('none');
  });

  it('never lets a failing tag break the page', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sink = safeSink({
      send: () => {
        throw new Error('tag manager blew up');
      },
    });
    expect(() => sink.send({ type: 'arrival', target: '/', label: 'direct' })).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
