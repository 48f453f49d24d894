// Amounts in yen as every page writes them ('5,940円'), without Intl: the
// first Intl formatter a page creates loads the locale's data, which made
// building the campaign table (when this module loads) the costliest step of
// the site's start-up on a slow phone. The same text as ja-JP's number format
// for whole yen: groups of three digits with commas, halves rounded away from zero.

/** 5940 → '5,940円'. */
export function formatYen(amount: number): string {
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}${digits}円`;
}
