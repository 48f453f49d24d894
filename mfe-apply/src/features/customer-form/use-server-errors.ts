import { getIn } from 'formik';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@hikari/shared/store';
import { fieldErrorResolved, selectSubmission } from '../apply-flow';
import { CUSTOMER_PATHS, serverErrorsFor, touchedFor, type PathMapping } from './server-errors';

/**
 * The server's messages for this step's fields, ready for Formik (as of this
 * render, and as the store holds them now), and a function that drops a
 * message as soon as the visitor changes its answer.
 */
export function useServerErrors(topLevelFields: readonly string[], mapping: PathMapping = CUSTOMER_PATHS) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const submission = useAppSelector(selectSubmission);
  const { errors, sourceOf } = useMemo(
    () => serverErrorsFor(submission.fieldErrors, topLevelFields, mapping),
    [submission.fieldErrors, topLevelFields, mapping],
  );

  // For Formik's validate on every step: the messages the store holds when the check runs. A field
  // may check the form again as soon as its message is dropped (工事日のご予約 does), possibly before
  // Formik holds the validate of the page's newer render; the messages an older render saw would
  // bring the dropped one back.
  const currentServerErrors = useCallback(
    () => serverErrorsFor(selectSubmission(store.getState()).fieldErrors, topLevelFields, mapping).errors,
    [store, topLevelFields, mapping],
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
    currentServerErrors,
    initialTouched,
    resolveChanged,
    hasServerErrors: Object.keys(errors).length > 0,
  };
}
