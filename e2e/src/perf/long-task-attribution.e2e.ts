// How `npm run bench:lighthouse` splits a run's simulated blocking time by
// what each long task is attributed to: only the part of a task after the
// first contentful paint and before Time to Interactive counts, and only what
// is over 50 ms, as Total Blocking Time counts it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  LIGHTHOUSE_SCRIPT,
  UNATTRIBUTABLE,
  blockingByAttribution,
  medianOfEach,
} from './long-task-attribution';

const PAGE = 'http://127.0.0.1:4000/faq/';

function run(tasks: { url: string; startTime: number; duration: number }[], fcp = 1000, interactive = 3000) {
  return {
    finalDisplayedUrl: PAGE,
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      interactive: { numericValue: interactive },
      'long-tasks': { details: { items: tasks } },
    },
  };
}

test('each long task after the first paint counts its part over 50 ms, by what it is attributed to', () => {
  const by = blockingByAttribution(
    run([
      { url: PAGE, startTime: 1100, duration: 130 },
      { url: UNATTRIBUTABLE, startTime: 1300, duration: 90 },
      { url: 'http://127.0.0.1:4000/lib-react.1d9f01fe.js', startTime: 1500, duration: 120 },
      { url: 'http://127.0.0.1:4000/main.29466fed.js', startTime: 1700, duration: 60 },
      { url: `http://127.0.0.1:4000/${LIGHTHOUSE_SCRIPT}`, startTime: 2000, duration: 55 },
    ]),
  );
  assert.deepEqual(by, { beforePaint: 0, document: 80, unattributed: 40, scripts: 80, lighthouse: 5 });
});

test('a task counts only from the first paint and up to Time to Interactive', () => {
  const by = blockingByAttribution(
    run([
      // Wholly before the paint: the first layout, painted before it.
      { url: PAGE, startTime: 700, duration: 200 },
      // Across the paint: 150 ms of it after the paint, counted apart.
      { url: PAGE, startTime: 950, duration: 200 },
      // Across Time to Interactive: 80 ms of it before.
      { url: 'http://127.0.0.1:4000/tracking.5482048b.js', startTime: 2920, duration: 200 },
      // After Time to Interactive.
      { url: UNATTRIBUTABLE, startTime: 3100, duration: 300 },
    ]),
  );
  assert.deepEqual(by, { beforePaint: 100, document: 0, unattributed: 0, scripts: 30, lighthouse: 0 });
});

test('the page counts as its document with or without a fragment in its address', () => {
  const by = blockingByAttribution({
    ...run([{ url: PAGE, startTime: 1200, duration: 100 }]),
    finalDisplayedUrl: `${PAGE}#top`,
  });
  assert.equal(by.document, 50);
  assert.equal(by.scripts, 0);
});

test('several runs give the median of each part, each on its own', () => {
  assert.deepEqual(
    medianOfEach([
      { beforePaint: 170, document: 100, unattributed: 0, scripts: 30, lighthouse: 0 },
      { beforePaint: 0, document: 40, unattributed: 200, scripts: 90, lighthouse: 5 },
      { beforePaint: 60, document: 70, unattributed: 10, scripts: 60, lighthouse: 0 },
    ]),
    { beforePaint: 60, document: 70, unattributed: 10, scripts: 60, lighthouse: 0 },
  );
});
