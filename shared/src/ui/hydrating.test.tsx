import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { formatYmd, jstToday } from '@hikari/shared/domain';
import { RENDERED_AT_META, usePageInstant } from './hydrating';

/** A hint that names tomorrow in Japan, as the booking forms do. */
function EarliestDay() {
  const today = jstToday(usePageInstant());
  return <p>{`${formatYmd(today)} より後の日付をお選びください。`}</p>;
}

describe('usePageInstant', () => {
  let root: Root | null = null;

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('hydrates a page prerendered before midnight in Japan without a mismatch, then shows the visitor’s day', async () => {
    // Prerendered at 23:58 on 25 November in Japan; the visitor opens it at 00:05 on the 26th.
    const prerenderedAt = new Date('2026-11-25T23:58:00+09:00');
    jest.useFakeTimers({ now: prerenderedAt, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const html = renderToString(<EarliestDay />);
    expect(html).toContain('2026-11-25 より後');

    jest.setSystemTime(new Date('2026-11-26T00:05:00+09:00'));
    document.head.innerHTML = `<meta name="${RENDERED_AT_META}" content="${prerenderedAt.toISOString()}">`;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <EarliestDay />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(recoverable).toEqual([]);
    expect(container).toHaveTextContent('2026-11-26 より後の日付をお選びください。');
  });

  it('on a page the browser renders itself, is the moment the page mounted', () => {
    const before = Date.now();
    let seen: Date | null = null;
    function Probe() {
      seen = usePageInstant();
      return null;
    }
    const container = document.createElement('div');
    document.body.appendChild(container);
    document.head.innerHTML = `<meta name="${RENDERED_AT_META}" content="2020-01-01T00:00:00Z">`;
    act(() => {
      root = createRoot(container);
      root.render(<Probe />);
    });
    expect(seen).not.toBeNull();
    expect((seen as unknown as Date).getTime()).toBeGreaterThanOrEqual(before);
  });
});
