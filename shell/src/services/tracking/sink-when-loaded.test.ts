import type { AnalyticsEvent, AnalyticsSink } from './analytics-event';
import { sinkWhenLoaded } from './sink-when-loaded';

const click = (label: string): AnalyticsEvent => ({
  type: 'click',
  area: 'header-link',
  target: '/faq/',
  label,
});

/** A sink's code that arrives when the test says so. */
function later() {
  let arrive: (sink: AnalyticsSink) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<AnalyticsSink>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { load, arrive: (sink: AnalyticsSink) => arrive(sink), fail: (error: Error) => fail(error) };
}

describe('sinkWhenLoaded', () => {
  it('keeps what is sent before the site’s sink is there and delivers it in order, then sends straight through', async () => {
    const { load, arrive } = later();
    const sink = sinkWhenLoaded(load);
    sink.send(click('料金'));
    sink.send(click('よくある質問'));
    expect(load).toHaveBeenCalledTimes(1);

    const received: string[] = [];
    arrive({ send: (event) => received.push(event.type === 'click' ? event.label : event.type) });
    await Promise.resolve();
    expect(received).toEqual(['料金', 'よくある質問']);

    sink.send(click('会社概要'));
    expect(received).toEqual(['料金', 'よくある質問', '会社概要']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the sink’s code cannot load, drops what waited with a warning and never throws at the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, fail } = later();
    const sink = sinkWhenLoaded(load);
    sink.send(click('料金'));
    fail(new Error('ChunkLoadError'));
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith('analytics events dropped', expect.any(Error));
    expect(() => sink.send(click('よくある質問'))).not.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
