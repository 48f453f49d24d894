import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { areaNoticeLinks, findRoute, paths } from '@hikari/shared/domain';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { Notice, PageHeading } from '@hikari/shared/ui';
import { contactCopy as copy } from '../../../content/contact-content';
import { AreaNoticeSection, areaNoticeRequestOf } from '../../area-notice';
import { contactStartedOver, selectContactReceived } from '../state/contact-slice';
import { prepareContactState } from '../state/contact-storage';
import { ContactDone } from './contact-done';
import { ContactForm } from './contact-form';

// The shell mounts pages without props, so the page brings its own slice
// (and what this tab kept of it) into the one store when first imported.
prepareContactState();

/**
 * /contact/: booking the installation day or a support visit (Contact
 * mutation); with ?request=… the out-of-area request instead (no visit dates).
 */
export function ContactPage() {
  const [search] = useSearchParams();
  const areaRequest = areaNoticeRequestOf(search);
  if (areaRequest) return <AreaNoticeSection kind={areaRequest.kind} />;
  return <BookingPage />;
}

function BookingPage() {
  const dispatch = useAppDispatch();
  const received = useAppSelector(selectContactReceived);
  // Focus goes to a reception the visitor has just received, not to one restored after a reload.
  const [receivedNow, setReceivedNow] = useState(false);
  const title = findRoute(paths.contact)?.title ?? '';

  return (
    <>
      <PageHeading lead={received ? undefined : copy.lead}>{title}</PageHeading>
      {received ? (
        <ContactDone
          received={received}
          focus={receivedNow}
          onStartOver={() => {
            setReceivedNow(false);
            dispatch(contactStartedOver());
          }}
        />
      ) : (
        <>
          <Notice>
            {copy.newCustomerNote} <Link to={paths.applyForm}>{copy.newCustomerLink}</Link>
            <br />
            {copy.outOfAreaNote} <Link to={areaNoticeLinks.choose}>{copy.outOfAreaLink}</Link>
          </Notice>
          <ContactForm onReceived={() => setReceivedNow(true)} />
        </>
      )}
    </>
  );
}
