import { worksSlotLabel, type WorksBand } from '@hikari/shared/domain';
import { worksSlotCopy as copy } from '../../../content/follow-content';

/** A slot as the visitor reads it: the server's label (else the shared one), and 休日工事 on a holiday. */
export function slotText(slot: { date: string; band: string; label?: string; holiday: boolean }): string {
  const label = slot.label || worksSlotLabel({ date: slot.date, band: slot.band as WorksBand });
  return `${label}${slot.holiday ? copy.holiday : ''}`;
}
