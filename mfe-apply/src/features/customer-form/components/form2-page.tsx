import { Form, Formik } from 'formik';
import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type CustomerData } from '@hikari/shared/domain';
import { APPLICANT_TYPES, GENDERS, applyForm2Schema, genderLabels, validateWith } from '@hikari/shared/forms';
import {
  applicationDetailsChanged,
  selectApplicationDetails,
  useAppDispatch,
  useAppSelector,
} from '@hikari/shared/store';
import { stepCompleted } from '../../apply-flow';
import { LinkButton, PageHeading } from '@hikari/shared/ui';
import {
  ChoiceGroup,
  DatePartsField,
  FocusFirstError,
  KeepValues,
  MailField,
  PhoneField,
  TextField,
  toFormikErrors,
  validateValues,
} from '@hikari/shared/form-ui';
import { commonFormCopy as common, form2Copy as copy } from '../../../content/customer-form-content';
import { useServerErrors } from '../use-server-errors';
import { FormErrorSummary } from './form-error-summary';
import { NameFields } from '../../../components/form';

export const FORM2_FIELDS = Object.keys(applyForm2Schema.fields) as (keyof CustomerData)[];

export type Form2Values = Pick<CustomerData, (typeof FORM2_FIELDS)[number]>;

function pickForm2(details: CustomerData): Form2Values {
  return Object.fromEntries(FORM2_FIELDS.map((key) => [key, details[key]])) as Form2Values;
}

/** /apply/form2/: who applies and how to reach them. */
export function Form2Page() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const details = useAppSelector(selectApplicationDetails);
  const formRef = useRef<HTMLFormElement>(null);
  const { serverErrors, currentServerErrors, initialTouched, resolveChanged, hasServerErrors } =
    useServerErrors(FORM2_FIELDS);
  // Formik reads its initial values once; later store updates come from this form itself.
  const initialValues = useMemo(() => pickForm2(details), []); // eslint-disable-line react-hooks/exhaustive-deps

  const keep = useCallback(
    (values: Form2Values, previous: Form2Values) => {
      dispatch(applicationDetailsChanged(values));
      resolveChanged(values, previous);
    },
    [dispatch, resolveChanged],
  );

  return (
    <>
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      <Formik<Form2Values>
        initialValues={initialValues}
        initialErrors={toFormikErrors<Form2Values>(serverErrors)}
        initialTouched={initialTouched}
        validate={(values) =>
          validateValues(applyForm2Schema, values, { now: new Date() }, currentServerErrors())
        }
        onSubmit={(values) => {
          const result = validateWith(applyForm2Schema, values, { now: new Date() });
          if (!result.ok) return;
          // The normalised answers (half-width digits, katakana) are what the application carries.
          dispatch(applicationDetailsChanged(result.value as Partial<CustomerData>));
          dispatch(stepCompleted(paths.applyForm2));
          navigate(paths.applyForm3);
        }}
      >
        {({ values }) => (
          <Form ref={formRef} className="form" noValidate aria-label={copy.heading}>
            <KeepValues onChange={keep} />
            <FocusFirstError formRef={formRef} />
            <FormErrorSummary hasServerErrors={hasServerErrors} />
            <p className="field__hint">{common.savedNote}</p>

            <ChoiceGroup
              name="applicantType"
              legend={copy.applicantTypeLegend}
              required
              options={APPLICANT_TYPES.map((value) => ({ value, label: copy.applicantTypes[value] }))}
            />

            {values.applicantType === 'corporate' ? (
              <div className="field-row">
                <TextField
                  name="corporationName"
                  label={copy.corporationName}
                  required
                  autoComplete="organization"
                />
                <TextField
                  name="corporationNameKana"
                  label={copy.corporationNameKana}
                  required
                  hint={common.kanaHint}
                />
              </div>
            ) : null}

            <fieldset>
              <legend>
                {values.applicantType === 'corporate' ? copy.nameSectionCorporate : copy.nameSectionPrivate}
              </legend>
              <NameFields />
            </fieldset>

            {values.applicantType !== 'corporate' ? (
              <>
                <ChoiceGroup
                  name="gender"
                  legend={copy.genderLegend}
                  required
                  options={GENDERS.map((value) => ({ value, label: genderLabels[value] }))}
                />
                <DatePartsField
                  legend={copy.dobLegend}
                  names={['dobYear', 'dobMonth', 'dobDate']}
                  hint={copy.dobHint}
                  required
                  autoComplete={['bday-year', 'bday-month', 'bday-day']}
                />
              </>
            ) : null}

            <PhoneField name="daytimePhone" label={copy.daytimePhone} required hint={common.phoneHint} />
            <PhoneField name="daytimePhone2" label={copy.daytimePhone2} />
            <MailField name="mail" label={copy.mail} required hint={copy.mailHint} />
            <MailField
              name="mailConfirm"
              label={copy.mailConfirm}
              required
              autoComplete="off"
              hint={copy.mailConfirmHint}
            />

            <div className="actions">
              <LinkButton to={paths.applyForm} variant="ghost">
                {common.back}
              </LinkButton>
              <button type="submit" className="button button--primary">
                {common.next}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}
