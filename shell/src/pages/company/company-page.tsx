import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_SETTINGS, paths } from '@hikari/shared/domain';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { PageHeading, TableScroll } from '@hikari/shared/ui';
import {
  COMPANY_NAME,
  companyHistory,
  companyMessage,
  companyOutline,
  phoneWindows,
  receptionHoursLabel,
  salesLineNote,
  telHref,
} from '../../content/company-profile';

/**
 * The menus link to /company/#info. The page arrives as a lazy chunk after
 * the browser has already looked for the anchor, so the page scrolls to it
 * itself once it is in the document.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // After the frame, so the layout's scroll-to-top on navigation (an effect
    // of a parent, which runs after this one) does not undo it.
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

export default function CompanyPage() {
  useScrollToHash();
  const callTime = (useAppSelector(selectSettings) ?? DEFAULT_SETTINGS).callTime;
  const windows = [phoneWindows.support, phoneWindows.trouble];
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

      <section className="section" aria-labelledby="message-heading">
        <h2 id="message-heading">ごあいさつ</h2>
        {companyMessage.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section className="section" aria-labelledby="history-heading">
        <h2 id="history-heading">沿革</h2>
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
      </section>

      <section className="section" aria-labelledby="company-contact-heading">
        <h2 id="company-contact-heading">お問い合わせ先</h2>
        <ul className="cards">
          {windows.map((line) => (
            <li key={line.number} className="card">
              <h3>{line.name}</h3>
              <p className="phone-number">
                <a href={telHref(line.number)}>{line.number}</a>
              </p>
              <p>{receptionHoursLabel(line, callTime)}</p>
              <p>{line.purpose}</p>
            </li>
          ))}
        </ul>
        <p>{salesLineNote}</p>
        <p>
          <Link to={paths.privacy}>個人情報の取り扱いについて</Link>
        </p>
      </section>
    </>
  );
}
