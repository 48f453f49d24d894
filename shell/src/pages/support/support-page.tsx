import { Link } from 'react-router-dom';
import { DEFAULT_SETTINGS, paths } from '@hikari/shared/domain';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { PageHeading } from '@hikari/shared/ui';
import { phoneWindows, receptionHoursLabel, telHref } from '../../content/company-profile';
import { supportCopy, supportTasks } from '../../content/support';
import { ItemList, PageSection, PhoneWindowCards } from '../parts';

export default function SupportPage() {
  const callTime = (useAppSelector(selectSettings) ?? DEFAULT_SETTINGS).callTime;
  return (
    <>
      <PageHeading lead={supportCopy.lead}>ご契約中のお客さまサポート</PageHeading>

      <PageSection id="support-phone" heading={supportCopy.phoneHeading}>
        <PhoneWindowCards testIds />
        <p className="fine-print">{supportCopy.phoneNote}</p>
      </PageSection>

      <PageSection id="support-prepare" heading={supportCopy.prepareHeading}>
        <ItemList items={supportCopy.prepare} />
      </PageSection>

      <PageSection id="support-web" heading={supportCopy.webHeading}>
        <ul className="cards">
          {supportTasks.map((task) => (
            <li key={task.to} className="card">
              <h3>
                <Link to={task.to}>{task.title}</Link>
              </h3>
              <p>{task.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="support-trouble" heading={supportCopy.troubleHeading}>
        <p>{supportCopy.troubleLead}</p>
        <ol className="step-list">
          {supportCopy.troubleSteps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p>
          {phoneWindows.trouble.name}：
          <a href={telHref(phoneWindows.trouble.number)}>{phoneWindows.trouble.number}</a>（
          {receptionHoursLabel(phoneWindows.trouble, callTime)}）
        </p>
        <p>
          <Link to={`${paths.faq}#faq-trouble`}>{supportCopy.faqLink}</Link>
        </p>
      </PageSection>

      <PageSection id="support-cancel" heading={supportCopy.cancelHeading}>
        <p>{supportCopy.cancelText}</p>
        <p>
          <Link to={paths.serviceCancellation}>{supportCopy.cancelLink}</Link>
        </p>
      </PageSection>
    </>
  );
}
