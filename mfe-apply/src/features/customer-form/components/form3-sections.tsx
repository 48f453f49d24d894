import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import {
  formatYen,
  HOLIDAY_WORK_DAYS,
  holidayWorksChange,
  holidayWorksFromWishedDays,
  paths,
  priceCatalog,
  simulate,
  type InstallationInfo,
} from '@hikari/shared/domain';
import {
  CONTACT_HOURS,
  DAYS_OF_WEEK,
  PAYMENT_TYPES,
  PHONE_HOLDER_RELATIONSHIPS,
  REQUEST_COLUMN_MAX,
  contactHourLabels,
  dayOfWeekLabels,
  messages,
  phoneHolderRelationshipLabels,
} from '@hikari/shared/forms';
import {
  CheckboxField,
  ChoiceGroup,
  DatePartsField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '@hikari/shared/form-ui';
import { LinkButton, Notice } from '@hikari/shared/ui';
import {
  carrierChoices,
  commonFormCopy as common,
  form3Copy as copy,
  phoneCarrierChoices,
} from '../../../content/customer-form-content';
import { AgreementTextDisclosure, catalogAgreementTexts } from '../../../components/agreement-text';
import { useSimulationInputs } from '../../simulation';
import { BankAccountFields } from './bank-account-fields';
import { PostalCodeLookup } from './postal-code-lookup';
import type { Form3Values } from './form3-values';
import { WorksSlotField } from './works-slot-field';

// The sections of /apply/form3/, in page order; each reads the form's values itself.

/** 設置場所: the address, and whether the area answer kept is for it. */
export function InstallationSection({
  isAreaConfirmed,
}: {
  isAreaConfirmed: (info: InstallationInfo) => boolean;
}) {
  const { values, errors } = useFormikContext<Form3Values>();
  return (
    <section className="form-section" aria-labelledby="installation-heading">
      <h2 id="installation-heading">{copy.installationHeading}</h2>
      <PostalCodeLookup prefix="installationInfo" />
      <div className="field-row">
        <TextField name="installationInfo.state" label={copy.state} required autoComplete="address-level1" />
        <TextField name="installationInfo.city" label={copy.city} required autoComplete="address-level2" />
      </div>
      <TextField name="installationInfo.town" label={copy.town} required autoComplete="address-level3" />
      <TextField
        name="installationInfo.line1"
        label={copy.line1}
        required
        hint={copy.line1Hint}
        autoComplete="address-line1"
      />
      <div className="field-row">
        <TextField name="installationInfo.line2" label={copy.line2} autoComplete="address-line2" />
        <TextField name="installationInfo.line3" label={copy.line3} autoComplete="address-line3" />
      </div>
      <TextField name="installationInfo.detail" label={copy.detail} hint={copy.detailHint} />
      <div role="status" aria-live="polite">
        {isAreaConfirmed(values.installationInfo) ? (
          <p className="field__result">{copy.areaConfirmed}</p>
        ) : (
          <p className="field__hint">{copy.areaWillCheck}</p>
        )}
      </div>
      {errors.installationInfo?.town === messages.plan10GNotInArea ? (
        <p>
          <LinkButton to={paths.applyForm} variant="ghost">
            {copy.toSimulation}
          </LinkButton>
        </p>
      ) : null}
    </section>
  );
}

/** 書類の送付先. */
export function ContactSection() {
  const { values } = useFormikContext<Form3Values>();
  return (
    <section className="form-section" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{copy.contactHeading}</h2>
      <ChoiceGroup
        name="contactInfo.type"
        legend={copy.contactTypeLegend}
        required
        options={(['same', 'other'] as const).map((value) => ({
          value,
          label: copy.contactTypes[value],
        }))}
      />
      {values.contactInfo.type === 'other' ? (
        <>
          <TextField
            name="contactInfo.address"
            label={copy.contactAddress}
            required
            hint={copy.contactAddressHint}
            autoComplete="off"
          />
          <CheckboxField name="contactInfo.isNonSendingDeadline" label={copy.deadlineLabel} />
          {!values.contactInfo.isNonSendingDeadline ? (
            <DatePartsField
              legend={copy.deadlineLegend}
              required
              names={[
                'contactInfo.sendingDeadlineYear',
                'contactInfo.sendingDeadlineMonth',
                'contactInfo.sendingDeadlineDate',
              ]}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** 番号ポータビリティ, for a plan with the phone. */
export function PhoneSection() {
  const { values } = useFormikContext<Form3Values>();
  return (
    <section className="form-section" aria-labelledby="phone-heading">
      <h2 id="phone-heading">{copy.phoneHeading}</h2>
      <CheckboxField
        name="isPhoneNumberPortability"
        label={copy.portabilityLabel}
        hint={copy.portabilityHint}
      />
      {values.isPhoneNumberPortability ? (
        <>
          <PhoneField
            name="currentPhoneInfo.number"
            label={copy.currentNumber}
            required
            hint={copy.currentNumberHint}
          />
          <SelectField
            name="currentPhoneInfo.carrier"
            label={copy.currentPhoneCarrier}
            required
            options={phoneCarrierChoices}
          />
          <ChoiceGroup
            name="currentPhoneInfo.relationship"
            legend={copy.relationshipLegend}
            required
            options={PHONE_HOLDER_RELATIONSHIPS.map((value) => ({
              value,
              label: phoneHolderRelationshipLabels[value],
            }))}
          />
          {values.currentPhoneInfo.relationship !== 'self' ? (
            <>
              <div className="field-row">
                <TextField name="currentPhoneInfo.lastName" label={copy.holderLastName} required />
                <TextField name="currentPhoneInfo.firstName" label={copy.holderFirstName} required />
              </div>
              <div className="field-row">
                <TextField
                  name="currentPhoneInfo.lastNameKana"
                  label={copy.holderLastNameKana}
                  required
                  hint={common.kanaHint}
                />
                <TextField name="currentPhoneInfo.firstNameKana" label={copy.holderFirstNameKana} required />
              </div>
            </>
          ) : null}
          <ChoiceGroup
            name="currentPhoneInfo.addressType"
            legend={copy.holderAddressLegend}
            required
            options={(['same', 'other'] as const).map((value) => ({
              value,
              label: copy.holderAddressTypes[value],
            }))}
          />
          {values.currentPhoneInfo.addressType === 'other' ? (
            <TextField name="currentPhoneInfo.address" label={copy.holderAddress} required />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** 今お使いの回線. */
export function CarrierSection() {
  return (
    <section className="form-section" aria-labelledby="carrier-heading">
      <h2 id="carrier-heading">{copy.carrierHeading}</h2>
      <SelectField name="currentCarrier" label={copy.currentCarrier} required options={carrierChoices} />
    </section>
  );
}

/**
 * The simulation priced holiday works and a weekday is now among the wished
 * days: what changes (weekday slots only, no fee, the one-time total and
 * 実質月額 before and after), said here rather than first on the terms step.
 */
function HolidayWorksDroppedNotice({ wishedDays }: { wishedDays: readonly string[] }) {
  const { plan, campaign, offer, campaignAddress, now } = useSimulationInputs();
  const dropped = holidayWorksChange(plan.isHolidayConstruction, wishedDays) === 'dropped';
  const figures = useMemo(() => {
    if (!dropped) return null;
    const context = { now, offer, campaignAddress };
    return {
      quoted: simulate(plan, campaign, { ...context, wishedWorksDays: null }).breakdown,
      booked: simulate(plan, campaign, { ...context, wishedWorksDays: wishedDays }).breakdown,
    };
  }, [dropped, plan, campaign, now, offer, campaignAddress, wishedDays]);
  if (!figures) return null;
  const weekdays = DAYS_OF_WEEK.filter((day) => wishedDays.includes(day) && !HOLIDAY_WORK_DAYS.includes(day));
  return (
    <div data-testid="holiday-dropped-notice">
      <Notice tone="warning">
        {copy.holidayDropped({
          weekdays: weekdays.map((day) => dayOfWeekLabels[day]).join('・'),
          fee: formatYen(priceCatalog.fees.holidayInstallation),
          oneTimeBefore: formatYen(figures.quoted.oneTimeTotal),
          oneTimeAfter: formatYen(figures.booked.oneTimeTotal),
          effectiveLabel: `実質月額（${figures.booked.termMonths}ヶ月平均）`,
          effectiveBefore: formatYen(figures.quoted.effectiveMonthly),
          effectiveAfter: formatYen(figures.booked.effectiveMonthly),
        })}
      </Notice>
    </div>
  );
}

/** 工事の希望: days, contact hours, moving date, mobile rental. */
export function ConstructionSection() {
  const { values } = useFormikContext<Form3Values>();
  return (
    <section className="form-section" aria-labelledby="construction-heading">
      <h2 id="construction-heading">{copy.constructionHeading}</h2>
      <ChoiceGroup
        name="dowConstruction"
        type="checkbox"
        legend={copy.dowLegend}
        hint={copy.dowHint}
        required
        options={DAYS_OF_WEEK.map((value) => ({ value, label: dayOfWeekLabels[value] }))}
      />
      {holidayWorksFromWishedDays(values.dowConstruction) ? (
        <div data-testid="holiday-fee-notice">
          <Notice>{copy.holidayFee(formatYen(priceCatalog.fees.holidayInstallation))}</Notice>
        </div>
      ) : null}
      <HolidayWorksDroppedNotice wishedDays={values.dowConstruction} />
      <WorksSlotField />
      <ChoiceGroup
        name="contactHours"
        legend={copy.contactHoursLegend}
        required
        options={CONTACT_HOURS.map((value) => ({ value, label: contactHourLabels[value] }))}
      />
      <DatePartsField
        legend={copy.movingLegend}
        hint={copy.movingHint}
        names={['movingYear', 'movingMonth', 'movingDate']}
      />
      <CheckboxField name="isMobileRental" label={copy.mobileRentalLabel} hint={copy.mobileRentalHint} />
      {values.isMobileRental ? (
        <>
          <CheckboxField name="isMobileRentalAgree" label={copy.mobileRentalAgreeLabel} />
          <AgreementTextDisclosure text={catalogAgreementTexts.mobileRentalAgree} />
        </>
      ) : null}
    </section>
  );
}

/** お支払い方法. */
export function BankSection() {
  const { values } = useFormikContext<Form3Values>();
  return (
    <section className="form-section" aria-labelledby="bank-heading">
      <h2 id="bank-heading">{copy.bankHeading}</h2>
      <ChoiceGroup
        name="bankInfo.type"
        legend={copy.paymentTypeLegend}
        required
        options={PAYMENT_TYPES.map((value) => ({ value, label: copy.paymentTypes[value] }))}
      />
      {values.bankInfo.type === 'bank' ? <BankAccountFields /> : <p>{copy.paperNote}</p>}
    </section>
  );
}

/** ご要望 and the referral code. */
export function OtherSection() {
  return (
    <section className="form-section" aria-labelledby="other-heading">
      <h2 id="other-heading">{copy.otherHeading}</h2>
      <TextAreaField
        name="requestColumn"
        label={copy.requestColumn}
        hint={copy.requestColumnHint}
        rows={4}
        maxLength={REQUEST_COLUMN_MAX}
      />
      <TextField
        name="introducerId"
        label={copy.introducerId}
        hint={copy.introducerIdHint}
        autoComplete="off"
        autoCapitalize="characters"
      />
    </section>
  );
}
