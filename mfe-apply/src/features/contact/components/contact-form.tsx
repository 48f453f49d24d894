import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef } from 'react';
import type { PostalTown } from '@hikari/shared/api';
import { addDays, formatYmd, jstToday } from '@hikari/shared/domain';
import {
  CONTACT_MAX_DAYS_AHEAD,
  CONTACT_MESSAGE_MAX,
  CONTACT_TIME_SLOTS,
  CONTACT_TOPICS,
  charLength,
  contactSchema,
  contactTimeSlotLabels,
  contactTopicLabels,
  contactTopicNeedsVisit,
  validateWith,
  type ContactValues,
} from '@hikari/shared/forms';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import {
  asGraphqlError,
  ChoiceGroup,
  fieldId,
  FocusFirstError,
  KeepValues,
  ownFieldPaths,
  SubmitActions,
  TextAreaField,
  TextField,
  useFormSubmission,
  validateValues,
} from '@hikari/shared/form-ui';
import { usePageInstant } from '@hikari/shared/ui';
import { ContactDetailsFieldset, PostalCodeLookupField, NameFieldset } from '../../../components/form';
import { contactCopy as copy, contactFailureCopy as failureCopy } from '../../../content/contact-content';
import { useContactMutation } from '../api';
import { contactKeyFor } from '../state/contact-keys';
import {
  contactDraftChanged,
  contactReceived,
  selectContactDraft,
  type ContactDraft,
  type ContactTimeSlot,
  type ContactTopic,
} from '../state/contact-slice';

const isContactPath = ownFieldPaths(Object.keys(contactSchema.fields));

/**
 * The postal code with 「住所を検索」, as on the other forms: the look-up
 * writes prefecture, city and town at the start of the one address field
 * (keeping what was typed after an earlier fill) and leaves the cursor at the
 * end, to go on with the block and the building.
 */
function ContactPostalLookup() {
  const { values, setFieldValue } = useFormikContext<ContactDraft>();
  const lastFill = useRef('');
  const fill = async (town: PostalTown) => {
    const head = `${town.prefecture}${town.city}${town.town}`;
    const typed = values.address;
    const rest =
      lastFill.current && typed.startsWith(lastFill.current) ? typed.slice(lastFill.current.length) : '';
    lastFill.current = head;
    await setFieldValue('address', `${head}${rest}`, true);
    const input = document.getElementById(fieldId('address'));
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  };
  return <PostalCodeLookupField name="postalCode" copy={copy} onFill={fill} />;
}

const timeSlots = CONTACT_TIME_SLOTS.map((value) => ({ value, label: contactTimeSlotLabels[value] }));

/** The booking as the page shows it once it is stored: topic and, for a visit, the two chosen dates. */
function receptionOf(receptionId: string, input: ContactValues) {
  return {
    receptionId,
    topic: input.topic as ContactTopic,
    // Only a visit topic has dates; the schema empties them for the others.
    firstChoice: input.firstChoiceDate
      ? { date: input.firstChoiceDate, time: input.firstChoiceTime as ContactTimeSlot }
      : null,
    secondChoice: input.secondChoiceDate
      ? { date: input.secondChoiceDate, time: input.secondChoiceTime as ContactTimeSlot }
      : null,
  };
}

/** Where and when to visit: asked only for a topic that needs a visit. */
function VisitFieldsets() {
  const today = jstToday(usePageInstant());
  const minDate = formatYmd(addDays(today, 1));
  const maxDate = formatYmd(addDays(today, CONTACT_MAX_DAYS_AHEAD));
  return (
    <>
      <fieldset className="form-section">
        <legend>{copy.addressHeading}</legend>
        <ContactPostalLookup />
        <TextField
          name="address"
          label={copy.address}
          hint={copy.addressHint}
          required
          autoComplete="street-address"
        />
      </fieldset>

      <fieldset className="form-section">
        <legend>{copy.datesHeading}</legend>
        <p className="field__hint">{copy.datesIntro}</p>
        <TextField
          name="firstChoiceDate"
          label={copy.firstChoiceDate}
          hint={copy.dateHint(CONTACT_MAX_DAYS_AHEAD, minDate)}
          required
          type="date"
          min={minDate}
          max={maxDate}
        />
        <ChoiceGroup name="firstChoiceTime" legend={copy.firstChoiceTime} required options={timeSlots} />
        <TextField
          name="secondChoiceDate"
          label={copy.secondChoiceDate}
          hint={copy.dateHint(CONTACT_MAX_DAYS_AHEAD, minDate)}
          required
          type="date"
          min={minDate}
          max={maxDate}
        />
        <ChoiceGroup name="secondChoiceTime" legend={copy.secondChoiceTime} required options={timeSlots} />
      </fieldset>
    </>
  );
}

export interface ContactFormProps {
  /** Called once the booking is stored (the page moves the focus to the reception). */
  onReceived: () => void;
}

/** The booking form on the shared contactSchema → Contact. */
export function ContactForm({ onReceived }: ContactFormProps) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectContactDraft);
  // Formik reads its initial values once; later store updates come from this form itself.
  const initialValues = useMemo(() => draft, []); // eslint-disable-line react-hooks/exhaustive-deps
  const [sendContact] = useContactMutation();
  const submission = useFormSubmission(failureCopy);
  const { run, serverErrors, setFailure, refuse } = submission;
  const formRef = useRef<HTMLFormElement>(null);

  const keep = useCallback((values: ContactDraft) => dispatch(contactDraftChanged(values)), [dispatch]);

  const submit = (values: ContactDraft, helpers: FormikHelpers<ContactDraft>) =>
    run(async () => {
      const result = validateWith(contactSchema, values, { now: new Date() });
      if (!result.ok) return;
      setFailure(null);
      // The normalised answers are sent, so a retyped full-width answer is the same booking.
      const input = result.value;
      const idempotencyKey = dispatch(contactKeyFor(input));
      const response = await sendContact({ input, idempotencyKey });
      if (response.data) {
        dispatch(contactReceived(receptionOf(response.data.receptionId, input)));
        onReceived();
        return;
      }
      await refuse(asGraphqlError(response.error), values, helpers, isContactPath);
    });

  return (
    <Formik<ContactDraft>
      initialValues={initialValues}
      validate={(values) =>
        validateValues(contactSchema, values, { now: new Date() }, serverErrors.active(values))
      }
      onSubmit={submit}
    >
      {({ values }) => (
        <Form ref={formRef} className="form" noValidate aria-label={copy.formLabel}>
          <KeepValues onChange={keep} />
          <FocusFirstError formRef={formRef} />
          <p className="field__hint">{copy.savedNote}</p>

          <NameFieldset />

          <ContactDetailsFieldset copy={copy} phoneRequired>
            <TextField
              name="contractNumber"
              label={copy.contractNumber}
              hint={copy.contractNumberHint}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </ContactDetailsFieldset>

          <ChoiceGroup
            name="topic"
            legend={copy.topic}
            required
            options={CONTACT_TOPICS.map((value) => ({ value, label: contactTopicLabels[value] }))}
          />

          {contactTopicNeedsVisit(values.topic) ? (
            <VisitFieldsets />
          ) : values.topic ? (
            <p className="field__hint" data-testid="contact-no-visit-note">
              {copy.noVisitNote}
            </p>
          ) : null}

          <TextAreaField
            name="message"
            label={
              contactTopicNeedsVisit(values.topic) || !values.topic ? (
                copy.message
              ) : (
                <>
                  {copy.messageRequired}
                  <span className="field__required">{copy.required}</span>
                </>
              )
            }
            required={Boolean(values.topic) && !contactTopicNeedsVisit(values.topic)}
            rows={5}
            hint={
              <>
                {contactTopicNeedsVisit(values.topic) || !values.topic
                  ? copy.messageHint
                  : copy.messageHintNoVisit}
                <br />
                {copy.messageCount(charLength(values.message), CONTACT_MESSAGE_MAX)}
              </>
            }
          />

          <SubmitActions submission={submission} labels={copy} />
        </Form>
      )}
    </Formik>
  );
}
