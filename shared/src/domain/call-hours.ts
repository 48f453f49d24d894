// The phone hours, in one place. Visitors are told the published hours
// (settings callTime.displayFirstTime–displayLastTime, default 10–18)
// and the line counts as open exactly then, so no page says 「受付中」 at an
// hour it also says is outside the hours. Every page and the phone modal
// read these functions.
import type { SettingsRecord } from './entities';
import { jstParts } from './japan-time';

export type CallTime = SettingsRecord['callTime'];

/** The published hours: from the start of `from` to the start of `to`, Japan time. */
export function callHours(callTime: CallTime): { from: number; to: number } {
  return { from: callTime.displayFirstTime, to: callTime.displayLastTime };
}

/** '10:00～18:00'. */
export function callHoursLabel(callTime: CallTime): string {
  const { from, to } = callHours(callTime);
  return `${from}:00～${to}:00`;
}

/** Whether the line is open now (Japan time): within the published hours, the end excluded. */
export function isWithinCallHours(callTime: CallTime, now: Date): boolean {
  const { from, to } = callHours(callTime);
  const { hour } = jstParts(now);
  return hour >= from && hour < to;
}
