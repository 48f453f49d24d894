import { formatYen, paths, priceCatalog } from '@hikari/shared/domain/core';
import { PageHeading } from '@hikari/shared/ui';
import { cautionLead, cautionSections } from '../../content/service-caution-notes';
import { ItemList, LinkStack, PageActions, PageSection } from '../parts';

export default function CautionNotesPage() {
  const sections = cautionSections({
    term: priceCatalog.termMonths,
    holidayFee: formatYen(priceCatalog.fees.holidayInstallation),
    tvInstallationFee: formatYen(priceCatalog.fees.tvInstallation),
  });
  return (
    <>
      <PageHeading lead={cautionLead}>お申し込み時の注意事項</PageHeading>
      {sections.map((section) => (
        <PageSection key={section.id} id={`caution-${section.id}`} heading={section.title}>
          <ItemList items={section.items} />
          {section.links ? <LinkStack links={section.links} /> : null}
        </PageSection>
      ))}
      <PageActions
        primary={{ to: paths.applyForm, label: '注意事項を確認して、料金シミュレーション・お申し込みへ進む' }}
        band
      />
    </>
  );
}
