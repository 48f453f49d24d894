import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SLOT_CHANGE_RULE, paths } from '@hikari/shared/domain';
import { agreementsReset, personalDataCleared, useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { selectSubmission, type SubmissionState } from '../../apply-flow';
import { LinkButton, Notice, PageHeading } from '@hikari/shared/ui';
import { completedCopy as copy } from '../../../content/completed-content';

/** The works slot booked with the application (or that it is arranged by phone), and the application's own page. */
function WorksSlotSection({ submission }: { submission: SubmissionState }) {
  const { worksSlot, followToken } = submission;
  return (
    <section className="section" aria-labelledby="works-heading">
      <h2 id="works-heading">{copy.worksHeading}</h2>
      {worksSlot ? (
        <>
          <p className="reception-number" data-testid="works-slot">
            {worksSlot.label}
          </p>
          <h3 id="works-change-heading">{copy.worksChangeHeading}</h3>
          <p>{SLOT_CHANGE_RULE}</p>
        </>
      ) : (
        <p data-testid="works-slot">{copy.worksLater}</p>
      )}
      {followToken ? (
        <>
          <p>
            <LinkButton to={`${paths.applyStatus}#t=${encodeURIComponent(followToken)}`} variant="secondary">
              {copy.statusLink}
            </LinkButton>
          </p>
          <p>{copy.statusNote}</p>
        </>
      ) : null}
    </section>
  );
}

/**
 * /apply/completed/: the reception number and what happens next. Once shown,
 * the personal data leaves the browser; the number stays for this page.
 */
export function CompletedPage() {
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectSubmission);

  useEffect(() => {
    dispatch(personalDataCleared());
    dispatch(agreementsReset());
  }, [dispatch]);

  return (
    <>
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {submission.receptionId ? (
        <section className="section" aria-labelledby="reception-heading">
          <h2 id="reception-heading">{copy.numberLabel}</h2>
          <p className="reception-number" data-testid="reception-number">
            {submission.receptionId}
          </p>
          <p>{copy.numberNote}</p>
          {submission.introductionId ? (
            <>
              <h3 id="referral-heading">{copy.referralLabel}</h3>
              <p className="reception-number" data-testid="referral-code" aria-labelledby="referral-heading">
                {submission.introductionId}
              </p>
              <p>{copy.referralNote}</p>
            </>
          ) : null}
          <p className="field__hint">{copy.printNote}</p>
        </section>
      ) : (
        <Notice tone="warning">
          {copy.missing} <Link to={paths.support}>{copy.supportLink}</Link>
        </Notice>
      )}
      {submission.receptionId ? <WorksSlotSection submission={submission} /> : null}
      <section className="section" aria-labelledby="next-heading">
        <h2 id="next-heading">{copy.nextHeading}</h2>
        <ol className="next-steps">
          {copy.next.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <br />
              {item.body}
            </li>
          ))}
        </ol>
        <div className="actions">
          <LinkButton to={paths.campaign} variant="ghost">
            {copy.campaignLink}
          </LinkButton>
          <LinkButton to={paths.top}>{copy.top}</LinkButton>
        </div>
      </section>
      <p className="field__hint">{copy.clearedNote}</p>
    </>
  );
}
