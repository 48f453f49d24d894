import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatJstDateTimeJa, isMaintenanceMode, paths } from '@hikari/shared/domain';
import { asGraphqlError, refusalMessage, sessionPendingKey, useSingleFlight } from '@hikari/shared/form-ui';
import { selectSettings, useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { Notice } from '@hikari/shared/ui';
import {
  followCopy,
  worksSlotCopy as copy,
  worksSlotFailureCopy as failureCopy,
} from '../../../content/follow-content';
import {
  followApi,
  useFollowChangeWorksSlotMutation,
  type ApplicationStatus,
  type FreeWorksSlot,
} from '../api';
import { freeSlotsApi } from '../../../lib/works-hold';
import { CancelSlot } from './cancel-slot';
import { slotText } from './slot-text';
import { Row } from './status-details';
import { WorksSlotChooser } from './works-slot-chooser';

/** What the last attempt to book, change or cancel came to. */
type Outcome = { kind: 'answer'; result: string; message: string } | { kind: 'failure'; message: string };

const SUCCESS = new Set(['booked', 'changed', 'cancelled']);

/**
 * The key of a change whose answer has not come back: a retry of the same
 * change (after a lost connection, or a reload) sends it again, and the
 * server answers with what it did the first time instead of doing it twice.
 */
const changeKey = sessionPendingKey('hikari:works-slot-change-key', 'slot');

function deadlineText(iso: string | null): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : formatJstDateTimeJa(instant);
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'failure') {
    return (
      <Notice tone="error" title={copy.failureTitle}>
        <p>{outcome.message}</p>
      </Notice>
    );
  }
  const success = SUCCESS.has(outcome.result);
  return (
    <Notice tone={success ? 'success' : 'error'} title={copy.resultTitle[outcome.result]}>
      <p data-testid="slot-result-message">{outcome.message}</p>
      {outcome.result === 'not-found' ? (
        <p>
          {followCopy.contactNote}
          <Link to={paths.contact}>{followCopy.contactLink}</Link>
          {followCopy.contactAfter}
        </p>
      ) : null}
    </Notice>
  );
}

export interface WorksSlotSectionProps {
  token: string;
  status: ApplicationStatus;
}

/**
 * 工事日: the booked slot or 未予約, the rule, and, while the rule allows it,
 * the free slots to book or change to and 「工事日を取り消す」. Every answer
 * of the server is shown above the choices and the page follows the status
 * it returns.
 */
export function WorksSlotSection({ token, status }: WorksSlotSectionProps) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const maintenance = settings !== null && isMaintenanceMode(settings, new Date());
  const [changeSlot] = useFollowChangeWorksSlotMutation();
  const { pending, run } = useSingleFlight();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [alternatives, setAlternatives] = useState<FreeWorksSlot[] | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const booked = status.worksSlot;
  const deadline = deadlineText(status.slotChangeDeadline);
  const slotQuery = {
    prefecture: status.slotQuery.prefecture,
    buildingType: status.slotQuery.buildingType,
    wishedDays: status.slotQuery.wishedDays,
  };

  const send = (date: string | null, band: string | null) =>
    run(async () => {
      setOutcome(null);
      const idempotencyKey = changeKey.keyFor({ token, date, band });
      const response = await changeSlot({ token, date, band, idempotencyKey });
      if (response.data) {
        changeKey.forget();
        const answer = response.data;
        if (answer.status) {
          const next = answer.status;
          dispatch(
            followApi.util.updateQueryData('followApplicationStatus', token, (draft) => {
              draft.status = next;
            }),
          );
        }
        setAlternatives(
          answer.result === 'taken' && answer.alternatives.length > 0 ? answer.alternatives : null,
        );
        setOutcome({ kind: 'answer', result: answer.result, message: answer.message });
      } else {
        setOutcome({
          kind: 'failure',
          message: refusalMessage(dispatch, asGraphqlError(response.error), failureCopy),
        });
        // Whatever became of the request, the page shows the slot the server has now.
        void dispatch(
          followApi.endpoints.followApplicationStatus.initiate(token, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
      }
      // What is free has changed, whatever the answer.
      void dispatch(
        freeSlotsApi.endpoints.worksSlots.initiate(slotQuery, { subscribe: false, forceRefetch: true }),
      );
      outcomeRef.current?.focus();
    });

  return (
    <section className="section" aria-labelledby="works-slot-heading">
      <h2 id="works-slot-heading">{copy.heading}</h2>
      <dl className="confirm-list">
        <Row label={copy.heading}>
          <span data-testid="works-slot">{booked ? slotText(booked) : copy.none}</span>
        </Row>
        {booked && deadline ? <Row label={copy.deadline}>{deadline}</Row> : null}
      </dl>
      <p data-testid="slot-change-note">{status.slotChangeNote}</p>

      <div ref={outcomeRef} tabIndex={-1}>
        {outcome ? <OutcomeNotice outcome={outcome} /> : null}
      </div>

      {status.canChangeSlot && maintenance ? (
        <Notice tone="warning" title={copy.maintenanceTitle}>
          <p>{copy.maintenance}</p>
        </Notice>
      ) : null}
      {status.canChangeSlot && !maintenance ? (
        <>
          <WorksSlotChooser
            query={slotQuery}
            booked={booked}
            alternatives={alternatives}
            pending={pending}
            onShowAll={() => setAlternatives(null)}
            onChoose={(slot) => send(slot.date, slot.band)}
          />
          {booked ? (
            <CancelSlot label={slotText(booked)} pending={pending} onCancel={() => send(null, null)} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
