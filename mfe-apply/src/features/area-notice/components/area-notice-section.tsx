import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@hikari/shared/domain';
import type { AreaNoticeKind } from '@hikari/shared/forms';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { Notice, PageHeading } from '@hikari/shared/ui';
import { areaNoticeCopy as copy } from '../../../content/area-notice-content';
import { areaNoticeStartedOver, selectAreaNoticeReceived } from '../state/area-notice-slice';
import { prepareAreaNoticeState } from '../state/area-notice-storage';
import { AreaNoticeDone } from './area-notice-done';
import { AreaNoticeForm, type SearchedAddress } from './area-notice-form';

// The shell mounts pages without props, so the section brings its own slice
// (and what this tab kept of it) into the one store when first imported.
prepareAreaNoticeState();

function searchedAddressOf(state: unknown): SearchedAddress | null {
  const address = (state as { areaAddress?: unknown } | null)?.areaAddress;
  if (!address || typeof address !== 'object') return null;
  const a = address as Record<string, unknown>;
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string) : '');
  if (!text('prefecture')) return null;
  return {
    buildingType: a.buildingType === 1 ? 1 : 0,
    postalCode: text('postalCode'),
    prefecture: text('prefecture'),
    city: text('city'),
    town: text('town'),
    chome: text('chome'),
    banchi: text('banchi'),
    buildingName: text('buildingName'),
  };
}

export interface AreaNoticeSectionProps {
  /** From the link the visitor followed (?request=notice | question); null when none. */
  kind: AreaNoticeKind | null;
}

/**
 * Out of the area: ask to be told when service starts, or ask a question
 * without visit dates. The area result's links hand over the searched
 * address in the history state (never in the URL: it is personal data).
 */
export function AreaNoticeSection({ kind }: AreaNoticeSectionProps) {
  const dispatch = useAppDispatch();
  const received = useAppSelector(selectAreaNoticeReceived);
  const location = useLocation();
  // Focus goes to a reception the visitor has just received, not to one restored after a reload.
  const [receivedNow, setReceivedNow] = useState(false);

  if (received) {
    return (
      <>
        <PageHeading>{copy.heading}</PageHeading>
        <AreaNoticeDone
          received={received}
          focus={receivedNow}
          onStartOver={() => {
            setReceivedNow(false);
            dispatch(areaNoticeStartedOver());
          }}
        />
      </>
    );
  }
  return (
    <>
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      <Notice>
        {copy.bookingNote} <Link to={paths.contact}>{copy.toBooking}</Link>
      </Notice>
      <AreaNoticeForm
        kind={kind}
        searched={searchedAddressOf(location.state)}
        onReceived={() => setReceivedNow(true)}
      />
    </>
  );
}
