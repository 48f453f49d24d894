import { Link } from 'react-router-dom';
import { findRoute, paths } from '@hikari/shared/domain';
import { Notice, PageHeading } from '@hikari/shared/ui';
import { followCopy as copy } from '../../../content/follow-content';
import { useFollowApplicationStatusQuery } from '../api';
import { useHashToken } from '../hash-token';
import { StatusDetails } from './status-details';
import { WorksSlotSection } from './works-slot-section';
import { LookupLoading, LookupPending } from '../../../components/lookup-state';

/**
 * /apply/status/: one application as its applicant follows it, opened from
 * the link (#t=<token>) on the completion page and in the mails: what was
 * ordered, where it stands, what happens next, and the works day, which the
 * applicant may book, change or cancel until the deadline.
 *
 * Prerendered without a token: the page then says only that it is loading,
 * and reads the token once it runs in the browser.
 */
export function StatusPage() {
  const title = findRoute(paths.applyStatus)?.title ?? '';
  const { ready, token } = useHashToken();
  return (
    <>
      <PageHeading lead={copy.lead}>{title}</PageHeading>
      {!ready ? <Loading /> : token ? <StatusLookup token={token} /> : <NoToken />}
    </>
  );
}

function Loading() {
  return <LookupLoading text={copy.loading} />;
}

function ContactLine({ lead }: { lead: string }) {
  return (
    <p>
      {lead}
      <Link to={paths.contact}>{copy.contactLink}</Link>
      {copy.contactAfter}
    </p>
  );
}

/** Opened without a token: where the link is. */
function NoToken() {
  return (
    <Notice title={copy.noTokenTitle}>
      {copy.noTokenBody.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <ContactLine lead={copy.noTokenContact} />
    </Notice>
  );
}

function StatusLookup({ token }: { token: string }) {
  const { data, isError, isFetching, refetch } = useFollowApplicationStatusQuery(token);
  if (!data)
    return <LookupPending failed={isError && !isFetching} onRetry={() => void refetch()} copy={copy} />;
  if (data.result === 'found' && data.status) {
    return (
      <>
        <StatusDetails status={data.status} />
        <WorksSlotSection token={token} status={data.status} />
      </>
    );
  }
  const tooMany = data.result === 'too-many';
  return (
    <Notice tone="warning" title={tooMany ? copy.tooManyTitle : copy.notFoundTitle}>
      <p data-testid="status-lookup-message">{data.message || (tooMany ? copy.tooMany : copy.notFound)}</p>
      <ContactLine lead={copy.contactNote} />
    </Notice>
  );
}
