import { DEFAULT_SETTINGS } from '@hikari/shared/domain/core';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { phoneWindows, receptionHoursLabel, telHref } from '../../content/company-profile';

const WINDOWS = [phoneWindows.support, phoneWindows.trouble];

/**
 * The support centre and the trouble line: name, number (a tel: link), the
 * reception hours of the settings (the defaults until they arrive), purpose.
 * @param testIds default false; true marks each card `phone-<hours>`.
 */
export function PhoneWindowCards({ testIds = false }: { testIds?: boolean }) {
  const callTime = (useAppSelector(selectSettings) ?? DEFAULT_SETTINGS).callTime;
  return (
    <ul className="cards">
      {WINDOWS.map((line) => (
        <li key={line.number} className="card" data-testid={testIds ? `phone-${line.hours}` : undefined}>
          <h3>{line.name}</h3>
          <p className="phone-number">
            <a href={telHref(line.number)}>{line.number}</a>
          </p>
          <p>{receptionHoursLabel(line, callTime)}</p>
          <p>{line.purpose}</p>
        </li>
      ))}
    </ul>
  );
}
