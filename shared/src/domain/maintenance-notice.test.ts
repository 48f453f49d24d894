import { maintenanceModalFrom, maintenancePeriodLabel } from './maintenance-notice';

const settings = (firstDate: string | null, lastDate: string | null, isAlwaysDisplay = false) => ({
  maintenance: { isAlwaysDisplay, category: 'tel', text: '', firstDate, lastDate },
});

describe('maintenanceModalFrom', () => {
  it.each([
    // 00:00 Japan time of the day before the first maintenance day, whatever time it starts.
    ['2026-12-01', '2026-12-02', '2026-11-29T15:00:00.000Z'],
    ['2026-12-01T01:30', '2026-12-01', '2026-11-29T15:00:00.000Z'],
    ['2026-12-01T23:59', '2026-12-03', '2026-11-29T15:00:00.000Z'],
    ['2026-03-01', '2026-03-01', '2026-02-27T15:00:00.000Z'],
  ])('first %s, last %s: from %s', (first, last, expected) => {
    expect(maintenanceModalFrom(settings(first, last))?.toISOString()).toBe(expected);
  });

  it.each([
    [null, '2026-12-02'],
    ['2026-12-01', null],
    ['2026-02-30', '2026-03-01'],
  ])('no dated window (first %s, last %s): null', (first, last) => {
    expect(maintenanceModalFrom(settings(first, last))).toBeNull();
  });
});

describe('maintenancePeriodLabel', () => {
  it('names the start and the end of the last day in Japan time', () => {
    expect(maintenancePeriodLabel(settings('2025-09-01T01:00', '2025-09-02'))).toBe(
      '2025年9月1日（月）1:00 ～ 2025年9月2日（火）23:59',
    );
  });

  it('is null for an always-on maintenance without dates', () => {
    expect(maintenancePeriodLabel(settings(null, null, true))).toBeNull();
  });
});
