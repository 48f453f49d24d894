import { useFormikContext } from 'formik';
import { Notice } from '@hikari/shared/ui';
import { commonFormCopy as copy } from '../../../content/customer-form-content';

/**
 * A short note at the top of the step: after a submit that found errors, or
 * when the server refused answers of this step. The messages themselves sit
 * next to their fields.
 */
export function FormErrorSummary({ hasServerErrors }: { hasServerErrors: boolean }) {
  const { submitCount, errors } = useFormikContext();
  const hasErrors = Object.keys(errors).length > 0;
  if (submitCount > 0 && hasErrors) {
    return (
      <Notice tone="error" title={copy.errorSummaryTitle}>
        {copy.errorSummaryBody}
      </Notice>
    );
  }
  if (hasServerErrors && hasErrors) {
    return (
      <Notice tone="warning" title={copy.serverErrorTitle}>
        {copy.errorSummaryBody}
      </Notice>
    );
  }
  return null;
}
