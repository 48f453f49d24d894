import { useFormikContext } from 'formik';
import { useState, type ReactNode } from 'react';
import { Notice } from '@hikari/shared/ui';
import { useServerFieldErrors, useSingleFlight, type SubmissionFailure } from '../../lib/submission';

/**
 * The sending state of a form that sends personal data: one request at a
 * time (`run`, `pending`), the server's messages kept next to their fields
 * (`serverErrors`) and the refusal shown above the button (`failure`).
 */
export function useFormSubmission() {
  const { pending, run } = useSingleFlight();
  const serverErrors = useServerFieldErrors();
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  return { pending, run, serverErrors, failure, setFailure };
}

export interface SubmitActionsProps {
  submission: Pick<ReturnType<typeof useFormSubmission>, 'pending' | 'failure'>;
  /** Title of the failure notice. */
  failureTitle: string;
  /** Last line of the failure notice, telling the visitor the answers are kept. */
  keptAnswers: ReactNode;
  /** Button text, and its text while sending. */
  submit: string;
  submitting: string;
}

/** The refusal notice, if any, and the submit button, disabled while the answers are being sent. */
export function SubmitActions({
  submission,
  failureTitle,
  keptAnswers,
  submit,
  submitting,
}: SubmitActionsProps) {
  const { isSubmitting } = useFormikContext();
  const { pending, failure } = submission;
  return (
    <>
      {failure ? (
        <Notice tone="error" title={failureTitle}>
          <p>{failure.message}</p>
          {failure.others.map((message) => (
            <p key={message}>{message}</p>
          ))}
          <p>{keptAnswers}</p>
        </Notice>
      ) : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending || isSubmitting}>
          {pending ? submitting : submit}
        </button>
      </div>
    </>
  );
}
