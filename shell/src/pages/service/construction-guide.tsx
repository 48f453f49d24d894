import { feeLabels, formatYen, paths, priceCatalog, type BuildingKind } from '@hikari/shared/domain/core';
import { PageHeading } from '@hikari/shared/ui';
import { installationInstallments } from '../../content/fee-figures';
import { constructionCommon as common, constructionGuides } from '../../content/service-construction';
import { DataTable, ItemList, LinkParagraph, PageActions, PageSection, Paragraphs, StepList } from '../parts';

/** /service/construction/home/ and /mansion/: the same outline, the building's own steps. */
export function ConstructionGuidePage({ kind }: { kind: BuildingKind }) {
  const guide = constructionGuides[kind];
  const { fees, standing } = priceCatalog;
  const split = installationInstallments(priceCatalog);
  const feeRows = [
    {
      id: 'installation',
      label: feeLabels.installation,
      fee: formatYen(fees.installation),
      note: common.installationNote(
        split.months,
        formatYen(split.first),
        formatYen(split.monthly),
        standing.freeInstallation,
      ),
    },
    {
      id: 'holidayInstallation',
      label: feeLabels.holidayInstallation,
      fee: formatYen(fees.holidayInstallation),
      note: common.holidayNote,
    },
    {
      id: 'tvInstallation',
      label: feeLabels.tvInstallation,
      fee: formatYen(fees.tvInstallation),
      note: common.tvNote,
    },
  ];

  return (
    <>
      <PageHeading lead={guide.lead}>{guide.title}</PageHeading>

      <PageSection id="construction-steps" heading={guide.stepsHeading}>
        <p>{common.stepsLead}</p>
        <StepList steps={guide.steps} />
      </PageSection>

      <PageSection id="construction-duration" heading={common.durationHeading}>
        <Paragraphs texts={guide.duration} />
      </PageSection>

      {guide.wiring ? (
        <PageSection id="construction-wiring" heading={guide.wiring.heading}>
          <p>{guide.wiring.text}</p>
          <DataTable
            caption={guide.wiring.caption}
            columns={['配線方式', 'しくみ', 'ご利用いただけるプラン・速度']}
          >
            {guide.wiring.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td className="cell-note">{row.description}</td>
                <td>{row.speed}</td>
              </tr>
            ))}
          </DataTable>
        </PageSection>
      ) : null}

      <PageSection id="construction-prepare" heading={common.prepareHeading}>
        <ItemList items={guide.prepare} className="check-list" />
      </PageSection>

      <PageSection id="construction-fees" heading={common.feesHeading}>
        <DataTable
          caption={common.feesCaption}
          columns={[common.feeColumns.item, common.feeColumns.fee, common.feeColumns.note]}
        >
          {feeRows.map((row) => (
            <tr key={row.id} data-fee={row.id}>
              <th scope="row">{row.label}</th>
              <td className="num">{row.fee}</td>
              <td className="cell-note">{row.note}</td>
            </tr>
          ))}
        </DataTable>
      </PageSection>

      <PageSection id="construction-notes" heading={common.notesHeading}>
        <ItemList items={guide.notes} />
      </PageSection>

      <PageSection id="construction-reschedule" heading={common.rescheduleHeading}>
        <p>{common.rescheduleText}</p>
        <LinkParagraph to={paths.contact}>{common.rescheduleLink}</LinkParagraph>
      </PageSection>

      <PageActions primary={{ to: paths.applyForm, label: common.applyLink }} band />
    </>
  );
}
