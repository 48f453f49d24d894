import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { commufaAreaSearch, lookupPostalCode } from '@hikari/shared/api';
import {
  formatYen,
  holidayWorksFromWishedDays,
  priceCatalog,
  areaAddressOfInstallation,
  isSameAreaAddress,
  paths,
  searchArea,
  type CustomerData,
  type InstallationInfo,
} from '@hikari/shared/domain';
import {
  CONTACT_HOURS,
  DAYS_OF_WEEK,
  PAYMENT_TYPES,
  PHONE_HOLDER_RELATIONSHIPS,
  REQUEST_COLUMN_MAX,
  applyForm3Schema,
  areaAnswerErrors,
  contactHourLabels,
  dayOfWeekLabels,
  messages,
  phoneHolderRelationshipLabels,
  postalCodeErrors,
  validateWith,
} from '@hikari/shared/forms';
import {
  applicationDetailsChanged,
  areaChecked,
  areaResultApplied,
  campaignDataChanged,
  selectApplicationDetails,
  selectCampaignData,
  selectPlanData,
  stepCompleted,
  useAppDispatch,
  useAppSelector,
} from '@hikari/shared/store';
import { LinkButton, Notice, PageHeading } from '@hikari/shared/ui';
import {
  CheckboxField,
  ChoiceGroup,
  DatePartsField,
  fieldId,
  focusField,
  FocusFirstError,
  KeepValues,
  SelectField,
  TextAreaField,
  TextField,
  toFormikErrors,
  validateValues,
} from '@hikari/shared/form-ui';
import {
  carrierChoices,
  commonFormCopy as common,
  form3Copy as copy,
  phoneCarrierChoices,
} from '../../../content/customer-form-content';
import { introducerApi } from '../api';
import { CUSTOMER_PATHS, type PathMapping } from '../server-errors';
import { useServerErrors } from '../use-server-errors';
import { BankAccountFields } from './bank-account-fields';
import { FormErrorSummary } from './form-error-summary';
import { PostalCodeLookup } from './postal-code-lookup';
import { AgreementTextDisclosure, catalogAgreementTexts } from '../../../components/agreement-text';

export const FORM3_FIELDS = Object.keys(applyForm3Schema.fields);

type CustomerKey =
  | 'installationInfo'
  | 'contactInfo'
  | 'isPhoneNumberPortability'
  | 'isPhoneNumberPortability2'
  | 'currentPhoneInfo'
  | 'currentCarrier'
  | 'dowConstruction'
  | 'contactHours'
  | 'requestColumn'
  | 'movingYear'
  | 'movingMonth'
  | 'movingDate'
  | 'isMobileRental'
  | 'isMobileRentalAgree'
  | 'bankInfo';
/** The customer fields of step 3 and the referral code (kept in campaignData). */
export type Form3Values = Pick<CustomerData, CustomerKey> & { introducerId: string };

/** The server names the referral code by its place in campaignData. */
const FORM3_PATHS: PathMapping = [...CUSTOMER_PATHS, ['campaignData.introducerId', 'introducerId']];

function pickForm3(details: CustomerData, introducerId: string): Form3Values {
  const picked = Object.fromEntries(
    FORM3_FIELDS.filter((key) => key !== 'introducerId').map((key) => [
      key,
      details[key as keyof CustomerData],
    ]),
  );
  return { ...(picked as Pick<CustomerData, CustomerKey>), introducerId };
}

/**
 * The address, contact, phone and account come whole from the saved answers:
 * a field an older version of the site saved and this one no longer knows is
 * dropped, not shown as a mistake the visitor cannot correct.
 */
const SAVED_VALUES = { stripUnknown: true };

function splitValues(values: Form3Values): { customer: Partial<CustomerData>; introducerId: string } {
  const { introducerId, ...customer } = values;
  return { customer, introducerId };
}

/**
 * The shared checks name payload paths; this step shows each by its own
 * field. The plan is chosen in the simulation: its message is shown by the
 * address that rules 10G out.
 */
function toStepErrors(errors: Record<string, string>): Record<string, string> {
  const stepErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.startsWith('customer.') ? path.slice('customer.'.length) : 'installationInfo.town';
    stepErrors[field] ??= message;
  }
  return stepErrors;
}

/** /apply/form3/: installation address, contact, current lines, construction wishes, payment. */
export function Form3Page() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const details = useAppSelector(selectApplicationDetails);
  const campaign = useAppSelector(selectCampaignData);
  const planData = useAppSelector(selectPlanData);
  const formRef = useRef<HTMLFormElement>(null);
  const { serverErrors, initialTouched, resolveChanged, hasServerErrors } = useServerErrors(
    FORM3_FIELDS,
    FORM3_PATHS,
  );
  // Formik reads its initial values once; later store updates come from this form itself.
  const initialValues = useMemo(() => pickForm3(details, campaign.introducerId), []); // eslint-disable-line react-hooks/exhaustive-deps
  const context = { planData };
  const [checkingArea, setCheckingArea] = useState(false);

  /** The kept area answer is for exactly this address, and lets the application go on. */
  const isAreaConfirmed = (info: InstallationInfo) =>
    isSameAreaAddress(details.areaCheckedAddress, info, planData.buildingType) &&
    Object.keys(
      areaAnswerErrors(details.areaData, { selectedPlan: planData.selectedPlan, prefecture: info.state }),
    ).length === 0;

  /**
   * The checks the API makes on the installation address, made before going
   * on: the address belongs to its postal code, and the area search (spec
   * section 5, for exactly this address) says it is served for the plan
   * chosen. A served answer is kept with the address it is for.
   */
  const checkInstallation = async (info: InstallationInfo): Promise<Record<string, string>> => {
    const postal = await lookupPostalCode(info.postalCode);
    if (postal.kind === 'failed') return { 'installationInfo.town': messages.areaCheckFailed };
    const postalProblems = postalCodeErrors(postal.kind === 'found' ? postal.answer.towns : [], info);
    if (Object.keys(postalProblems).length > 0) return toStepErrors(postalProblems);
    const { buildingType } = planData;
    const area = await searchArea(areaAddressOfInstallation(info, buildingType), commufaAreaSearch(dispatch));
    const problems = areaAnswerErrors(area, { selectedPlan: planData.selectedPlan, prefecture: info.state });
    if (Object.keys(problems).length > 0) return toStepErrors(problems);
    dispatch(areaResultApplied({ buildingType, prefecture: info.state, result: area }));
    dispatch(areaChecked({ installationInfo: info, areaData: area, buildingType }));
    return {};
  };

  const refuse = (helpers: FormikHelpers<Form3Values>, errors: Record<string, string>) => {
    const fields = Object.keys(errors);
    for (const field of fields) {
      // Touched without validating, or the schema (which knows only the form) would clear the message at once.
      void helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, errors[field]);
    }
    if (fields[0]) focusField(formRef, fieldId(fields[0]));
  };

  const keep = useCallback(
    (values: Form3Values, previous: Form3Values) => {
      const { customer, introducerId } = splitValues(values);
      dispatch(applicationDetailsChanged(customer));
      if (introducerId !== previous.introducerId) dispatch(campaignDataChanged({ introducerId }));
      resolveChanged(values, previous);
    },
    [dispatch, resolveChanged],
  );

  const refuseIntroducer = (helpers: FormikHelpers<Form3Values>, message: string) => {
    // Touched without validating, or the schema (which only knows the format) would clear the message at once.
    void helpers.setFieldTouched('introducerId', true, false);
    helpers.setFieldError('introducerId', message);
    focusField(formRef, fieldId('introducerId'));
  };

  const onSubmit = async (values: Form3Values, helpers: FormikHelpers<Form3Values>) => {
    const result = validateWith(applyForm3Schema, values, { now: new Date(), planData }, SAVED_VALUES);
    if (!result.ok) return;
    const cast = result.value;
    if (!isAreaConfirmed(cast.installationInfo)) {
      setCheckingArea(true);
      const problems = await checkInstallation(cast.installationInfo).finally(() => setCheckingArea(false));
      if (Object.keys(problems).length > 0) return refuse(helpers, problems);
    }
    if (cast.introducerId) {
      const check = await dispatch(introducerApi.endpoints.checkIntroductionId.initiate(cast.introducerId));
      if (check.error || !check.data) return refuseIntroducer(helpers, copy.introducerCheckFailed);
      if (!check.data.usable) return refuseIntroducer(helpers, check.data.message);
    }
    const { customer, introducerId } = splitValues(cast as Form3Values);
    dispatch(applicationDetailsChanged(customer));
    dispatch(campaignDataChanged({ introducerId }));
    dispatch(stepCompleted(paths.applyForm3));
    navigate(paths.applyTerms);
  };

  return (
    <>
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      <Formik<Form3Values>
        initialValues={initialValues}
        initialErrors={toFormikErrors<Form3Values>(serverErrors)}
        initialTouched={initialTouched}
        validate={(values) =>
          validateValues(
            applyForm3Schema,
            values,
            { ...context, now: new Date() },
            serverErrors,
            SAVED_VALUES,
          )
        }
        onSubmit={onSubmit}
      >
        {({ values, errors, isSubmitting }) => (
          <Form ref={formRef} className="form" noValidate aria-label={copy.heading}>
            <KeepValues onChange={keep} />
            <FocusFirstError formRef={formRef} />
            <FormErrorSummary hasServerErrors={hasServerErrors} />
            <p className="field__hint">{common.savedNote}</p>

            <section className="form-section" aria-labelledby="installation-heading">
              <h2 id="installation-heading">{copy.installationHeading}</h2>
              <PostalCodeLookup prefix="installationInfo" />
              <div className="field-row">
                <TextField
                  name="installationInfo.state"
                  label={copy.state}
                  required
                  autoComplete="address-level1"
                />
                <TextField
                  name="installationInfo.city"
                  label={copy.city}
                  required
                  autoComplete="address-level2"
                />
              </div>
              <TextField
                name="installationInfo.town"
                label={copy.town}
                required
                autoComplete="address-level3"
              />
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

            {planData.isPhone ? (
              <section className="form-section" aria-labelledby="phone-heading">
                <h2 id="phone-heading">{copy.phoneHeading}</h2>
                <CheckboxField
                  name="isPhoneNumberPortability"
                  label={copy.portabilityLabel}
                  hint={copy.portabilityHint}
                />
                {values.isPhoneNumberPortability ? (
                  <>
                    <TextField
                      name="currentPhoneInfo.number"
                      label={copy.currentNumber}
                      required
                      type="tel"
                      inputMode="tel"
                      hint={copy.currentNumberHint}
                    />
                    <SelectField
                      name="currentPhoneInfo.carrier"
                      label={copy.currentPhoneCarrier}
                      required
                      options={phoneCarrierChoices}
                      className=""
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
                          <TextField
                            name="currentPhoneInfo.firstName"
                            label={copy.holderFirstName}
                            required
                          />
                        </div>
                        <div className="field-row">
                          <TextField
                            name="currentPhoneInfo.lastNameKana"
                            label={copy.holderLastNameKana}
                            required
                            hint={common.kanaHint}
                          />
                          <TextField
                            name="currentPhoneInfo.firstNameKana"
                            label={copy.holderFirstNameKana}
                            required
                          />
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
            ) : null}

            <section className="form-section" aria-labelledby="carrier-heading">
              <h2 id="carrier-heading">{copy.carrierHeading}</h2>
              <SelectField
                name="currentCarrier"
                label={copy.currentCarrier}
                required
                options={carrierChoices}
                className=""
              />
            </section>

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
              <CheckboxField
                name="isMobileRental"
                label={copy.mobileRentalLabel}
                hint={copy.mobileRentalHint}
              />
              {values.isMobileRental ? (
                <>
                  <CheckboxField name="isMobileRentalAgree" label={copy.mobileRentalAgreeLabel} />
                  <AgreementTextDisclosure text={catalogAgreementTexts.mobileRentalAgree} />
                </>
              ) : null}
            </section>

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

            <div className="actions">
              <LinkButton to={paths.applyForm2} variant="ghost">
                {common.back}
              </LinkButton>
              <button type="submit" className="button button--primary" disabled={isSubmitting}>
                {checkingArea ? copy.areaChecking : isSubmitting ? copy.introducerChecking : common.next}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}
