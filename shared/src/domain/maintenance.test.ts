import { defaultCampaignOffer } from './campaign-offer';
import type { SettingsRecord } from './entities';
import {
  DEFAULT_SETTINGS,
  isMaintenanceMode,
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

describe('DEFAULT_SETTINGS (spec: version 4.0.0, call display 10-18, tel 10-19, pickupId 218, category tel)', () => {
  it('holds the spec values', () => {
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

  it('starts at the firstDate time when it carries one, and still runs to the end of lastDate', () => {
    const timed = settings({ firstDate: '2025-10-10T02:00', lastDate: '2025-10-10T05:00' });
    expect(isMaintenanceMode(timed, at('2025-10-10T01:59:59+09:00'))).toBe(false);
    expect(isMaintenanceMode(timed, at('2025-10-10T02:00:00+09:00'))).toBe(true);
    expect(isMaintenanceMode(timed, at('2025-10-10T23:00:00+09:00'))).toBe(true);
    expect(maintenanceWindow(timed)?.end.toISOString()).toBe('2025-10-10T14:59:59.999Z');
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
