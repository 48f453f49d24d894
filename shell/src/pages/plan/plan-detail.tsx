import { paths, type BuildingKind } from '@hikari/shared/domain/core';
import { contractTerms } from '@hikari/shared/domain/contract-terms';
import { PageHeading } from '@hikari/shared/ui';
import { buildingNames } from '../../content/plan-names';
import {
  TAX_NOTE,
  constructionPaths,
  installationExitNote,
  planCtas,
  planDetailCopy,
  speedNote,
} from '../../content/plan-pages';
import { CampaignAndOptionSections, OneTimeFeeTable, PlanPriceTable } from './plan-tables';
import { LinkParagraph, PageActions, PageSection, Paragraphs } from '../parts';

/** /plan/home/ and /plan/mansion/: one building kind in full. */
export function PlanDetail({ kind }: { kind: BuildingKind }) {
  const copy = planDetailCopy[kind];
  const name = buildingNames[kind];
  return (
    <>
      <PageHeading lead={copy.lead}>{name}プラン</PageHeading>
      <Paragraphs texts={copy.intro} />

      <PageSection id="plan-monthly" heading="月額料金">
        <PlanPriceTable kind={kind} />
        <p className="fine-print">
          {TAX_NOTE}
          {speedNote}
        </p>
        <PageActions
          primary={{ to: paths.applyForm, label: planCtas.simulate }}
          secondary={{ to: paths.area, label: planCtas.area, variant: 'ghost' }}
        />
      </PageSection>

      <PageSection id="plan-initial" heading="初期費用">
        <OneTimeFeeTable />
        <p>{installationExitNote()}</p>
        <LinkParagraph to={constructionPaths[kind]}>{name}の開通工事の流れと準備</LinkParagraph>
      </PageSection>

      <CampaignAndOptionSections idPrefix="plan" />

      <PageSection id="plan-contract" heading="契約期間と解約">
        <p>
          {contractTerms.contractPeriod()}
          {contractTerms.earlyTermination()}
          開通工事費の残額や撤去工事費など、解約時にかかる費用の一覧は別のページでご案内しています。
        </p>
        <LinkParagraph to={paths.serviceCancellation}>{planCtas.cancellation}</LinkParagraph>
      </PageSection>

      <PageActions primary={{ to: paths.applyForm, label: planCtas.simulate }} band />
    </>
  );
}
