import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  baseMenuLabels,
  buildingKindLabels,
  buildingKindOf,
  formatJstDateJa,
  formatYen,
  jstInstant,
  monthlyLinePriceText,
  paths,
  worksSlotLabel,
  type CustomerData,
  type PlanData,
  type PriceBreakdown,
} from '@hikari/shared/domain';
import {
  accountKindLabels,
  contactHourLabels,
  dayOfWeekLabels,
  genderLabels,
  phoneHolderRelationshipLabels,
  ymdFromParts,
} from '@hikari/shared/forms';
import {
  carrierChoices,
  form2Copy,
  form3Copy,
  phoneCarrierChoices,
} from '../../../content/customer-form-content';
import { confirmCopy as copy } from '../../../content/terms-content';
import { quoteNotesCopy } from '../../../content/simulation-content';
import { QuoteNotes } from '../../simulation';
import { holdDeadlineLabel, isHoldExpired } from '../../../lib/works-hold';

type Row = readonly [term: string, description: ReactNode, testId?: string];

export interface SummaryGroupProps {
  id: string;
  title: string;
  /** The step where these answers were given. */
  step: string;
  rows: (Row | null | false)[];
}

/**
 * One group of the confirmation: a heading, its 「変更する」 link back to the
 * step, and the answers as a definition list that stacks on a phone.
 */
export function SummaryGroup({ id, title, step, rows }: SummaryGroupProps) {
  const headingId = `confirm-${id}`;
  return (
    <section className="confirm-group" aria-labelledby={headingId} data-testid={headingId}>
      <div className="confirm-group__head">
        <h3 id={headingId}>{title}</h3>
        <Link to={step} className="confirm-group__change">
          {copy.change}
          <span className="visually-hidden">{copy.changeTarget(title)}</span>
        </Link>
      </div>
      <dl className="confirm-list">
        {rows
          .filter((row): row is Row => Boolean(row))
          .map(([term, description, testId]) => (
            <div key={term} className="confirm-list__row">
              <dt>{term}</dt>
              <dd data-testid={testId}>{description}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** '1985', '4', '1' → '1985年4月1日（月）', the one way the site writes a day. */
export function formatDateParts(year: string, month: string, day: string): string {
  const date = ymdFromParts(year, month, day);
  if (!date) return [year, month, day].filter(Boolean).join('-');
  return formatJstDateJa(jstInstant(date.year, date.month, date.day));
}

const postal = (code: string) => (/^\d{7}$/.test(code) ? `〒${code.slice(0, 3)}-${code.slice(3)}` : code);
const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
  choices.find((choice) => choice.value === value)?.label ?? value;
const or = (value: string, fallback: string = copy.notGiven) => (value.trim() ? value : fallback);

function AmountList({ items }: { items: { key: string; label: string; amount: string }[] }) {
  return (
    <ul className="confirm-amounts">
      {items.map((item) => (
        <li key={item.key}>
          <span>{item.label}</span>
          <span className="confirm-amounts__amount">{item.amount}</span>
        </li>
      ))}
    </ul>
  );
}

export interface PlanSummaryProps {
  plan: PlanData;
  breakdown: PriceBreakdown;
}

/** What is being bought: plan, menu, every option and plan variant with its price, campaigns, totals. */
export function PlanSummary({ plan, breakdown }: PlanSummaryProps) {
  const p = copy.plan;
  const kind = buildingKindOf(plan.buildingType);
  const [base, ...options] = breakdown.monthlyLines;
  return (
    <SummaryGroup
      id="plan"
      title={p.title}
      step={paths.applyForm}
      rows={[
        [p.buildingType, buildingKindLabels[kind]],
        [p.plan, base ? `${base.label} ${monthlyLinePriceText(base)}` : '', 'confirm-plan'],
        [p.menu, baseMenuLabels[plan.baseMenu]],
        [
          p.monthlyLines,
          options.length === 0 ? (
            copy.none
          ) : (
            <AmountList
              items={options.map((line) => ({
                key: line.id,
                label: line.label,
                amount: monthlyLinePriceText(line),
              }))}
            />
          ),
          'confirm-options',
        ],
        plan.isPhone && plan.isTensou && plan.isTensouTel.trim() !== '' && [p.tensouTel, plan.isTensouTel],
        [
          p.campaigns,
          breakdown.appliedCampaigns.length === 0 ? (
            p.noCampaigns
          ) : (
            <ul className="confirm-campaigns">
              {breakdown.appliedCampaigns.map((campaign) => (
                <li key={campaign.id}>
                  {campaign.name}
                  <span className="confirm-campaigns__reason">{campaign.reason}</span>
                </li>
              ))}
            </ul>
          ),
          'confirm-campaigns',
        ],
        [p.firstYear, formatYen(breakdown.monthlyTotal.firstYear), 'terms-first-year'],
        [p.afterFirstYear, formatYen(breakdown.monthlyTotal.afterFirstYear), 'terms-after-first-year'],
        breakdown.yearlyTotal > 0 && [p.yearly, formatYen(breakdown.yearlyTotal)],
        [
          p.oneTime,
          <AmountList
            items={[
              ...breakdown.oneTimeCosts.map((cost) => ({
                key: cost.id,
                label: cost.label,
                amount: cost.waivedBy
                  ? `${cost.waiverLabel ?? p.waived}（通常${formatYen(cost.amount)}）`
                  : formatYen(cost.amount),
              })),
              { key: 'total', label: p.oneTimeTotal, amount: formatYen(breakdown.oneTimeTotal) },
            ]}
          />,
          'confirm-one-time',
        ],
        breakdown.cashBack.length > 0 && [
          p.cashBack,
          <AmountList
            items={breakdown.cashBack.map((item) => ({
              key: item.campaignId,
              label: item.label,
              amount: formatYen(item.amount),
            }))}
          />,
          'confirm-cash-back',
        ],
        breakdown.couponTotal > 0 && [p.coupon, formatYen(breakdown.couponTotal)],
        [p.effective(breakdown.termMonths), formatYen(breakdown.effectiveMonthly), 'terms-effective'],
        [quoteNotesCopy.rowLabel, <QuoteNotes breakdown={breakdown} level={4} />, 'confirm-conditions'],
      ]}
    />
  );
}

/** Step 2's answers: who applies and how to reach them. */
export function ApplicantSummary({ details }: { details: CustomerData }) {
  const a = copy.applicant;
  const corporate = details.applicantType === 'corporate';
  const name = [details.lastName, details.firstName].filter(Boolean).join(' ');
  const kana = [details.lastNameKana, details.firstNameKana].filter(Boolean).join(' ');
  const hasDob = [details.dobYear, details.dobMonth, details.dobDate].some((part) => part !== '');
  return (
    <SummaryGroup
      id="applicant"
      title={a.title}
      step={paths.applyForm2}
      rows={[
        [a.applicantType, form2Copy.applicantTypes[details.applicantType] ?? details.applicantType],
        corporate && [a.corporationName, details.corporationName],
        corporate && [a.corporationNameKana, details.corporationNameKana],
        [corporate ? a.contactName : a.name, name],
        [a.nameKana, kana, 'confirm-name-kana'],
        !corporate && [a.gender, genderLabels[details.gender as keyof typeof genderLabels] ?? details.gender],
        (!corporate || hasDob) && [
          a.dob,
          formatDateParts(details.dobYear, details.dobMonth, details.dobDate),
          'confirm-dob',
        ],
        [a.daytimePhone, details.daytimePhone, 'confirm-phone'],
        details.daytimePhone2 !== '' && [a.daytimePhone2, details.daytimePhone2],
        [a.mail, details.mail],
      ]}
    />
  );
}

/** The works slot held on step 3 and until when, or that the date is left to the phone call. */
function worksSlotText(details: CustomerData, now: Date): string {
  const i = copy.installation;
  const slot = details.worksSlot;
  if (!slot) return i.worksSlotLater;
  const until = isHoldExpired(slot, now) ? i.worksSlotExpired : i.worksSlotHeld(holdDeadlineLabel(slot));
  return `${worksSlotLabel(slot)}${until}`;
}

/** Step 3's answers about the place and the works. */
export function InstallationSummary({
  details,
  plan,
  introducerId,
  now = new Date(),
}: {
  details: CustomerData;
  plan: PlanData;
  introducerId: string;
  /** The page's instant, to tell a hold that has run out. Default: now. */
  now?: Date;
}) {
  const i = copy.installation;
  const address = details.installationInfo;
  const contact = details.contactInfo;
  const phone = details.currentPhoneInfo;
  const hasMoving = [details.movingYear, details.movingMonth, details.movingDate].some((p) => p !== '');
  const deadline = formatDateParts(
    contact.sendingDeadlineYear,
    contact.sendingDeadlineMonth,
    contact.sendingDeadlineDate,
  );
  return (
    <SummaryGroup
      id="installation"
      title={i.title}
      step={paths.applyForm3}
      rows={[
        [
          i.address,
          <>
            {postal(address.postalCode)}
            <br />
            {address.state}
            {address.city}
            {address.town}
            {address.line1}
            {address.line2 ? ` ${address.line2}` : ''}
            {address.line3 ? ` ${address.line3}` : ''}
          </>,
          'confirm-address',
        ],
        address.detail !== '' && [i.detail, address.detail],
        [
          i.contactAddress,
          contact.type === 'other'
            ? `${contact.address}${contact.isNonSendingDeadline ? '' : `（${i.deadline(deadline)}）`}`
            : i.contactSame,
        ],
        plan.isPhone && [i.portability, details.isPhoneNumberPortability ? phone.number : i.portabilityOff],
        plan.isPhone &&
          details.isPhoneNumberPortability && [i.carrier, labelOf(phoneCarrierChoices, phone.carrier)],
        plan.isPhone &&
          details.isPhoneNumberPortability && [
            i.relationship,
            phoneHolderRelationshipLabels[phone.relationship as keyof typeof phoneHolderRelationshipLabels] ??
              phone.relationship,
          ],
        plan.isPhone &&
          details.isPhoneNumberPortability &&
          phone.relationship !== 'self' && [
            i.holderName,
            `${phone.lastName} ${phone.firstName}（${phone.lastNameKana} ${phone.firstNameKana}）`,
          ],
        plan.isPhone &&
          details.isPhoneNumberPortability && [
            i.holderAddress,
            phone.addressType === 'other' ? phone.address : form3Copy.holderAddressTypes.same,
          ],
        [i.currentCarrier, labelOf(carrierChoices, details.currentCarrier)],
        [
          i.dow,
          details.dowConstruction
            .map((day) => dayOfWeekLabels[day as keyof typeof dayOfWeekLabels] ?? day)
            .join('、'),
        ],
        [i.worksSlot, worksSlotText(details, now), 'confirm-works-slot'],
        [
          i.contactHours,
          contactHourLabels[details.contactHours as keyof typeof contactHourLabels] ?? details.contactHours,
        ],
        hasMoving && [i.moving, formatDateParts(details.movingYear, details.movingMonth, details.movingDate)],
        [i.mobileRental, details.isMobileRental ? i.mobileRentalYes : i.mobileRentalNo],
        [i.requestColumn, <span className="confirm-text">{or(details.requestColumn, copy.none)}</span>],
        [i.introducerId, or(introducerId, copy.none)],
      ]}
    />
  );
}

/** How the visitor pays; the account number only by its last digits. */
export function PaymentSummary({ details }: { details: CustomerData }) {
  const p = copy.payment;
  const bank = details.bankInfo;
  const byBank = bank.type === 'bank';
  const accountNo = bank.accountNo.replace(/\D/g, '');
  return (
    <SummaryGroup
      id="payment"
      title={p.title}
      step={paths.applyForm3}
      rows={[
        [p.method, form3Copy.paymentTypes[bank.type] ?? bank.type, 'confirm-payment'],
        byBank && [p.bank, `${bank.bankName}（${bank.bankCode}）`],
        byBank && [p.branch, `${bank.bankBranch}（${bank.bankBranchCode}）`],
        byBank && [p.accountKind, accountKindLabels[bank.accountKind as 1 | 2] ?? String(bank.accountKind)],
        byBank && [p.accountNo, accountNo ? p.accountNoMasked(accountNo.slice(-3)) : copy.notGiven],
        byBank && [p.accountNameKana, bank.accountNameKana],
      ]}
    />
  );
}
