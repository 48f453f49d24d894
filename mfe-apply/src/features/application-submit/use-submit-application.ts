import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GraphqlError } from '@hikari/shared/api';
import { newIdempotencyKey, paths } from '@hikari/shared/domain';
import { applicationSchema, validateWith } from '@hikari/shared/forms';
import { useAppDispatch, useAppStore } from '@hikari/shared/store';
import { refusalMessage, serverMessage, type FailureCopy } from '@hikari/shared/form-ui';
import { submitErrors } from '../../content/terms-content';
import {
  selectSubmission,
  stepCompleted,
  submissionFailed,
  submissionRejected,
  submissionStarted,
  submissionSucceeded,
} from '../apply-flow';
import { applyApi } from './api/apply-ctc';
import { buildApplication, stepOfField } from './build-application';
import { readDraftTokens } from '../resume';

/**
 * The application's words for a refusal. BAD_USER_INPUT and RATE_LIMITED show
 * the server's own message (a refused answer with a field of a step is sent
 * back to that step instead, see below).
 */
const failureCopy: FailureCopy = {
  invalidInput: serverMessage,
  alreadyReceived: submitErrors.keyReused,
  busy: serverMessage,
  maintenance: submitErrors.maintenance,
  networkError: submitErrors.network,
  retryLater: submitErrors.server,
};

/**
 * Sends the application with ApplyCTC, exactly once per application: the
 * idempotency key is made before the first attempt and kept (persisted) until
 * the application is accepted, so a second click, a retry after a network
 * error or a retry after a reload all reuse it and the API stores one
 * application.
 */
export function useSubmitApplication() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inFlight = useRef(false);

  // A 'submitting' status restored after a reload has no request behind it any more.
  useEffect(() => {
    if (selectSubmission(store.getState()).status === 'submitting' && !inFlight.current) {
      dispatch(submissionFailed(submitErrors.interrupted));
    }
  }, [store, dispatch]);

  return useCallback(async () => {
    // A ref, not state: two clicks in the same frame both see the first one.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const now = new Date();
      const state = store.getState();
      // Built from saved answers: a field an older version of the site saved and
      // the API no longer knows is left out (the API refuses unknown fields).
      const checked = validateWith(
        applicationSchema,
        buildApplication(state, now),
        { now },
        { stripUnknown: true },
      );
      if (!checked.ok) {
        // Nothing is sent, so no key is used up; the steps show what to fix.
        dispatch(submissionRejected({ message: submitErrors.fields, fieldErrors: checked.errors }));
        return;
      }
      dispatch(
        submissionStarted({
          idempotencyKey: selectSubmission(state).idempotencyKey ?? newIdempotencyKey('apply'),
        }),
      );
      const idempotencyKey = selectSubmission(store.getState()).idempotencyKey as string;
      // docs/business-rules.md#tracking: where the visitor came from travels with the application.
      const { arrivalParams, totalCount, log } = store.getState().accessLog;
      const trackingJSON = JSON.stringify({ arrivalParams, accessLog: { totalCount, log } });
      const result = await dispatch(
        applyApi.endpoints.applyCtc.initiate({
          formDataJSON: JSON.stringify(checked.value),
          idempotencyKey,
          trackingJSON,
          draftTokens: readDraftTokens(),
        }),
      );
      if (result.data) {
        dispatch(
          submissionSucceeded({
            receptionId: result.data.receptionId,
            introductionId: result.data.introductionId,
            worksSlot: result.data.worksSlot,
            followToken: result.data.followToken,
          }),
        );
        dispatch(stepCompleted(paths.applyTerms));
        navigate(paths.applyCompleted);
        return;
      }
      const error = (result.error ?? { message: '' }) as GraphqlError;
      const fields = Object.fromEntries(
        Object.entries(error.fields ?? {}).filter(([path]) => stepOfField(path) !== null),
      );
      if (error.code === 'BAD_USER_INPUT' && Object.keys(fields).length > 0) {
        dispatch(submissionRejected({ message: submitErrors.fields, fieldErrors: fields }));
      } else {
        dispatch(submissionFailed(refusalMessage(dispatch, error, failureCopy)));
      }
    } finally {
      inFlight.current = false;
    }
  }, [store, dispatch, navigate]);
}
