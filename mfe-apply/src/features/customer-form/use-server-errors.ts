import { getIn } from 'formik';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { fieldErrorResolved, selectSubmission } from '../apply-flow';
import { CUSTOMER_PATHS, serverErrorsFor, touchedFor, type PathMapping } from './server-errors';

/**
 * The server's messages for this step's fields, ready for Formik, and a
 * function that drops a message as soon as the visitor changes its answer.
 */
export function useServerErrors(topLevelFields: readonly string[], mapping: PathMapping = CUSTOMER_PATHS) {
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectSubmission);
  const { errors, sourceOf } = useMemo(
    () => serverErrorsFor(submission.fieldErrors, topLevelFields, mapping),
    [submission.fieldErrors, topLevelFields, mapping],
  );
  const initialTouched = useMemo(() => touchedFor(Object.keys(errors)), [errors]);

  const resolveChanged = useCallback(
    (values: unknown, previous: unknown) => {
      for (const [path, source] of Object.entries(sourceOf)) {
        if (getIn(values, path) !== getIn(previous, path)) dispatch(fieldErrorResolved(source));
      }
    },
    [dispatch, sourceOf],
  );

  return {
    serverErrors: errors,
    initialTouched,
    resolveChanged,
    hasServerErrors: Object.keys(errors).length > 0,
  };
}
