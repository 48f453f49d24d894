import { Link } from 'react-router-dom';
import { paths, type PlanData } from '@hikari/shared/domain';
import { Notice } from '@hikari/shared/ui';
import { eligibilityCopy as copy, simulationLabel } from '../../../content/eligibility-copy';
import type { Verdict } from '../eligibility';

export interface EligibilityStatusProps {
  verdict: Verdict;
  planData: PlanData;
}

/** Says plainly whether the page's benefit applies to the visitor's current simulation. */
export function EligibilityStatus({ verdict, planData }: EligibilityStatusProps) {
  const simulation = simulationLabel(planData);
  return (
    <section className="section" aria-labelledby="eligibility-heading">
      <h2 id="eligibility-heading">{copy.heading}</h2>
      <Notice
        tone={verdict.applies ? 'success' : 'warning'}
        title={verdict.applies ? copy.applies(simulation) : copy.doesNotApply(simulation)}
      >
        <p>{verdict.detail}</p>
        <p>
          <Link to={paths.applyForm}>{copy.changeLink}</Link>
        </p>
      </Notice>
    </section>
  );
}
