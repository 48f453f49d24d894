import { earlyTerminationFee, formatYen, priceCatalog } from '@hikari/shared/domain/core';
import { PageHeading } from '@hikari/shared/ui';
import { installationBalance, installationInstallments } from '../../content/fee-figures';
import {
  BUILDING_ORDER,
  BUILDING_TYPE,
  PLAN_ORDER,
  buildingNames,
  planNames,
} from '../../content/plan-names';
import { cancellationCopy as copy, cancellationLinks } from '../../content/service-cancellation';
import { DataTable, ItemList, LinkParagraph, LinkStack, PageSection, Paragraphs } from '../parts';

export default function CancellationPage() {
  const catalog = priceCatalog;
  const term = catalog.termMonths;
  const split = installationInstallments(catalog);
  return (
    <>
      <PageHeading lead={copy.lead}>解約時の費用について</PageHeading>

      <PageSection id="cancel-summary" heading={copy.summaryHeading}>
        <ItemList items={copy.summaryItems} />
      </PageSection>

      <PageSection id="cancel-early" heading={copy.earlyHeading}>
        <p>{copy.earlyText(term)}</p>
        <DataTable
          caption={copy.earlyCaption}
          testId="early-termination"
          columns={['プラン', copy.insideTerm(term), copy.afterTerm(term)]}
        >
          {BUILDING_ORDER.flatMap((kind) =>
            PLAN_ORDER.map((plan) => (
              <tr key={`${kind}-${plan}`} data-building={kind} data-plan={plan}>
                <th scope="row">
                  {buildingNames[kind]} {planNames[plan]}
                </th>
                <td className="num" data-column="inside">
                  {formatYen(earlyTerminationFee(BUILDING_TYPE[kind], plan, term - 1, catalog))}
                </td>
                <td className="num" data-column="after">
                  {formatYen(earlyTerminationFee(BUILDING_TYPE[kind], plan, term, catalog))}
                </td>
              </tr>
            )),
          )}
        </DataTable>
        <p>{copy.earlyNote}</p>
        <LinkParagraph to={cancellationLinks.transfer}>{copy.transferLink}</LinkParagraph>
      </PageSection>

      <PageSection id="cancel-installation" heading={copy.installationHeading}>
        <p>
          {copy.installationText(
            split.months,
            formatYen(split.first),
            formatYen(split.monthly),
            catalog.standing.freeInstallation,
          )}
        </p>
        <DataTable
          caption={copy.installationCaption}
          testId="installation-balance"
          columns={[
            copy.installationColumns.month,
            copy.installationColumns.paid,
            copy.installationColumns.balance,
          ]}
        >
          {copy.exampleMonths(term).map((month) => (
            <tr key={month} data-month={month}>
              <th scope="row">{month}ヶ月目に解約</th>
              <td className="num">{month}回</td>
              <td className="num">{formatYen(installationBalance(month, catalog))}</td>
            </tr>
          ))}
        </DataTable>
      </PageSection>

      <PageSection id="cancel-removal" heading={copy.removalHeading}>
        <p>{copy.removalText}</p>
        <DataTable
          caption={copy.removalCaption}
          testId="removal"
          columns={[copy.removalColumns.item, copy.removalColumns.fee]}
        >
          <tr data-fee="removalNet">
            <th scope="row">{copy.removalNetLabel}</th>
            <td className="num">{formatYen(catalog.fees.removalNet)}</td>
          </tr>
          <tr data-fee="removalTV">
            <th scope="row">{copy.removalTVLabel}</th>
            <td className="num">{formatYen(catalog.fees.removalTV)}</td>
          </tr>
        </DataTable>
      </PageSection>

      <PageSection id="cancel-other" heading={copy.otherHeading}>
        <ItemList items={copy.other} />
      </PageSection>

      <PageSection id="cancel-how" heading={copy.howHeading}>
        <Paragraphs texts={copy.how} />
        <LinkStack
          links={[
            { to: cancellationLinks.support, label: copy.supportLink },
            { to: cancellationLinks.faq, label: copy.faqLink },
          ]}
        />
      </PageSection>
    </>
  );
}
