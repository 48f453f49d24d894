import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef } from 'react';
import { TRANSFER_TYPES, transferCheckSchema, transferTypeLabels, validateWith } from '@hikari/shared/forms';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import {
  asGraphqlError,
  ChoiceGroup,
  FocusFirstError,
  KeepValues,
  ownFieldPaths,
  PhoneField,
  SubmitActions,
  TextField,
  useFormSubmission,
  validateValues,
} from '@hikari/shared/form-ui';
import {
  transferCheckCopy as copy,
  transferCopy,
  transferFailureCopy as failureCopy,
} from '../../../content/transfer-content';
import { useCheckTransferRequestMutation } from '../api';
import { transferKeyFor } from '../state/transfer-keys';
import {
  checkAnswered,
  checkDraftChanged,
  selectCheckDraft,
  type TransferCheckAnswer,
  type TransferCheckDraft,
  type TransferType,
} from '../state/transfer-slice';

const isCheckPath = ownFieldPaths(Object.keys(transferCheckSchema.fields));

export interface TransferCheckFormProps {
  /** Called once the server has answered (the page moves the focus to the answer). */
  onAnswered: (answer: TransferCheckAnswer) => void;
}

/** Step 1: the contract and the kind of transfer, checked by CheckTransferRequest. */
export function TransferCheckForm({ onAnswered }: TransferCheckFormProps) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectCheckDraft);
  // Formik reads its initial values once; later store updates come from this form itself.
  const initialValues = useMemo(() => draft, []); // eslint-disable-line react-hooks/exhaustive-deps
  const [checkTransfer] = useCheckTransferRequestMutation();
  const submission = useFormSubmission(failureCopy);
  const { run, serverErrors, setFailure, refuse } = submission;
  const formRef = useRef<HTMLFormElement>(null);

  const keep = useCallback((values: TransferCheckDraft) => dispatch(checkDraftChanged(values)), [dispatch]);

  const submit = (values: TransferCheckDraft, helpers: FormikHelpers<TransferCheckDraft>) =>
    run(async () => {
      const result = validateWith(transferCheckSchema, values, { now: new Date() });
      if (!result.ok) return;
      setFailure(null);
      // The normalised answers are sent, so a retyped full-width answer is the same submission.
      const input = result.value;
      const idempotencyKey = dispatch(transferKeyFor('check', input));
      const response = await checkTransfer({ input, idempotencyKey });
      if (response.data) {
        dispatch(checkAnswered({ answer: response.data, transferType: input.transferType as TransferType }));
        onAnswered(response.data);
        return;
      }
      await refuse(asGraphqlError(response.error), values, helpers, isCheckPath);
    });

  return (
    <section aria-labelledby="transfer-check-heading">
      <h2 id="transfer-check-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <Formik<TransferCheckDraft>
        initialValues={initialValues}
        validate={(values) =>
          validateValues(transferCheckSchema, values, { now: new Date() }, serverErrors.active(values))
        }
        onSubmit={submit}
      >
        <Form ref={formRef} className="form" noValidate aria-label={copy.formLabel}>
          <KeepValues onChange={keep} />
          <FocusFirstError formRef={formRef} />
          <p className="field__hint">{transferCopy.savedNote}</p>
          <TextField
            name="contractNumber"
            label={copy.contractNumber}
            hint={copy.contractNumberHint}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField
            name="holderNameKana"
            label={copy.holderNameKana}
            hint={copy.holderNameKanaHint}
            required
            autoComplete="off"
          />
          <PhoneField name="phone" label={copy.phone} hint={copy.phoneHint} required />
          <ChoiceGroup
            name="transferType"
            legend={copy.transferType}
            required
            options={TRANSFER_TYPES.map((value) => ({
              value,
              label: (
                <span className="choice__text">
                  <strong>{transferTypeLabels[value]}</strong>
                  <span className="choice__note">{copy.transferTypeHints[value]}</span>
                </span>
              ),
            }))}
          />
          <SubmitActions submission={submission} labels={copy} />
        </Form>
      </Formik>
    </section>
  );
}
