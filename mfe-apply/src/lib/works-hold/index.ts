// The hold on a works slot the visitor chose on the installation step
// (customer.worksSlot): until when it keeps the slot, in Japan time, as the
// installation step and the confirmation both write it.

import { jstParts, type WorksSlotChoice } from '@hikari/shared/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant the hold ends, or null when the saved value is not one. */
export function holdEndsAt(choice: Pick<WorksSlotChoice, 'expiresAt'>): Date | null {
  const time = Date.parse(choice.expiresAt);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Whether the hold has run out (a value that names no instant counts as run out). */
export function isHoldExpired(choice: Pick<WorksSlotChoice, 'expiresAt'>, now: Date): boolean {
  const end = holdEndsAt(choice);
  return end === null || end.getTime() <= now.getTime();
}

/** '14:05': the time of day the hold ends, Japan time. */
export function holdTimeLabel(choice: Pick<WorksSlotChoice, 'expiresAt'>): string {
  const end = holdEndsAt(choice);
  if (!end) return '';
  const p = jstParts(end);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** '2026年11月20日 14:05': the day and time the hold ends, Japan time. */
export function holdDeadlineLabel(choice: Pick<WorksSlotChoice, 'expiresAt'>): string {
  const end = holdEndsAt(choice);
  if (!end) return '';
  const p = jstParts(end);
  return `${p.year}年${p.month}月${p.day}日 ${pad(p.hour)}:${pad(p.minute)}`;
}

export {
  freeSlotsApi,
  useWorksSlotsQuery,
  type WorksSlotList,
  type WorksSlotOption,
  type WorksSlotQuery,
} from './free-slots';
