import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { APPLY_FLOW, findRoute, paths } from '@hikari/shared/domain';
import { useAppDispatch, useSavedStateRestored } from '@hikari/shared/store';
import { Notice, PageHeading } from '@hikari/shared/ui';
import { resumeCopy as copy } from '../../../content/resume-content';
import { useHashToken } from '../../follow';
import { useResumeApplicationDraftQuery, type DraftLookup } from '../api';
import { draftAnswersFrom, needsAccountNumberAgain, resumableStep } from '../draft-payload';
import { rememberDraftToken } from '../draft-tokens';
import { restoreDraft } from '../restore-draft';
import { resumedState } from '../resumed-state';
import { LookupLoading, LookupPending } from '../../../components/lookup-state';

/**
 * /apply/resume/: the page a 「メールで続きを送る」 link (#t=<token>) opens.
 * A kept draft goes back into the store, the steps before its step count as
 * done, its token is remembered for the application, and the visitor is
 * taken to that step. Prerendered without a token: it says it is loading.
 */
export function ResumePage() {
  const title = findRoute(paths.applyResume)?.title ?? '';
  const { ready, token } = useHashToken();
  return (
    <>
      <PageHeading lead={copy.lead}>{title}</PageHeading>
      {!ready ? (
        <Loading />
      ) : token ? (
        <DraftLookupResult token={token} />
      ) : (
        <Notice tone="warning" title={copy.noTokenTitle}>
          <p>{copy.noToken}</p>
        </Notice>
      )}
    </>
  );
}

function Loading() {
  return <LookupLoading text={copy.loading} />;
}

function DraftLookupResult({ token }: { token: string }) {
  const { data, isError, isFetching, refetch } = useResumeApplicationDraftQuery(token);
  if (!data)
    return <LookupPending failed={isError && !isFetching} onRetry={() => void refetch()} copy={copy} />;
  if (data.result === 'found') return <RestoreDraft token={token} draft={data} />;
  if (data.result === 'sent') {
    return (
      <Notice tone="info" title={copy.sentTitle}>
        <p data-testid="resume-message">{copy.sent}</p>
        <p>
          <Link to={paths.top}>{copy.topLink}</Link>
        </p>
      </Notice>
    );
  }
  if (data.result === 'expired') {
    return (
      <Notice tone="warning" title={copy.expiredTitle}>
        <p data-testid="resume-message">{copy.expired}</p>
        <p>
          <Link to={APPLY_FLOW[0]}>{copy.startLink}</Link>
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="warning" title={copy.notFoundTitle}>
      <p data-testid="resume-message">{data.message || copy.notFound}</p>
    </Notice>
  );
}

/** Restores a found draft once the visitor's saved state is back (so it cannot overwrite it), then opens its step. */
function RestoreDraft({ token, draft }: { token: string; draft: DraftLookup }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const savedStateRestored = useSavedStateRestored();
  const step = resumableStep(draft.step);
  const [broken, setBroken] = useState(false);
  const done = useRef(false);

  useEffect(() => {
    if (!savedStateRestored || done.current) return;
    done.current = true;
    const answers = draftAnswersFrom(draft.draftJSON);
    if (!answers) {
      setBroken(true);
      return;
    }
    dispatch(restoreDraft(answers, step));
    rememberDraftToken(token);
    // Replaced, so Back does not come here again and the token leaves the history.
    navigate(step, {
      replace: true,
      state: resumedState({
        accountNoAgain: needsAccountNumberAgain(answers.customer),
        expiresAt: draft.expiresAt,
      }),
    });
  }, [savedStateRestored, draft, step, token, dispatch, navigate]);

  if (broken) {
    return (
      <Notice tone="error" title={copy.brokenTitle}>
        <p>{copy.broken}</p>
        <p>
          <Link to={APPLY_FLOW[0]}>{copy.startLink}</Link>
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="success" title={copy.restoredTitle}>
      <p>{copy.restored}</p>
      <p>
        <Link to={step}>{copy.continueLink}</Link>
      </p>
    </Notice>
  );
}
