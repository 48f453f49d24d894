import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { addDays, formatJstDateJa, formatYmd, jstInstant, jstToday } from '@hikari/shared/domain';
import {
  TRANSFER_LEAD_DAYS,
  TRANSFER_MAX_DAYS_AHEAD,
  transferRequestSchema,
  validateWith,
} from '@hikari/shared/forms';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import {
  asGraphqlError,
  FocusFirstError,
  KeepValues,
  MailField,
  ownFieldPaths,
  PhoneField,
  SubmitActions,
  TextField,
  toFormikErrors,
  useFormSubmission,
} from '@hikari/shared/form-ui';
import { usePageInstant } from '@hikari/shared/ui';
import {
  transferCopy,
  transferFailureCopy as failureCopy,
  transferRequestCopy as copy,
} from '../../../content/transfer-content';
import { useTransferRequestMutation } from '../api';
import { transferKeyFor } from '../state/transfer-keys';
import {
  requestDraftChanged,
  requestReceived,
  selectRequestDraft,
  type TransferCheckDraft,
  type TransferRequestAnswer,
  type TransferRequestDraft,
  type TransferType,
} from '../state/transfer-slice';
import { NewAddressFields } from './new-address-fields';
import { Refusal } from './check-answer';
import { SupportGuidance } from './support-guidance';
import { OutsideAreaAdvice } from './outside-area-advice';
import { NameFields } from '../../../components/form';

/** Top-level names of this step's answers; the rest of the request comes from step 1. */
const REQUEST_FIELDS = ['mail', 'desiredDate', 'newAddress', 'newHolder'] as const;
const isRequestPath = ownFieldPaths(REQUEST_FIELDS);

export interface TransferRequestFormProps {
  /** Step 1's answers, already accepted by CheckTransferRequest. */
  check: TransferCheckDraft;
  transferType: TransferType;
  /** Called once the request is stored (the page moves the focus to the answer). */
  onReceived: (answer: TransferRequestAnswer) => void;
}

/** Step 2: what the transfer needs (new address or new holder, the day, a mail address) → TransferRequest. */
export function TransferRequestForm({ check, transferType, onReceived }: TransferRequestFormProps) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectRequestDraft);
  // Formik reads its initial values once; later store updates come from this form itself.
  const initialValues = useMemo(() => draft, []); // eslint-disable-line react-hooks/exhaustive-deps
  const [sendTransfer] = useTransferRequestMutation();
  const submission = useFormSubmission(failureCopy);
  const { run, serverErrors, setFailure, refuse } = submission;
  const [refusal, setRefusal] = useState<TransferRequestAnswer | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const today = jstToday(usePageInstant());
  const minDate = formatYmd(addDays(today, 1));
  const maxDate = formatYmd(addDays(today, TRANSFER_MAX_DAYS_AHEAD));
  const earliest = addDays(today, TRANSFER_LEAD_DAYS);
  const dateHint = copy.desiredDateFormat(
    TRANSFER_LEAD_DAYS,
    formatJstDateJa(jstInstant(earliest.year, earliest.month, earliest.day)),
    formatYmd(earliest),
  );

  const keep = useCallback(
    (values: TransferRequestDraft) => dispatch(requestDraftChanged(values)),
    [dispatch],
  );

  // The request schema covers both steps; this step shows the messages of its own answers.
  const validate = (values: TransferRequestDraft) => {
    const result = validateWith(transferRequestSchema, { ...check, ...values }, { now: new Date() });
    const own = result.ok
      ? {}
      : Object.fromEntries(Object.entries(result.errors).filter(([path]) => isRequestPath(path)));
    return toFormikErrors<TransferRequestDraft>({ ...serverErrors.active(values), ...own });
  };

  const submit = (values: TransferRequestDraft, helpers: FormikHelpers<TransferRequestDraft>) =>
    run(async () => {
      const result = validateWith(transferRequestSchema, { ...check, ...values }, { now: new Date() });
      if (!result.ok) return;
      setFailure(null);
      setRefusal(null);
      const input = result.value;
      const idempotencyKey = dispatch(transferKeyFor('request', input));
      const response = await sendTransfer({ input, idempotencyKey });
      if (response.data) {
        if (response.data.status === 'ok') {
          dispatch(requestReceived({ answer: response.data, transferType }));
          onReceived(response.data);
        } else {
          setRefusal(response.data);
        }
        return;
      }
      await refuse(asGraphqlError(response.error), values, helpers, isRequestPath, (others) =>
        others.length > 0 ? [...others, failureCopy.otherFieldsNote] : [],
      );
    });

  return (
    <section aria-labelledby="transfer-request-heading">
      <h2 id="transfer-request-heading">{copy.heading}</h2>
      <Formik<TransferRequestDraft> initialValues={initialValues} validate={validate} onSubmit={submit}>
        <Form ref={formRef} className="form" noValidate aria-label={copy.formLabel}>
          <KeepValues onChange={keep} />
          <FocusFirstError formRef={formRef} />
          <p className="field__hint">{transferCopy.savedNote}</p>
          {transferType === 'move' ? (
            <NewAddressFields />
          ) : (
            <fieldset className="form-section">
              <legend>{copy.holderHeading}</legend>
              <p className="field__hint">{copy.holderIntro}</p>
              <NameFields prefix="newHolder." own={false} />
              <PhoneField
                name="newHolder.phone"
                label={copy.holderPhone}
                hint={copy.holderPhoneHint}
                required
                autoComplete="off"
              />
            </fieldset>
          )}
          <TextField
            name="desiredDate"
            label={copy.desiredDate}
            hint={`${copy.desiredDateHints[transferType]}${dateHint}`}
            required
            type="date"
            min={minDate}
            max={maxDate}
          />
          <MailField name="mail" label={copy.mail} hint={copy.mailHint} required />
          {refusal?.receptionId ? (
            <OutsideAreaAdvice answer={{ ...refusal, receptionId: refusal.receptionId }} />
          ) : refusal ? (
            <>
              <Refusal
                title={refusal.title}
                message={refusal.message}
                next={copy.refusedNext}
                focus
                level={3}
              />
              <SupportGuidance />
            </>
          ) : null}
          <SubmitActions submission={submission} labels={copy} />
        </Form>
      </Formik>
    </section>
  );
}
