// What an event of the pages' own figures (real user monitoring, issue 19)
// may carry: the kinds, the web vitals and the range of each, how long an
// error message may be, and what of a message is never sent nor kept. The
// pages apply it before they send (shell/src/services/tracking) and the API
// again before it stores (api/src/modules/events/rum.ts), so both hold to
// the same limits; the canary check reads the same vitals.

export const RUM_KINDS = ['pageview', 'error', 'vital'] as const;
export type RumKind = (typeof RUM_KINDS)[number];

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Longest error message an event carries and the API keeps. */
export const RUM_MESSAGE_MAX = 200;
/** Largest vital taken: 10 minutes in milliseconds (LCP, INP, TTFB). */
const VITAL_MAX_MS = 600_000;
/** Largest CLS taken (a unitless score; real pages stay far below 1). */
const VITAL_MAX_CLS = 100;

export function isRumKind(type: unknown): type is RumKind {
  return (RUM_KINDS as readonly unknown[]).includes(type);
}

export function isVitalName(name: unknown): name is VitalName {
  return (VITAL_NAMES as readonly unknown[]).includes(name);
}

/** The largest value a vital may have. */
export const vitalMax = (name: VitalName): number => (name === 'CLS' ? VITAL_MAX_CLS : VITAL_MAX_MS);

/** A finite value from 0 to the vital's largest. */
export function isVitalInRange(name: VitalName, value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= vitalMax(name);
}

const MAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g;
/** Seven digits or more, with the separators phone and card numbers are written with. */
const LONG_NUMBER = /\d(?:[\d -]{5,}\d)/g;

/**
 * A message without what could name a person: a mail address reads
 * [mail], and a run of seven digits or more (a phone, card or reception
 * number) reads [number].
 */
export function maskPersonalData(message: string): string {
  return message
    .replace(MAIL, '[mail]')
    .replace(LONG_NUMBER, (run) => (run.replace(/\D/g, '').length >= 7 ? '[number]' : run));
}

// Control characters and runs of white space read as one space.
// eslint-disable-next-line no-control-regex
const SPACES = /[\u0000-\u001f\u007f\s]+/g;

/**
 * An error message as an event carries it and the API keeps it: one line,
 * personal data masked (maskPersonalData), at most RUM_MESSAGE_MAX
 * characters; '' when nothing is left.
 */
export function rumMessageText(message: string): string {
  return maskPersonalData(message.replace(SPACES, ' ')).trim().slice(0, RUM_MESSAGE_MAX).trim();
}
