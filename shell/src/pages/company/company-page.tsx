import { Link } from 'react-router-dom';
import { paths } from '@hikari/shared/domain';
import { PageHeading, TableScroll } from '@hikari/shared/ui';
import {
  COMPANY_NAME,
  companyHistory,
  companyMessage,
  companyOutline,
  salesLineNote,
} from '../../content/company-profile';
import { useScrollToHash } from '../../lib';
import { PageSection, Paragraphs, PhoneWindowCards } from '../parts';

export default function CompanyPage() {
  useScrollToHash();
  return (
    <>
      <PageHeading lead={`${COMPANY_NAME}の会社情報です。`}>会社概要</PageHeading>

      <section id="info" className="section anchor-target" aria-labelledby="info-heading">
        <h2 id="info-heading">会社情報</h2>
        <TableScroll label="会社情報">
          <table className="data outline-table">
            <tbody>
              {companyOutline.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <PageSection id="message" heading="ごあいさつ">
        <Paragraphs texts={companyMessage} />
      </PageSection>

      <PageSection id="history" heading="沿革">
        <TableScroll label="沿革">
          <table className="data outline-table">
            <tbody>
              {companyHistory.map((entry) => (
                <tr key={entry.date}>
                  <th scope="row">{entry.date}</th>
                  <td>{entry.event}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </PageSection>

      <PageSection id="company-contact" heading="お問い合わせ先">
        <PhoneWindowCards />
        <p>{salesLineNote}</p>
        <p>
          <Link to={paths.privacy}>個人情報の取り扱いについて</Link>
        </p>
      </PageSection>
    </>
  );
}
