import { DEFAULT_SETTINGS, phoneWindows, receptionHoursLabel, telHref } from '@hikari/shared/domain';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { detailCopy } from '../../../content/option-detail-copy';
import type { PriceOnRequest } from '../../../content/option-pages';

/** The support centre the price and the application go through, with today's published hours. */
export function SupportWindow() {
  const callTime = (useAppSelector(selectSettings) ?? DEFAULT_SETTINGS).callTime;
  const desk = phoneWindows.support;
  return (
    <p className="option-support-window" data-testid="support-window">
      {desk.name}：<a href={telHref(desk.number)}>{desk.number}</a>
      <br />
      {receptionHoursLabel(desk, callTime)}
    </p>
  );
}

export interface PriceOnRequestSectionProps {
  content: PriceOnRequest;
  /** Prefix of the ids of the section's headings. */
  idPrefix: string;
}

/** In place of a price table, for a service the catalog does not price: how the price is learnt, and what comes on top. */
export function PriceOnRequestSection({ content, idPrefix }: PriceOnRequestSectionProps) {
  return (
    <>
      <h3 id={`${idPrefix}-how`}>{detailCopy.pricesHow}</h3>
      {content.how.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <SupportWindow />
      {content.extra.length > 0 ? (
        <>
          <h3 id={`${idPrefix}-extra`}>{detailCopy.pricesExtra}</h3>
          <ul>
            {content.extra.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : null}
      {content.alternative ? <p>{content.alternative}</p> : null}
    </>
  );
}
