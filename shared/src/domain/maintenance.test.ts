import { defaultCampaignOffer } from './campaign-offer';
import type { SettingsRecord } from './entities';
import {
  blocksDuringMaintenance,
  DEFAULT_SETTINGS,
  isMaintenanceMode,
  maintenanceEnd,
  maintenanceMessage,
  maintenanceWindow,
  settingsOrDefaults,
  shouldShowMaintenanceModal,
} from './maintenance';

const settings = (maintenance: Partial<SettingsRecord['maintenance']>): SettingsRecord => ({
  ...DEFAULT_SETTINGS,
  maintenance: { ...DEFAULT_SETTINGS.maintenance, ...maintenance },
});

const window = settings({ firstDate: '2025-10-10', lastDate: '2025-10-11', category: 'tel' });
const at = (iso: string) => new Date(iso);

describe('DEFAULT_SETTINGS (version 4.0.0, call display 10-18, tel 10-19, pickupId 218, category tel)', () => {
  it('holds the documented defaults', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      version: '4.0.0',
      pickupId: 218,
      callTime: { displayFirstTime: 10, displayLastTime: 18, telFirstTime: 10, telLastTime: 19 },
      maintenance: { category: 'tel', isAlwaysDisplay: false },
    });
  });
  it('is not in maintenance', () => {
    expect(isMaintenanceMode(DEFAULT_SETTINGS, at('2025-10-10T12:00:00+09:00'))).toBe(false);
  });
});

describe('isMaintenanceMode', () => {
  it.each([
    ['2025-10-09T23:59:59.999+09:00', false],
    ['2025-10-10T00:00:00.000+09:00', true],
    ['2025-10-11T12:00:00+09:00', true],
    ['2025-10-11T23:59:59.999+09:00', true], // end of lastDate
    ['2025-10-12T00:00:00.000+09:00', false],
    // 2025-10-11 16:00 UTC is 10月12日 01:00 in Japan: already over.
    ['2025-10-11T16:00:00Z', false],
    // 2025-10-09 15:30 UTC is 10月10日 00:30 in Japan: already on.
    ['2025-10-09T15:30:00Z', true],
  ])('dates 10-10..10-11 at %s: %s', (iso, on) => {
    expect(isMaintenanceMode(window, at(iso))).toBe(on);
  });

  // A night window from 02:00 to 04:00 Japan time: both ends are the minutes ops typed.
  const night = settings({ firstDate: '2025-10-10T02:00', lastDate: '2025-10-10T04:00' });
  it.each([
    ['2025-10-10T01:59:59+09:00', false],
    ['2025-10-10T02:00:00+09:00', true],
    ['2025-10-10T03:30:00+09:00', true],
    ['2025-10-10T04:00:00+09:00', true],
    ['2025-10-10T04:00:01+09:00', false],
    ['2025-10-10T12:00:00+09:00', false],
    // 2025-10-09 18:00 UTC is 10月10日 03:00 in Japan.
    ['2025-10-09T18:00:00Z', true],
  ])('window 10-10 02:00..04:00 at %s: %s', (iso, on) => {
    expect(isMaintenanceMode(night, at(iso))).toBe(on);
  });

  it.each([
    ['a bare date runs to the end of its day', '2025-10-10', '2025-10-10T14:59:59.999Z'],
    ['a date-time ends at that minute', '2025-10-10T04:00', '2025-10-09T19:00:00.000Z'],
    ['23:59 ends at 23:59', '2025-10-10T23:59', '2025-10-10T14:59:00.000Z'],
  ])('maintenanceEnd: %s', (_name, lastDate, iso) => {
    expect(maintenanceEnd(lastDate)?.toISOString()).toBe(iso);
  });

  it.each([
    ['an end before the start', '2025-10-10T04:00', '2025-10-10T02:00'],
    ['an end equal to the start', '2025-10-10T04:00', '2025-10-10T04:00'],
  ])('has no window with %s, so it never runs', (_name, firstDate, lastDate) => {
    const wrong = settings({ firstDate, lastDate });
    expect(maintenanceWindow(wrong)).toBeNull();
    expect(isMaintenanceMode(wrong, at('2025-10-10T03:00:00+09:00'))).toBe(false);
  });

  it('is always on with isAlwaysDisplay', () => {
    expect(isMaintenanceMode(settings({ isAlwaysDisplay: true }), at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it.each([
    [null, '2025-10-11'],
    ['2025-10-10', null],
    ['10/10', '2025-10-11'],
  ])('is off when a date is missing or unreadable (%p, %p)', (firstDate, lastDate) => {
    expect(isMaintenanceMode(settings({ firstDate, lastDate }), at('2025-10-10T12:00:00+09:00'))).toBe(false);
  });
});

describe('shouldShowMaintenanceModal', () => {
  it.each([
    ['2025-10-08T23:59:59.999+09:00', false],
    ['2025-10-09T00:00:00.000+09:00', true], // 24 h before the start of firstDate
    ['2025-10-10T12:00:00+09:00', true],
    ['2025-10-11T23:59:59.999+09:00', true],
    ['2025-10-12T00:00:00+09:00', false],
  ])('dates 10-10..10-11 at %s: %s', (iso, shown) => {
    expect(shouldShowMaintenanceModal(window, at(iso))).toBe(shown);
  });

  it('counts the 24 h from the start of the first day, not from a time in it', () => {
    const timed = settings({ firstDate: '2025-10-10T22:00', lastDate: '2025-10-10' });
    expect(shouldShowMaintenanceModal(timed, at('2025-10-09T00:00:00+09:00'))).toBe(true);
    expect(shouldShowMaintenanceModal(timed, at('2025-10-08T23:59:59+09:00'))).toBe(false);
  });

  it.each([
    [{ category: 'reserve', isAlwaysDisplay: true }, '2025-10-10T12:00:00+09:00', false],
    [{ category: 'reserve' }, '2025-10-10T12:00:00+09:00', false],
    [
      { category: 'tel', isAlwaysDisplay: true, firstDate: null, lastDate: null },
      '2030-01-01T00:00:00Z',
      true,
    ],
    [{ category: 'web', firstDate: null }, '2025-10-10T12:00:00+09:00', false],
  ])('%j at %s: %s', (maintenance, iso, shown) => {
    const s = settings({ firstDate: '2025-10-10', lastDate: '2025-10-11', ...maintenance });
    expect(shouldShowMaintenanceModal(s, at(iso))).toBe(shown);
  });
});

describe('blocksDuringMaintenance: only pages that submit give way to the maintenance page', () => {
  it.each([
    ['/apply/form2/', true],
    ['/apply/form3/', true],
    ['/apply/terms/', true],
    ['/contact/', true],
    ['/transfer/', true],
    ['/special/lp2/', true],
    ['/apply/terms', true], // without the trailing slash
    ['/apply/form/', false], // the fee simulation submits nothing
    ['/apply/area/', false],
    ['/apply/completed/', false],
    ['/', false],
    ['/area/', false],
    ['/campaign/', false],
    ['/option/apply/', false], // keeps its form on screen with its own notice
    ['/no-such-page/', false],
  ])('%s: %s', (path, blocked) => {
    expect(blocksDuringMaintenance(path)).toBe(blocked);
  });
});

describe('maintenanceMessage: one message at a time', () => {
  const scheduled = settings({ firstDate: '2025-10-10T02:00', lastDate: '2025-10-10T04:00' });
  const reserve = settings({
    firstDate: '2025-10-10T02:00',
    lastDate: '2025-10-10T04:00',
    category: 'reserve',
  });
  const always = settings({ isAlwaysDisplay: true });
  it.each([
    ['scheduled, the day before, on the top page', scheduled, '2025-10-09T12:00:00+09:00', '/', 'upcoming'],
    [
      'scheduled, the day before, on the terms step',
      scheduled,
      '2025-10-09T12:00:00+09:00',
      '/apply/terms/',
      'upcoming',
    ],
    ['scheduled, two days before', scheduled, '2025-10-08T12:00:00+09:00', '/', null],
    ['during, on the top page', scheduled, '2025-10-10T03:00:00+09:00', '/', 'ongoing'],
    ['during, on the simulation', scheduled, '2025-10-10T03:00:00+09:00', '/apply/form/', 'ongoing'],
    ['during, on the terms step', scheduled, '2025-10-10T03:00:00+09:00', '/apply/terms/', 'page'],
    ['during, on /contact/', scheduled, '2025-10-10T03:00:00+09:00', '/contact/', 'page'],
    ['after the window', scheduled, '2025-10-10T04:01:00+09:00', '/apply/terms/', null],
    ['always, on the top page', always, '2030-01-01T00:00:00Z', '/', 'ongoing'],
    ['always, on /transfer/', always, '2030-01-01T00:00:00Z', '/transfer/', 'page'],
    [
      'during, on /option/apply/ (its own notice beside the form)',
      scheduled,
      '2025-10-10T03:00:00+09:00',
      '/option/apply/',
      'own',
    ],
    ['before, on /option/apply/', scheduled, '2025-10-09T12:00:00+09:00', '/option/apply/', 'upcoming'],
    ['reserve, during, on the top page', reserve, '2025-10-10T03:00:00+09:00', '/', null],
    ['reserve, during, on /contact/', reserve, '2025-10-10T03:00:00+09:00', '/contact/', 'page'],
  ])('%s', (_name, s, iso, path, message) => {
    expect(maintenanceMessage(s, at(iso), path)).toBe(message);
  });
});

describe('settingsOrDefaults', () => {
  const good = {
    name: 'hikari',
    version: '4.1.0',
    pickupId: 300,
    callTime: { displayFirstTime: 9, displayLastTime: 17, telFirstTime: 9, telLastTime: 18 },
    maintenance: {
      isAlwaysDisplay: false,
      category: 'reserve',
      text: 'お知らせ',
      firstDate: '2025-10-10',
      lastDate: null,
    },
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: null,
    campaignOffer: {
      campaigns: [
        { id: 'is50000CP', startsAfter: null, endsBefore: '2026-01-01T00:00:00+09:00', area: null },
      ],
      amounts: { ...defaultCampaignOffer.amounts, is50000CP: 40000 },
      wording: [],
    },
  };

  it('keeps a well-formed answer', () => {
    expect(settingsOrDefaults(good)).toEqual(good);
  });

  it.each([
    ['missing', undefined],
    ['unreadable', { campaigns: [{ id: 'isFreeLunchCP' }] }],
  ])(
    "runs with the seeded campaign offer when the answer's offer is %s, keeping the rest",
    (_name, offer) => {
      const record = settingsOrDefaults({ ...good, campaignOffer: offer });
      expect(record.campaignOffer).toBe(defaultCampaignOffer);
      expect(record.version).toBe('4.1.0');
    },
  );

  it.each([
    ['null', null],
    ['an error', new Error('x')],
    ['no version', { ...good, version: undefined }],
    ['empty version', { ...good, version: '' }],
    ['pickupId as text', { ...good, pickupId: '218' }],
    ['no callTime', { ...good, callTime: null }],
    ['a call time missing', { ...good, callTime: { ...good.callTime, telLastTime: undefined } }],
    ['no maintenance', { ...good, maintenance: undefined }],
    ['isAlwaysDisplay as text', { ...good, maintenance: { ...good.maintenance, isAlwaysDisplay: 'true' } }],
    ['firstDate as a number', { ...good, maintenance: { ...good.maintenance, firstDate: 20251010 } }],
  ])('falls back to the defaults on %s', (_name, answer) => {
    expect(settingsOrDefaults(answer)).toBe(DEFAULT_SETTINGS);
  });
});
