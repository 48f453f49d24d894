// An application as its visitor follows it (/apply/status/) and as ops see
// its journey in the console: the stage, what happens next, the works slot
// and whether it can still be changed. Read from what the server stored; no
// bank data, no birth date.
import { eq } from 'drizzle-orm';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGE_NEXT,
  canChangeSlot,
  contractTerms,
  formatJstDateTimeJa,
  formatYen,
  isApplicationStage,
  monthlyLinePriceText,
  phoneWindows,
  priceCatalog,
  slotChangeDeadline,
  SLOT_CHANGE_RULE,
  type ApplicationStage,
  type SlotQuery,
} from '@hikari/shared/domain';
import { APPLICATION_CANCELLED, applicationStageSteps } from '@hikari/shared/domain/application-cancellation';
import { storedRecord, storedText, storedWords } from '@hikari/shared/forms';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';
import { breakdownOf, statusOf } from '../ops/submission-view';

/** The support centre cancelled it (取消): its stages stop and its works day is given up. */
export const isCancelledApplication = (row: ApplicationRow): boolean => statusOf(row) === 'cancelled';
import { bookingOf, type SlotAnswer } from '../works/bookings';

export type ApplicationRow = typeof applications.$inferSelect;

export async function applicationByReception(db: Db, receptionId: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.receptionId, receptionId));
  return row ?? null;
}

export const stageOf = (row: Pick<ApplicationRow, 'stage'>): ApplicationStage =>
  isApplicationStage(row.stage) ? row.stage : 'received';

/** Whose slots: the installation prefecture, the building type, the wished works days. */
export function slotQueryOf(row: Pick<ApplicationRow, 'payload'>): SlotQuery {
  const payload = storedRecord(row.payload);
  const customer = storedRecord(payload.customer);
  const plan = storedRecord(payload.planData);
  return {
    prefecture: storedText(storedRecord(customer.installationInfo).state),
    buildingType: plan.buildingType === 1 ? 1 : 0,
    wishedDays: Array.isArray(customer.dowConstruction) ? customer.dowConstruction.map(storedText) : [],
  };
}

/** Before the works: a slot can be booked, changed or cancelled (until the deadline of a booked one). */
const BEFORE_WORKS: readonly ApplicationStage[] = ['received', 'reviewing', 'works-fixed'];

export function slotRules(stage: ApplicationStage, slot: SlotAnswer | null, now: Date, cancelled = false) {
  if (cancelled) {
    return {
      canChangeSlot: false,
      deadline: null,
      note: 'お申し込みが取り消されたため、工事日は予約できません。',
    };
  }
  if (!BEFORE_WORKS.includes(stage)) {
    return { canChangeSlot: false, deadline: null, note: '開通工事は終わっています。' };
  }
  if (!slot) {
    return {
      canChangeSlot: true,
      deadline: null,
      note: 'ご都合のよい工事日を、このページから予約できます。担当者からのお電話で決めることもできます。',
    };
  }
  const deadline = slotChangeDeadline(slot.date);
  if (canChangeSlot(slot.date, now)) {
    return {
      canChangeSlot: true,
      deadline,
      note: `この工事日は${deadline ? formatJstDateTimeJa(deadline) : ''}まで、このページで変更・取り消しができます。${SLOT_CHANGE_RULE}`,
    };
  }
  return {
    canChangeSlot: false,
    deadline,
    note: `この工事日の変更・取り消しの期限（${deadline ? formatJstDateTimeJa(deadline) : ''}）を過ぎました。変更が必要な場合は、${phoneWindows.support.name}（${phoneWindows.support.number}）へお電話ください。`,
  };
}

export async function applicationStatus(db: Db, row: ApplicationRow, now: Date) {
  const payload = storedRecord(row.payload);
  const customer = storedRecord(payload.customer);
  const breakdown = breakdownOf(row.estimate);
  const lines = breakdown?.monthlyLines ?? [];
  const stage = stageOf(row);
  const slot = await bookingOf(db, row.receptionId);
  const cancelled = isCancelledApplication(row);
  const rules = slotRules(stage, slot, now, cancelled);
  return {
    receptionId: row.receptionId,
    receivedAt: row.createdAt.toISOString(),
    name:
      storedText(customer.applicantType) === 'corporate'
        ? storedWords(customer.corporationName)
        : storedWords(customer.lastName, customer.firstName),
    planLabel: lines.find((line) => line.id === 'plan')?.label ?? '',
    ordered: lines.map((line) => `${line.label} ${monthlyLinePriceText(line)}`),
    monthlyFirstYear: breakdown?.monthlyTotal.firstYear ?? 0,
    monthlyAfterFirstYear: breakdown?.monthlyTotal.afterFirstYear ?? 0,
    oneTimeTotal: breakdown?.oneTimeTotal ?? 0,
    cashBack: (breakdown?.cashBack ?? []).map((item) => `${item.label} ${formatYen(item.amount)}`),
    effectiveMonthly: breakdown?.effectiveMonthly ?? 0,
    termMonths: breakdown?.termMonths ?? priceCatalog.termMonths,
    stage,
    stageLabel: cancelled ? APPLICATION_CANCELLED.label : APPLICATION_STAGE_LABELS[stage],
    stages: applicationStageSteps(stage, cancelled),
    // In service with a cash back: how to claim it (the ご利用開始 mail says it too).
    nextStep: cancelled
      ? APPLICATION_CANCELLED.next
      : stage === 'in-service' && (breakdown?.cashBack ?? []).length > 0
        ? `${APPLICATION_STAGE_NEXT[stage]}${contractTerms.cashBackClaim}`
        : APPLICATION_STAGE_NEXT[stage],
    worksSlot: slot,
    canChangeSlot: rules.canChangeSlot,
    slotChangeDeadline: rules.deadline?.toISOString() ?? null,
    slotChangeNote: rules.note,
    slotQuery: { ...slotQueryOf(row), wishedDays: [...slotQueryOf(row).wishedDays] },
  };
}
