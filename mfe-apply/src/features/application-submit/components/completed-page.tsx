import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@hikari/shared/domain';
import { agreementsReset, personalDataCleared, useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { selectSubmission } from '../../apply-flow';
import { LinkButton, Notice, PageHeading } from '@hikari/shared/ui';
import { completedCopy as copy } from '../../../content/completed-content';

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
