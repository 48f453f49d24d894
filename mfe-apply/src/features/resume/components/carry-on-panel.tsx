import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { object, type InferType } from 'yup';
import { mailField, validateWith } from '@hikari/shared/forms';
import {
  asGraphqlError,
  FocusFirstError,
  MailField,
  ownFieldPaths,
  sessionPendingKey,
  SubmitActions,
  useFormSubmission,
  validateValues,
} from '@hikari/shared/form-ui';
import { selectApplicationDetails, useAppSelector, useAppStore } from '@hikari/shared/store';
import { Notice } from '@hikari/shared/ui';
import { carryOnCopy as copy, carryOnFailureCopy as failureCopy } from '../../../content/resume-content';
import { useResumeSaveDraftMutation } from '../api';
import { draftJsonOf } from '../draft-payload';

/** The site's one mail rule: full-width letters and digits folded, then checked. */
const carryOnSchema = object({ mail: mailField() });
type CarryOnValues = InferType<typeof carryOnSchema>;

/** One draft and one mail for a double click or a retry of the same answers to the same address. */
const saveKey = sessionPendingKey('hikari:draft-save-key', 'draft');

/** The field's id: the step may have a `mail` field of its own (form2). */
const MAIL_ID = 'carry-on-mail';
const HEADING_ID = 'carry-on-heading';
const NOTE_ID = 'carry-on-note';

/** The applicant's mail address when it is a valid one, normalised; else ''. */
function validMail(mail: string): string {
  const result = validateWith(carryOnSchema, { mail });
  return result.ok ? result.value.mail : '';
}

export interface CarryOnPanelProps {
  id: string;
  step: string;
  onClose: () => void;
}

/**
 * The mail address to send the link to, and the answers so far sent with it
 * (SaveApplicationDraft); the server keeps them 7 days, mails the link and
 * answers with the message shown here.
 */
export function CarryOnPanel({ id, step, onClose }: CarryOnPanelProps) {
  const store = useAppStore();
  const details = useAppSelector(selectApplicationDetails);
  // Formik reads its initial values once.
  const initialValues = useMemo(() => ({ mail: validMail(details.mail) }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [saveDraft] = useResumeSaveDraftMutation();
  const submission = useFormSubmission(failureCopy);
  const { run, serverErrors, setFailure, refuse } = submission;
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.getElementById(MAIL_ID)?.focus();
  }, []);
  useEffect(() => {
    if (sentMessage !== null) sentRef.current?.focus();
  }, [sentMessage]);

  const submit = (values: CarryOnValues, helpers: FormikHelpers<CarryOnValues>) =>
    run(async () => {
      const result = validateWith(carryOnSchema, values);
      if (!result.ok) return;
      setFailure(null);
      const request = {
        mail: result.value.mail,
        step,
        // Read at the moment of sending: the answers typed up to now.
        draftJSON: draftJsonOf(store.getState()),
      };
      const response = await saveDraft({ ...request, idempotencyKey: saveKey.keyFor(request) });
      if (response.data) {
        saveKey.forget();
        setSentMessage(response.data.message);
        return;
      }
      await refuse(asGraphqlError(response.error), values, helpers, ownFieldPaths(['mail']));
    });

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    // Escape anywhere in the panel closes it; the panel's own controls are its buttons.
    <section
      id={id}
      className="carry-on__panel notice"
      aria-labelledby={HEADING_ID}
      aria-describedby={NOTE_ID}
      onKeyDown={closeOnEscape}
    >
      <h2 id={HEADING_ID}>{copy.heading}</h2>
      <p id={NOTE_ID}>{copy.note}</p>
      {sentMessage !== null ? (
        <div ref={sentRef} tabIndex={-1}>
          <Notice tone="success" title={copy.sentTitle}>
            <p data-testid="carry-on-sent">{sentMessage}</p>
          </Notice>
        </div>
      ) : (
        <Formik<CarryOnValues>
          initialValues={initialValues}
          validate={(values) => validateValues(carryOnSchema, values, {}, serverErrors.active(values))}
          onSubmit={submit}
        >
          <Form ref={formRef} className="form" noValidate aria-labelledby={HEADING_ID}>
            <FocusFirstError formRef={formRef} />
            <MailField id={MAIL_ID} name="mail" label={copy.mail} hint={copy.mailHint} required />
            <SubmitActions submission={submission} labels={copy} />
          </Form>
        </Formik>
      )}
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {copy.close}
        </button>
      </div>
    </section>
  );
}
