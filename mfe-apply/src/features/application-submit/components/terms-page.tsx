import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  DEFAULT_SETTINGS,
  importantMatters,
  paths,
  termsFiguresOf,
  worksSlotLabel,
  type WorksSlotChoice,
  type AgreeOfTelecomServiceInfo,
  type PlanData,
  type PriceBreakdown,
  type SettingsRecord,
} from '@hikari/shared/domain';
import { termsSchema, validateWith } from '@hikari/shared/forms';
import {
  applicationDetailsChanged,
  selectApplicationDetails,
  selectCampaignAddress,
  selectCampaignOffer,
  selectCampaignData,
  selectPlanData,
  selectSettings,
  selectTelecomAgreements,
  telecomAgreementChanged,
  useAppDispatch,
  useAppSelector,
} from '@hikari/shared/store';
import { selectSubmission, type SubmissionState } from '../../apply-flow';
import { LinkButton, Notice, PageHeading, usePageInstant } from '@hikari/shared/ui';
import { stepLabels } from '../../../content/apply-flow-content';
import {
  confirmCopy,
  constructionAgreementLabels,
  privacyLinkText,
  serviceAgreementLabels,
  supportLinkText,
  submitErrors,
  termsCopy as copy,
} from '../../../content/terms-content';
import { simulate } from '../../simulation';
import { stepOfField } from '../build-application';
import { ApplicantSummary, InstallationSummary, PaymentSummary, PlanSummary } from './application-summary';
import { useSubmitApplication } from '../use-submit-application';
import { AgreementTextDisclosure, catalogAgreementTexts } from '../../../components/agreement-text';

type ConstructionFlag = keyof typeof constructionAgreementLabels;

/** The important matters (重要事項) for this quote, with the provider's details and today's support hours. */
function termsSections(
  chosen: PlanData,
  breakdown: PriceBreakdown,
  callTime: SettingsRecord['callTime'],
  worksSlot: WorksSlotChoice | null,
) {
  return importantMatters(
    termsFiguresOf(chosen, breakdown, callTime, worksSlot ? worksSlotLabel(worksSlot) : null),
  );
}

/** Why the application was not accepted, with a link to the step of each refused answer. */
function SubmitFailureNotice({ submission }: { submission: SubmissionState }) {
  if (submission.status !== 'failed' || !submission.errorMessage) return null;
  const fieldErrors = Object.entries(submission.fieldErrors ?? {});
  return (
    <Notice tone="error" title={submitErrors.title}>
      <p>{submission.errorMessage}</p>
      {fieldErrors.length > 0 ? (
        <ul className="error-summary">
          {fieldErrors.map(([path, message]) => {
            const step = stepOfField(path);
            return (
              <li key={path}>
                {message}
                {step && step !== paths.applyTerms ? (
                  <>
                    {' '}
                    <Link to={step}>{submitErrors.fixLink(stepLabels[step] ?? '')}</Link>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p>{submitErrors.keepNote}</p>
      {submission.errorMessage === submitErrors.keyReused ? (
        <p>
          <Link to={paths.contact}>{submitErrors.contact}</Link>
        </p>
      ) : null}
    </Notice>
  );
}

/** The important matters as a scrollable region, with the privacy and support links where they belong. */
function ImportantMattersText({ sections }: { sections: ReturnType<typeof termsSections> }) {
  return (
    // Scrollable, so it takes the keyboard focus to be scrolled without a mouse.
    <div className="terms-text" tabIndex={0} role="region" aria-label={copy.explanationRegion}>
      {sections.map((section) => (
        <div key={section.id}>
          <h3>{section.title}</h3>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.id === 'privacy' ? (
            <p>
              <Link to={paths.privacy}>{privacyLinkText}</Link>
            </p>
          ) : null}
          {section.id === 'contact' ? (
            <p>
              <Link to={paths.support}>{supportLinkText}</Link>
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** /apply/terms/: the important matters, the agreements, and the one button that sends the application. */
export function TermsPage() {
  const dispatch = useAppDispatch();
  const plan = useAppSelector(selectPlanData);
  const campaign = useAppSelector(selectCampaignData);
  const offer = useAppSelector(selectCampaignOffer);
  const campaignAddress = useAppSelector(selectCampaignAddress);
  const details = useAppSelector(selectApplicationDetails);
  const telecom = useAppSelector(selectTelecomAgreements);
  const submission = useAppSelector(selectSubmission);
  const submit = useSubmitApplication();

  const now = usePageInstant();
  const { estimate, breakdown } = useMemo(
    // The wished works days decide the holiday works fee, as the API decides it.
    () => simulate(plan, campaign, { now, offer, campaignAddress, wishedWorksDays: details.dowConstruction }),
    [plan, campaign, offer, campaignAddress, now, details.dowConstruction],
  );
  const chosen = estimate.planData;
  const services: (keyof AgreeOfTelecomServiceInfo)[] = [
    'isNet',
    ...(chosen.isPhone ? (['isPhone'] as const) : []),
    ...(chosen.isTV ? (['isTV'] as const) : []),
    ...(chosen.isGigazo ? (['isGigazo'] as const) : []),
  ];

  const agreements = {
    agreeOfTelecomServiceInfo: telecom,
    isAgreeOfConstruction1: details.isAgreeOfConstruction1,
    isAgreeOfConstruction2: details.isAgreeOfConstruction2,
    isAgreeExplanation: details.isAgreeExplanation,
  };
  // Saved answers: a field an older version of the site saved is dropped, not a refusal.
  const allAgreed = validateWith(termsSchema, agreements, { planData: chosen }, { stripUnknown: true }).ok;
  const submitting = submission.status === 'submitting';

  const callTime = useAppSelector(selectSettings)?.callTime ?? DEFAULT_SETTINGS.callTime;
  const sections = termsSections(chosen, breakdown, callTime, details.worksSlot);

  return (
    <>
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>

      <SubmitFailureNotice submission={submission} />

      <section className="section" aria-labelledby="terms-summary-heading">
        <h2 id="terms-summary-heading">{copy.summaryHeading}</h2>
        <p>{copy.summaryLead}</p>
        <PlanSummary plan={chosen} breakdown={breakdown} />
        <ApplicantSummary details={details} />
        <InstallationSummary details={details} plan={chosen} introducerId={campaign.introducerId} now={now} />
        <PaymentSummary details={details} />
        <p className="field__hint">{confirmCopy.plan.taxNote}</p>
      </section>

      <section className="section" aria-labelledby="terms-explanation-heading">
        <h2 id="terms-explanation-heading">{copy.explanationHeading}</h2>
        <ImportantMattersText sections={sections} />
      </section>

      <form
        className="form"
        aria-labelledby="terms-agreements-heading"
        onSubmit={(event) => {
          event.preventDefault();
          if (allAgreed && !submitting) void submit();
        }}
      >
        <h2 id="terms-agreements-heading">{copy.agreementsHeading}</h2>
        <fieldset>
          <legend>{copy.agreementsLegend}</legend>
          <div className="option-list">
            {services.map((service) => (
              <div key={service}>
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={telecom[service]}
                    onChange={(event) =>
                      dispatch(telecomAgreementChanged({ [service]: event.target.checked }))
                    }
                  />
                  {serviceAgreementLabels[service]}
                </label>
                <AgreementTextDisclosure text={catalogAgreementTexts[service]} />
              </div>
            ))}
            {(Object.keys(constructionAgreementLabels) as ConstructionFlag[]).map((flag) => (
              <div key={flag}>
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={details[flag]}
                    onChange={(event) =>
                      dispatch(applicationDetailsChanged({ [flag]: event.target.checked }))
                    }
                  />
                  {constructionAgreementLabels[flag]}
                </label>
                <AgreementTextDisclosure text={catalogAgreementTexts[flag]} />
              </div>
            ))}
          </div>
        </fieldset>
        <p id="terms-submit-hint" className="field__hint">
          {allAgreed ? copy.submitHintReady : copy.submitHintIncomplete}
        </p>
        <div className="actions">
          <LinkButton to={paths.applyForm3} variant="ghost">
            {copy.back}
          </LinkButton>
          <button
            type="submit"
            className="button button--primary"
            disabled={!allAgreed || submitting}
            aria-describedby="terms-submit-hint"
          >
            {submitting ? copy.submitting : copy.submit}
          </button>
        </div>
      </form>
    </>
  );
}
