import { useEffect, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { allowedPlan, formatYen, paths, simulate, type PlanData } from '@hikari/shared/domain';
import {
  campaignDataReplaced,
  planDataChanged,
  planDataReplaced,
  useAppDispatch,
} from '@hikari/shared/store';
import { stepCompleted } from '../../apply-flow';
import { Notice, PageHeading } from '@hikari/shared/ui';
import * as copy from '../../../content/simulation-content';
import { BaseCampaignFieldset, ChangeCampaignFieldset } from './campaign-fieldsets';
import {
  ConstructionFieldset,
  EntertainmentFieldset,
  OtherOptionsFieldset,
  PhoneOptionsFieldset,
} from './option-fieldsets';
import { BaseMenuFieldset, BuildingTypeFieldset, PlanFieldset } from './plan-fieldsets';
import { PriceSummary } from './price-summary';
import {
  figuresPending,
  useBreakdown,
  useDeferredInputs,
  useSimulationInputs,
} from './use-simulation-inputs';

/**
 * /apply/form/: the fee simulation. Each choice goes straight to the shared
 * planData/campaignData, and the estimate beside it is recomputed from them
 * right after, in a transition, so what the visitor sees follows the current
 * choice and a tap never waits for the figures.
 */
export function SimulationPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inputs = useSimulationInputs();
  const { plan, campaign, offer, campaignAddress, wishedWorksDays } = inputs;

  // A 10G choice stored before the area search said "not 10G" must not stay selected.
  useEffect(() => {
    if (plan.selectedPlan !== allowedPlan(plan))
      dispatch(planDataChanged({ selectedPlan: allowedPlan(plan) }));
  }, [dispatch, plan]);

  // The figures follow the choices in a transition (useDeferredInputs); the choices answer at once.
  const figures = useDeferredInputs(inputs);
  const breakdown = useBreakdown(figures);
  const change = (patch: Partial<PlanData>) => dispatch(planDataChanged(patch));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { estimate } = simulate(plan, campaign, {
      now: new Date(),
      offer,
      campaignAddress,
      wishedWorksDays,
    });
    dispatch(planDataReplaced(estimate.planData));
    dispatch(campaignDataReplaced(estimate.campaignData));
    if (estimate.planData.isAreaChecked) {
      dispatch(stepCompleted(paths.applyForm));
      navigate(paths.applyForm2);
    } else {
      navigate(paths.applyArea);
    }
  };

  return (
    <>
      <PageHeading lead={copy.simulationCopy.lead}>{copy.simulationCopy.heading}</PageHeading>
      {plan.isAreaChecked ? (
        <Notice tone="success">{copy.simulationCopy.areaCheckedServed}</Notice>
      ) : (
        <Notice>{copy.simulationCopy.areaNotChecked}</Notice>
      )}
      <div className="simulation">
        <form
          id="simulation-form"
          className="form simulation__form"
          onSubmit={onSubmit}
          aria-label={copy.simulationCopy.heading}
        >
          <BuildingTypeFieldset plan={plan} change={change} />
          <PlanFieldset plan={plan} change={change} />
          <BaseMenuFieldset plan={plan} change={change} />
          <PhoneOptionsFieldset plan={plan} change={change} />
          <EntertainmentFieldset plan={plan} change={change} />
          <OtherOptionsFieldset plan={plan} change={change} />
          <ConstructionFieldset plan={plan} change={change} wishedWorksDays={wishedWorksDays} />
          <BaseCampaignFieldset inputs={inputs} figures={figures} />
          <ChangeCampaignFieldset inputs={inputs} figures={figures} />
        </form>
        {/* Busy while the figures still follow an earlier choice (a moment on a slow phone). */}
        <aside
          className="simulation__summary"
          aria-label={copy.summaryCopy.heading}
          aria-busy={figuresPending(inputs, figures)}
        >
          <PriceSummary breakdown={breakdown} />
        </aside>
        {/* After the estimate in reading order, so a phone shows the price before the button. */}
        <div className="actions simulation__actions">
          <button type="submit" form="simulation-form" className="button button--primary">
            {copy.simulationCopy.submit}
          </button>
        </div>
        {/* Phones: the two key figures stay in sight while choosing; the summary above is the accessible one. */}
        <div className="simulation__bar" aria-hidden="true">
          <span>
            {copy.summaryCopy.firstYear} <strong>{formatYen(breakdown.monthlyTotal.firstYear)}</strong>
          </span>
          <span>
            {copy.summaryCopy.effective(breakdown.termMonths)}{' '}
            <strong>{formatYen(breakdown.effectiveMonthly)}</strong>
          </span>
        </div>
      </div>
    </>
  );
}
