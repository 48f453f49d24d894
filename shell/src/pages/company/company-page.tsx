import { paths } from '@hikari/shared/domain/core';
import { PageHeading, TableScroll } from '@hikari/shared/ui';
import {
  COMPANY_NAME,
  companyHistory,
  companyMessage,
  companyOutline,
  salesLineNote,
} from '../../content/company-profile';
import { useScrollToHash } from '../../lib';
import { LinkParagraph, PageSection, Paragraphs, PhoneWindowCards } from '../parts';

/** A table of labelled facts (a heading cell, then its value; the heading is the key) in its scroll area. */
function OutlineTable({ label, rows }: { label: string; rows: readonly (readonly [string, string])[] }) {
  return (
    <TableScroll label={label}>
      <table className="data outline-table">
        <tbody>
          {rows.map(([heading, value]) => (
            <tr key={heading}>
              <th scope="row">{heading}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export default function CompanyPage() {
  useScrollToHash();
  return (
    <>
      <PageHeading lead={`${COMPANY_NAME}の会社情報です。`}>会社概要</PageHeading>

      <section id="info" className="section anchor-target" aria-labelledby="info-heading">
        <h2 id="info-heading">会社情報</h2>
        <OutlineTable label="会社情報" rows={companyOutline.map((row) => [row.label, row.value])} />
      </section>

      <PageSection id="message" heading="ごあいさつ">
        <Paragraphs texts={companyMessage} />
      </PageSection>

      <PageSection id="history" heading="沿革">
        <OutlineTable label="沿革" rows={companyHistory.map((entry) => [entry.date, entry.event])} />
      </PageSection>

      <PageSection id="company-contact" heading="お問い合わせ先">
        <PhoneWindowCards />
        <p>{salesLineNote}</p>
        <LinkParagraph to={paths.privacy}>個人情報の取り扱いについて</LinkParagraph>
      </PageSection>
    </>
  );
}
