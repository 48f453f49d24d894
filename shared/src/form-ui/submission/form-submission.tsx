import { useFormikContext, type FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GraphqlError } from '@hikari/shared/api';
import { paths } from '@hikari/shared/domain';
import { useAppDispatch } from '@hikari/shared/store';
import { Notice } from '@hikari/shared/ui';
import type { FailureCopy, SubmissionFailure } from './failure';
import { refusalMessage } from './maintenance';
import { useServerFieldErrors } from './server-field-errors';
import { useSingleFlight } from './single-flight';

/**
 * The sending state of a form that sends personal data: one request at a
 * time (`run`, `pending`), the server's messages kept next to their fields
 * (`serverErrors`), the refusal shown above the button (`failure`), and
 * `refuse`, which does all of that for one refused answer.
 */
export function useFormSubmission<C extends FailureCopy>(copy: C) {
  const dispatch = useAppDispatch();
  const { pending, run } = useSingleFlight();
  const serverErrors = useServerFieldErrors();
  const { record } = serverErrors;
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);

  /**
   * The API refused `values`: its messages for this form's answers (`ownPath`)
   * go next to them until they change, the others and the visitor's message
   * above the button (`others` may add to them), and a maintenance refusal
   * reads the settings again so the maintenance notice shows.
   */
  const refuse = useCallback(
    async <V,>(
      error: GraphqlError,
      values: V,
      helpers: Pick<FormikHelpers<V>, 'validateForm'>,
      ownPath: (path: string) => boolean,
      others: (messages: string[]) => string[] = (messages) => messages,
    ) => {
      const notOurs = record(error.fields, values, ownPath);
      setFailure({ message: refusalMessage(dispatch, error, copy), others: others(notOurs) });
      await helpers.validateForm();
    },
    [copy, dispatch, record],
  );

  return { pending, run, serverErrors, failure, setFailure, refuse, failureCopy: copy };
}

/** The words of the refusal notice. */
export interface NoticeWords {
  /** Title of the notice. */
  title: string;
  /** Last line, telling the visitor the answers are kept. */
  keptAnswers: string;
  /** When given, the last line ends with a link of these words to the support page. */
  supportLink?: string;
}

export interface FailureNoticeProps extends NoticeWords {
  failure: SubmissionFailure | null;
}

/** The refusal, if any: what to do, then the server's messages for answers not on the form. */
export function FailureNotice({ failure, title, keptAnswers, supportLink }: FailureNoticeProps) {
  if (!failure) return null;
  return (
    <Notice tone="error" title={title}>
      <p>{failure.message}</p>
      {failure.others.map((message) => (
        <p key={message}>{message}</p>
      ))}
      <p>
        {keptAnswers}
        {supportLink ? (
          <>
            {' '}
            <Link to={paths.support}>{supportLink}</Link>
          </>
        ) : null}
      </p>
    </Notice>
  );
}

export interface SubmitActionsProps {
  /** useFormSubmission's state, made with a copy that has the notice's words too. */
  submission: { pending: boolean; failure: SubmissionFailure | null; failureCopy: NoticeWords };
  /** Button text, and its text while sending. */
  labels: { submit: string; submitting: string };
}

/** The refusal notice, if any, and the submit button, disabled while the answers are being sent. */
export function SubmitActions({ submission, labels }: SubmitActionsProps) {
  const { isSubmitting } = useFormikContext();
  const { pending, failure, failureCopy } = submission;
  const { submit, submitting } = labels;
  return (
    <>
      <FailureNotice failure={failure} {...failureCopy} />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending || isSubmitting}>
          {pending ? submitting : submit}
        </button>
      </div>
    </>
  );
}
