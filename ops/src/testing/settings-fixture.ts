// The settings record GET /ops/settings answers in the console's tests.
export const storedSettings = {
  name: 'hikari',
  version: '4.0.0',
  pickupId: 218,
  callTime: { displayFirstTime: 10, displayLastTime: 18, telFirstTime: 10, telLastTime: 19 },
  maintenance: { isAlwaysDisplay: false, category: 'tel', text: '', firstDate: null, lastDate: null },
  updatedAt: '2026-11-25T00:00:00.000Z',
};
