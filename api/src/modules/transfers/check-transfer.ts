// The transfer rules. The contract named in the form must exist and match the
// holder's name (katakana) and phone; it must be active with no transfer in
// progress. The fee (amount) comes from the shared price catalog:
//
//   move (移転)        amount = 開通工事費 at the new address (catalog fees.installation)
//   handover (名義変更) amount = 契約事務手数料 (catalog fees.adminFee)
//
// CheckTransferRequest answers a deadline: the last day (today + 30 days,
// Japan time) to send the TransferRequest on the strength of this check.
// TransferRequest checks again and, for a move, needs a new address checked
// as ApplyCTC checks an installation address: it must belong to its postal
// code and the area master must know it and serve it. The desired date at
// least TRANSFER_LEAD_DAYS ahead (the time the works or the paperwork take)
// is a rule of the shared transfer schema, so a day too near is refused with
// BAD_USER_INPUT on desiredDate, at the form's field, like any other answer.
import { eq } from 'drizzle-orm';
import {
  addDays,
  formatJstDateJa,
  formatYen,
  formatYmd,
  jstInstant,
  jstToday,
  normalizeKana,
  normalizePhone,
  priceCatalog,
} from '@hikari/shared/domain';
import { addressErrorPaths, areaAnswerErrors, normalizeContractNumber } from '@hikari/shared/forms';
import { installationPostalErrors, searchInstallationArea } from '../applications/installation-check';
import { STATUS_IDENTIFIED } from '../area/search-area';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema';
import { badUserInput, type FieldErrors } from '../../graphql/errors';
import type { Tx } from '../../graphql/idempotency';

/** Days from today to the last day a TransferRequest may follow a check. Default 30. */
export const CHECK_VALID_DAYS = 30;

export interface TransferCheckFields {
  contractNumber: string;
  holderNameKana: string;
  phone: string;
  transferType: string;
}

export interface TransferRequestFields extends TransferCheckFields {
  mail: string;
  desiredDate: string;
  newAddress?: {
    postalCode: string;
    state: string;
    city: string;
    town: string;
    line1: string;
    line2?: string;
  } | null;
  newHolder?: unknown;
}

export interface TransferCheckAnswer {
  status: 'ok' | 'ng';
  title: string;
  message: string;
  amount: number | null;
  deadline: string | null;
}

const ng = (title: string, message: string): TransferCheckAnswer => ({
  status: 'ng',
  title,
  message,
  amount: null,
  deadline: null,
});

export const TRANSFER_ANSWERS = {
  notFound: ng(
    'ご契約を確認できませんでした',
    'ご契約番号・ご契約者名（カナ）・ご契約時の電話番号をご確認のうえ、もう一度お試しください。',
  ),
  cancelled: ng(
    'お手続きできません',
    'このご契約はすでに解約されています。新規のお申し込みをご検討ください。',
  ),
  suspended: ng(
    'Webではお手続きできません',
    'このご契約は現在休止中です。お手数ですが、サポート窓口までお電話でお問い合わせください。',
  ),
  pending: ng(
    'お手続き中です',
    'このご契約には受付済みの移転・名義変更があります。内容の変更はサポート窓口までお電話でお問い合わせください。',
  ),
  outsideArea: ng(
    'お引っ越し先は提供エリア外です',
    'ご入力のお引っ越し先は、現在の提供エリアの外にあるため、移転のお手続きはできません。',
  ),
} as const;

/**
 * checkResult.reason of a move refused because the new address is outside
 * the area: such an attempt is stored (with a reception number) for ops.
 */
export const OUTSIDE_AREA_REASON = 'outsideArea';

/** Where the new address's problems are reported: the request's own fields (the page shows each by its field). */
export const NEW_ADDRESS_ERROR_PATHS = addressErrorPaths('newAddress');

const refuseIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
};

const kanaKey = (value: string) => normalizeKana(value).replace(/[\s\u3000]/g, '');
/** The fee as the answers write it: 3,300円（税込）. */
export const yenWithTax = (amount: number) => `${formatYen(amount)}（税込）`;

type Reader = Db | Tx;

export async function checkTransfer(
  db: Reader,
  f: TransferCheckFields,
  now: Date,
): Promise<TransferCheckAnswer> {
  const contractId = normalizeContractNumber(f.contractNumber);
  const [contract] = await db.select().from(contracts).where(eq(contracts.contractId, contractId)).limit(1);
  // One answer for "no such contract" and "details do not match", so the form
  // cannot be used to find out which contract numbers exist.
  if (
    !contract ||
    contract.phone !== normalizePhone(f.phone) ||
    kanaKey(contract.lastNameKana + contract.firstNameKana) !== kanaKey(f.holderNameKana)
  ) {
    return TRANSFER_ANSWERS.notFound;
  }
  if (contract.status === 'cancelled') return TRANSFER_ANSWERS.cancelled;
  if (contract.status !== 'active') return TRANSFER_ANSWERS.suspended;
  if (contract.hasPendingTransfer) return TRANSFER_ANSWERS.pending;

  const isMove = f.transferType === 'move';
  const amount = isMove ? priceCatalog.fees.installation : priceCatalog.fees.adminFee;
  const last = addDays(jstToday(now), CHECK_VALID_DAYS);
  const deadline = formatYmd(last);
  const what = isMove ? '移転' : '名義変更';
  return {
    status: 'ok',
    title: `${what}のお手続きが可能です`,
    message: `${what}の手数料は${yenWithTax(amount)}です。${formatJstDateJa(jstInstant(last.year, last.month, last.day))}までにお申し込みください。`,
    amount,
    deadline,
  };
}

/**
 * The check again, plus the rules only the full request can be held to. A
 * new address that does not belong to its postal code or that the area
 * master does not know is refused with BAD_USER_INPUT on its field, with the
 * messages ApplyCTC gives (installation-check.ts and the shared checks).
 */
export async function checkTransferRequest(
  db: Reader,
  f: TransferRequestFields,
  now: Date,
): Promise<TransferCheckAnswer> {
  const check = await checkTransfer(db, f, now);
  if (check.status !== 'ok') return check;
  if (f.transferType === 'move' && f.newAddress) {
    const address = { ...f.newAddress, line2: f.newAddress.line2 ?? '' };
    refuseIfAny(installationPostalErrors(address, NEW_ADDRESS_ERROR_PATHS));
    // The form asks for no building type: the address is searched as a home.
    const area = await searchInstallationArea(db, address, 0);
    // An address the master knows to be outside the area keeps the transfer's
    // own answer, which the page shows with the way to the support desk.
    if (area.status === STATUS_IDENTIFIED && area.isServiceArea === false)
      return TRANSFER_ANSWERS.outsideArea;
    // No plan is chosen on this form (the contract keeps its own): the 10G rule of an application does not apply.
    refuseIfAny(areaAnswerErrors(area, { prefecture: address.state }, NEW_ADDRESS_ERROR_PATHS));
  }
  return check;
}
