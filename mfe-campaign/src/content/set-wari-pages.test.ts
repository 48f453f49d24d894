import { setWariPages } from './set-wari-pages';

// docs/business-rules.md#campaigns: "au bundle 550-1,100 per au line, up to 10 lines";
// "UQ bundle 638-1,100 per line by UQ plan". The figures live only in the
// content until the shared catalog holds them, so this guards the typing.
describe('set-wari figures', () => {
  it.each([
    ['au', 550, 1100],
    ['UQ mobile', 638, 1100],
  ])('%s discounts run from %i to %i yen per line, up to 10 lines', (carrier, low, high) => {
    const page = setWariPages.find((entry) => entry.carrier === carrier);
    const amounts = page?.tiers.map((tier) => tier.perLine) ?? [];
    expect(Math.min(...amounts)).toBe(low);
    expect(Math.max(...amounts)).toBe(high);
    expect(page?.maxLines).toBe(10);
  });
});
