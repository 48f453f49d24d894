// How `npm run bench:lighthouse` reads a run's trace: the page's main thread
// after its first contentful paint, its blocking time by the clock and by
// thread time. A task that waited for a busy core blocks by the clock and not
// by thread time; the other page's tasks and the browser's other threads do
// not count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mainThreadAfterPaint, type TraceEvent } from './trace-blocking';

const PAGE = { pid: 10, tid: 11 };
const ms = (value: number) => value * 1000;

function task(at: number, clock: number, thread: number, where = PAGE): TraceEvent {
  return { name: 'RunTask', ph: 'X', ...where, ts: ms(at), dur: ms(clock), tdur: ms(thread) };
}

const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts: 0,
  args: {
    data: { documentLoaderURL: 'http://localhost/area/', isOutermostMainFrame: true, navigationId: 'N1' },
  },
};
const blankNavigation: TraceEvent = {
  ...navigation,
  args: { data: { documentLoaderURL: '', isOutermostMainFrame: true, navigationId: 'N0' } },
};
const paint: TraceEvent = {
  name: 'firstContentfulPaint',
  ph: 'R',
  ...PAGE,
  ts: ms(300),
  args: { data: { navigationId: 'N1' } },
};

test('a task that waited for a core blocks by the clock, not by thread time', () => {
  const figures = mainThreadAfterPaint([
    blankNavigation,
    navigation,
    paint,
    task(400, 30, 5),
    task(500, 10, 10),
  ]);
  // 4 × 30 − 50 by the clock; neither 4 × 5 nor 4 × 10 is over 50.
  assert.deepEqual(figures, { cpuMs: 15, clockBlockingMs: 70, threadBlockingMs: 0 });
});

test('a task long on the thread blocks on both', () => {
  const figures = mainThreadAfterPaint([navigation, paint, task(400, 40, 25)]);
  assert.deepEqual(figures, { cpuMs: 25, clockBlockingMs: 110, threadBlockingMs: 50 });
});

test('only the part after the first paint counts, and only the page’s main thread', () => {
  const figures = mainThreadAfterPaint([
    navigation,
    paint,
    task(100, 100, 100), // before the paint
    task(280, 40, 40), // 20 ms of it after the paint: 4 × 20 − 50
    task(400, 80, 80, { pid: 10, tid: 12 }), // a worker of the same renderer
    task(400, 80, 80, { pid: 20, tid: 20 }), // the browser process
  ]);
  assert.deepEqual(figures, { cpuMs: 20, clockBlockingMs: 30, threadBlockingMs: 30 });
});

test('a task run inside another counts once', () => {
  const figures = mainThreadAfterPaint([navigation, paint, task(400, 40, 25), task(410, 20, 10)]);
  assert.deepEqual(figures, { cpuMs: 25, clockBlockingMs: 110, threadBlockingMs: 50 });
});

test('a trace without the page’s first paint gives no figures', () => {
  assert.equal(mainThreadAfterPaint([navigation, task(400, 80, 80)]), null);
  assert.equal(mainThreadAfterPaint([]), null);
});
