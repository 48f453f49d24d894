import { Link } from 'react-router-dom';
import { DEFAULT_SETTINGS, paths } from '@hikari/shared/domain/core';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { PageHeading } from '@hikari/shared/ui';
import { phoneWindows, receptionHoursLabel, telHref } from '../../content/company-profile';
import { supportCopy, supportTasks } from '../../content/support';
import { ItemList, LinkCards, LinkParagraph, PageSection, PhoneWindowCards, StepList } from '../parts';

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
        <LinkCards items={supportTasks} />
      </PageSection>

      <PageSection id="support-trouble" heading={supportCopy.troubleHeading}>
        <p>{supportCopy.troubleLead}</p>
        <StepList steps={supportCopy.troubleSteps} />
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
        {supportCopy.coolingOff.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <LinkParagraph to={paths.serviceCancellation}>{supportCopy.cancelLink}</LinkParagraph>
      </PageSection>
    </>
  );
}
