// The bundle-discount calculator: lines × discount per line.

export interface SetWariTotal {
  monthly: number;
  yearly: number;
}

/**
 * Monthly and yearly discount for `lines` lines at `perLine` yen each.
 * Lines outside 1…maxLines are a caller bug (the form offers only those),
 * so they throw instead of silently promising a discount nobody gets.
 */
export function setWariTotal(lines: number, perLine: number, maxLines: number): SetWariTotal {
  if (!Number.isInteger(lines) || lines < 1 || lines > maxLines) {
    throw new RangeError(`lines must be an integer from 1 to ${maxLines}, got ${lines}`);
  }
  const monthly = lines * perLine;
  return { monthly, yearly: monthly * 12 };
}
