import { callHoursLabel, isWithinCallHours } from './call-hours';
import { DEFAULT_SETTINGS } from './maintenance';

// Default settings: call display 10-18 (tel 10-19 is stored but the line counts as open only when the page says so).
const callTime = DEFAULT_SETTINGS.callTime;

describe('callHoursLabel', () => {
  it('prints the published hours', () => {
    expect(callHoursLabel(callTime)).toBe('10:00～18:00');
    expect(callHoursLabel({ ...callTime, displayFirstTime: 9, displayLastTime: 20 })).toBe('9:00～20:00');
  });
});

describe('isWithinCallHours agrees with the hours shown', () => {
  it.each([
    ['2026-11-26T09:59:59+09:00', false],
    ['2026-11-26T10:00:00+09:00', true],
    ['2026-11-26T17:59:59+09:00', true],
    ['2026-11-26T18:00:00+09:00', false], // shown as 〜18:00: closed from 18:00
    ['2026-11-26T18:30:00+09:00', false], // inside the stored tel hours 10–19, outside the shown ones
    // 2026-11-26 00:30 UTC is 09:30 in Japan.
    ['2026-11-26T00:30:00Z', false],
    // 2026-11-26 01:30 UTC is 10:30 in Japan.
    ['2026-11-26T01:30:00Z', true],
  ])('at %s: %s', (iso, open) => {
    expect(isWithinCallHours(callTime, new Date(iso))).toBe(open);
  });
});

describe('the call-back windows an applicant can choose', () => {
  it('all lie inside the hours the site shows', async () => {
    const { CONTACT_HOURS } = await import('../forms/apply-form3-schema');
    const { from, to } = { from: callTime.displayFirstTime, to: callTime.displayLastTime };
    for (const window of CONTACT_HOURS.filter((w) => w !== 'anytime')) {
      const [start, end] = window.split('-').map(Number) as [number, number];
      expect(start).toBeGreaterThanOrEqual(from);
      expect(end).toBeLessThanOrEqual(to);
    }
  });
});
