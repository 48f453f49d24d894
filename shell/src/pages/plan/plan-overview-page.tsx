import { paths } from '@hikari/shared/domain/core';
import { PageHeading } from '@hikari/shared/ui';
import { TAX_NOTE, installationExitNote, planCtas, planOverview, speedNote } from '../../content/plan-pages';
import {
  CampaignAndOptionSections,
  OneTimeFeeTable,
  PlanDetailLinks,
  PlanOverviewTable,
} from './plan-tables';
import { PageActions, PageSection, Paragraphs } from '../parts';

/** /plan/: every plan at a glance, then the fees all plans share. */
export default function PlanOverviewPage() {
  return (
    <>
      <PageHeading lead={planOverview.lead}>料金プラン</PageHeading>

      <PageSection id="plans-monthly" heading="月額料金">
        <PlanOverviewTable />
        <p className="fine-print">
          {TAX_NOTE}
          {speedNote}
        </p>
        <PlanDetailLinks />
      </PageSection>

      <PageSection id="plans-choose" heading={planOverview.chooseHeading}>
        <Paragraphs texts={planOverview.choose} />
      </PageSection>

      <PageSection id="plans-initial" heading="初期費用">
        <p>戸建て・マンションとも同じです。</p>
        <OneTimeFeeTable />
        <p>{installationExitNote()}</p>
      </PageSection>

      <CampaignAndOptionSections idPrefix="plans" />

      <PageActions
        primary={{ to: paths.applyForm, label: planCtas.simulate }}
        secondary={{ to: paths.area, label: planCtas.area, variant: 'ghost' }}
        band
      />
    </>
  );
}
