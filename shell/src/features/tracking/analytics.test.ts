import { dataLayerSink, readAnalyticsSetting, safeSink, sinkFor, noopSink } from './analytics';

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

  it('is a no-op unless the page names the dataLayer in its analytics meta tag', () => {
    document.head.innerHTML = '';
    expect(readAnalyticsSetting(document)).toBe('none');
    expect(sinkFor('none')).toBe(noopSink);

    document.head.innerHTML = '<meta name="hikari:analytics" content="dataLayer">';
    expect(readAnalyticsSetting(document)).toBe('dataLayer');
    const host: { dataLayer?: unknown[] } = {};
    sinkFor('dataLayer', host).send({ type: 'arrival', target: '/', label: 'direct' });
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
