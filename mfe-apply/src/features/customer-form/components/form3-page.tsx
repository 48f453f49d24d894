import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { applyForm3Schema } from '@hikari/shared/forms';
import {
  selectApplicationDetails,
  selectCampaignData,
  selectPlanData,
  useAppSelector,
} from '@hikari/shared/store';
import { LinkButton, PageHeading } from '@hikari/shared/ui';
import { paths } from '@hikari/shared/domain';
import { FocusFirstError, KeepValues, toFormikErrors, validateValues } from '@hikari/shared/form-ui';
import { commonFormCopy as common, form3Copy as copy } from '../../../content/customer-form-content';
import { useServerErrors } from '../use-server-errors';
import { FormErrorSummary } from './form-error-summary';
import {
  BankSection,
  CarrierSection,
  ConstructionSection,
  ContactSection,
  InstallationSection,
  OtherSection,
  PhoneSection,
} from './form3-sections';
import { FORM3_FIELDS, FORM3_PATHS, pickForm3, SAVED_VALUES, type Form3Values } from './form3-values';
import { useForm3Submit } from './use-form3-submit';

/** /apply/form3/: installation address, contact, current lines, construction wishes, payment. */
export function Form3Page() {
  const details = useAppSelector(selectApplicationDetails);
  const campaign = useAppSelector(selectCampaignData);
  const planData = useAppSelector(selectPlanData);
  const { serverErrors, initialTouched, resolveChanged, hasServerErrors } = useServerErrors(
    FORM3_FIELDS,
    FORM3_PATHS,
  );
  // Formik reads its initial values once; later store updates come from this form itself.
  const initialValues = useMemo(() => pickForm3(details, campaign.introducerId), []); // eslint-disable-line react-hooks/exhaustive-deps
  const context = { planData };
  const { formRef, checkingArea, isAreaConfirmed, keep, onSubmit } = useForm3Submit(resolveChanged);

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
        {({ isSubmitting }) => (
          <Form ref={formRef} className="form" noValidate aria-label={copy.heading}>
            <KeepValues onChange={keep} />
            <FocusFirstError formRef={formRef} />
            <FormErrorSummary hasServerErrors={hasServerErrors} />
            <p className="field__hint">{common.savedNote}</p>

            <InstallationSection isAreaConfirmed={isAreaConfirmed} />
            <ContactSection />
            {planData.isPhone ? <PhoneSection /> : null}
            <CarrierSection />
            <ConstructionSection />
            <BankSection />
            <OtherSection />

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
