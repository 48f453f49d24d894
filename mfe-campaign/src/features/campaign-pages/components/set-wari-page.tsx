import { findRoute, formatYen, paths } from '@hikari/shared/domain';
import { PageHeading, usePageInstant } from '@hikari/shared/ui';
import { pageCopy } from '../../../content/page-copy';
import { setWariCopy, setWariPageOf, type SetWariPath } from '../../../content/set-wari-pages';
import { setWariVerdicts } from '../eligibility';
import { useSimulationView } from '../simulation-view';
import { ContentTable } from './content-table';
import { EligibilityStatus } from './eligibility-status';
import { SetWariCalculator } from './set-wari-calculator';
import { PageEnd } from './page-end';

export interface SetWariPageProps {
  path: SetWariPath;
}

/** A bundle discount with a smartphone carrier: what it takes off, for whom, and a calculator. */
export function SetWariPage({ path }: SetWariPageProps) {
  const at = usePageInstant();
  const view = useSimulationView(at);
  const content = setWariPageOf(path);
  const verdict = setWariVerdicts[path](view);

  return (
    <>
      <PageHeading lead={content.lead}>{findRoute(path)?.title}</PageHeading>
      <EligibilityStatus verdict={verdict} planData={view.planData} />
      <section className="section" aria-labelledby="set-wari-tiers-heading">
        <h2 id="set-wari-tiers-heading">{setWariCopy.tiersHeading}</h2>
        <ContentTable
          table={{
            caption: setWariCopy.tiersCaption(content.carrier),
            columns: [...setWariCopy.tiersColumns],
            rows: content.tiers.map((tier) => ({ header: tier.label, cells: [formatYen(tier.perLine)] })),
          }}
        />
      </section>
      <SetWariCalculator content={content} />
      <PageEnd content={content} howHeading={pageCopy.setWariHowHeading} backTo={paths.campaignSetWari} />
    </>
  );
}
