import { jstParts, type SettingsRecord } from '@hikari/shared/domain';

type CallTime = SettingsRecord['callTime'];

/** '10:00～18:00': the hours published to visitors (display hours). */
export function displayHoursLabel(callTime: CallTime): string {
  return `${callTime.displayFirstTime}:00～${callTime.displayLastTime}:00`;
}

/**
 * Whether the line takes calls now (tel hours, Japan time): from the start
 * of telFirstTime to just before telLastTime. The tel hours may run past the
 * published ones so a visitor who dials at closing time still gets through.
 */
export function isWithinTelHours(callTime: CallTime, now: Date): boolean {
  const { hour } = jstParts(now);
  return hour >= callTime.telFirstTime && hour < callTime.telLastTime;
}
