import { Link } from 'react-router-dom';
import { callHoursLabel, DEFAULT_SETTINGS, paths } from '@hikari/shared/domain';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { supportCopy as copy } from '../../../content/transfer-content';

/**
 * Where a customer goes when the web cannot do the transfer. The support
 * centre's number is printed on the support page, its one home, so this
 * block links there and gives the published hours from the settings.
 */
export function SupportGuidance({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const callTime = useAppSelector(selectSettings)?.callTime ?? DEFAULT_SETTINGS.callTime;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="transfer-support-heading">
      <Heading id="transfer-support-heading">{copy.heading}</Heading>
      <p>{copy.phone}</p>
      <p>{copy.hours(callHoursLabel(callTime))}</p>
      <p>{copy.prepare}</p>
      <p>
        <Link to={paths.support} className="button button--secondary">
          {copy.link}
        </Link>
      </p>
    </section>
  );
}
