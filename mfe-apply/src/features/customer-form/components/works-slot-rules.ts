// What the works-slot field decides without the server: whose slots to ask
// for, whether a hold still fits after the answers it was made for changed,
// and how the offered slots are laid out.

import {
  PREFECTURES_SERVED,
  isHolidayWorks,
  weekdayIdOf,
  worksSlotLabel,
  type WorksSlotChoice,
} from '@hikari/shared/domain';
import type { WorksSlotOption, WorksSlotQuery } from '../api';

/**
 * The slots to ask for, or null while the answers cannot name them yet: the
 * installation prefecture must be one the service covers, and a works day wished.
 */
export function worksQueryOf(
  prefecture: string,
  buildingType: number,
  wishedDays: readonly string[] | undefined,
): WorksSlotQuery | null {
  const state = prefecture.trim();
  if (!(PREFECTURES_SERVED as readonly string[]).includes(state)) return null;
  if (!wishedDays || wishedDays.length === 0) return null;
  return { prefecture: state, buildingType, wishedDays: [...wishedDays] };
}

export const sameQuery = (a: WorksSlotQuery | null, b: WorksSlotQuery | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.prefecture === b.prefecture &&
    a.buildingType === b.buildingType &&
    a.wishedDays.join() === b.wishedDays.join());

/**
 * Whether a slot held for `heldFor` can still be booked for `query`: the
 * same prefecture and building type, and a day the wished days still allow
 * (holiday works stay holiday works; a weekday must still be wished).
 */
export function holdFits(
  choice: Pick<WorksSlotChoice, 'date'>,
  heldFor: WorksSlotQuery,
  query: WorksSlotQuery,
): boolean {
  if (heldFor.prefecture !== query.prefecture || heldFor.buildingType !== query.buildingType) return false;
  const wasHoliday = isHolidayWorks(heldFor.wishedDays);
  const isHoliday = isHolidayWorks(query.wishedDays);
  if (wasHoliday !== isHoliday) return false;
  if (isHoliday) return true;
  const weekday = weekdayIdOf(choice.date);
  return weekday !== null && query.wishedDays.includes(weekday);
}

export const slotKeyOf = (slot: { date: string; band: string }) => `${slot.date}|${slot.band}`;

/**
 * The offered slots with the visitor's own held slot among them: the server
 * counts the hold as taken, so a slot with one place left drops out of the
 * list the moment the visitor holds it.
 */
export function withHeldSlot(
  slots: readonly WorksSlotOption[],
  held: WorksSlotChoice | null,
): WorksSlotOption[] {
  if (!held || slots.some((slot) => slotKeyOf(slot) === slotKeyOf(held))) return [...slots];
  const own: WorksSlotOption = {
    date: held.date,
    band: held.band,
    label: worksSlotLabel(held),
    holiday: false,
  };
  return [...slots, own].sort((a, b) => a.date.localeCompare(b.date) || a.band.localeCompare(b.band));
}

export interface SlotDay {
  date: string;
  slots: WorksSlotOption[];
}

/** The slots by day, in the order given (earliest first from the server). */
export function groupByDate(slots: readonly WorksSlotOption[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const last = days[days.length - 1];
    if (last && last.date === slot.date) last.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return days;
}
