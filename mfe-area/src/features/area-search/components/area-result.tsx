import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  DEFAULT_SETTINGS,
  areaNoticeLinks,
  callHoursLabel,
  isServedPrefecture,
  type AreaAddressInput,
  type AreaSearchResult,
} from '@hikari/shared/domain';
import { selectSettings, useAppSelector } from '@hikari/shared/store';
import { Notice, type AreaSearchOutcome } from '@hikari/shared/ui';
import { resultCopy } from '../../../content/area-copy';
import { formatAddress } from './format-address';

export type AreaAnswerKind =
  'failed' | 'outsidePrefecture' | 'served' | 'notAvailable' | 'unidentified' | 'notServed';

/** Which of the answers the visitor gets; each has its own wording and next step. */
export function answerKind({ address, result }: AreaSearchOutcome): AreaAnswerKind {
  if (result.result !== 'success') return 'failed';
  if (!isServedPrefecture(address.prefecture)) return 'outsidePrefecture';
  if (result.isServiceArea === true) return 'served';
  if (address.buildingType === 1 && result.isRegister === true && result.isNonAvailable === true)
    return 'notAvailable';
  // An unregistered building in a served town is 'unidentified' too, but served: checked above.
  if (result.status === 'unidentified') return 'unidentified';
  return 'notServed';
}

const yesNo = (value: boolean | null, yes: string, no: string) =>
  value === true ? yes : value === false ? no : resultCopy.unknown;

function ServiceDetails({ outcome }: { outcome: AreaSearchOutcome }) {
  const { address, result } = outcome;
  const rows: [string, ReactNode][] = [
    [
      resultCopy.serviceArea,
      yesNo(result.isServiceArea, resultCopy.serviceAreaYes, resultCopy.serviceAreaNo),
    ],
    [resultCopy.tenGiga, yesNo(result.is10GArea, resultCopy.tenGigaYes, resultCopy.tenGigaNo)],
    [resultCopy.tv, yesNo(result.isTVArea, resultCopy.tvYes, resultCopy.tvNo)],
    [resultCopy.period, result.period ?? resultCopy.periodNow],
  ];
  if (address.buildingType === 1) {
    rows.push([
      resultCopy.building,
      result.isRegister ? resultCopy.buildingRegistered : resultCopy.buildingNotRegistered,
    ]);
    if (result.isRegister && result.mansionPlanType) {
      rows.push([
        resultCopy.planType,
        resultCopy.planTypes[result.mansionPlanType] ?? result.mansionPlanType,
      ]);
    }
  }
  return (
    <dl className="area-result__details">
      {rows.map(([term, description]) => (
        <div key={term} className="area-result__row">
          <dt>{term}</dt>
          <dd>{description}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What an address out of the area can do instead of applying: be told when
 * service starts there, or ask a question; neither books a visit. The links
 * hand the searched address to the form in the history state, not the URL.
 */
function ContactGuidance({ address, onPhone }: { address: AreaAddressInput; onPhone?: () => void }) {
  // The published (display) hours, as the shell's phone modal shows them.
  const callTime = useAppSelector(selectSettings)?.callTime ?? DEFAULT_SETTINGS.callTime;
  return (
    <section className="area-result__contact" aria-labelledby="area-result-contact">
      <h3 id="area-result-contact">{resultCopy.contactTitle}</h3>
      <p>{resultCopy.contactLead}</p>
      <p className="actions">
        <Link
          to={areaNoticeLinks.notice}
          state={{ areaAddress: address }}
          className="button button--secondary"
        >
          {resultCopy.noticeLink}
        </Link>
        <Link to={areaNoticeLinks.question} state={{ areaAddress: address }} className="button button--ghost">
          {resultCopy.questionLink}
        </Link>
      </p>
      <p>
        {resultCopy.phoneLead(callHoursLabel(callTime))}
        {onPhone ? (
          <>
            {' '}
            <button type="button" className="button button--ghost button--small" onClick={onPhone}>
              {resultCopy.phoneButton}
            </button>
          </>
        ) : null}
      </p>
    </section>
  );
}

/** The buttons that close an answer: its own next step (if any), then "another address". */
function ClosingActions({
  children,
  onAnotherAddress,
}: {
  children?: ReactNode;
  onAnotherAddress: () => void;
}) {
  return (
    <div className="actions">
      {children}
      <button type="button" className="button button--ghost" onClick={onAnotherAddress}>
        {resultCopy.anotherAddress}
      </button>
    </div>
  );
}

export interface AreaResultProps {
  outcome: AreaSearchOutcome;
  /** Move focus to the heading: true right after a search, false when the answer was restored on load. */
  focusHeading: boolean;
  /** The next step under a served answer; the host of the widget offers its own. */
  servedAction?: ReactNode;
  retrying: boolean;
  onRetry: () => void;
  onFix: () => void;
  onAnotherAddress: () => void;
  onPhone?: () => void;
}

/** The answer in plain words: what is available here, and what the visitor can do next. */
export function AreaResult({
  outcome,
  focusHeading,
  servedAction,
  retrying,
  onRetry,
  onFix,
  onAnotherAddress,
  onPhone,
}: AreaResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, outcome]);

  const kind = answerKind(outcome);
  const { address, result } = outcome;

  return (
    <section className={`area-result area-result--${kind}`} aria-labelledby="area-result-heading">
      <h2 id="area-result-heading" ref={heading} tabIndex={-1}>
        {resultCopy.heading}
      </h2>
      <p className="area-result__address">
        <span className="area-result__label">{resultCopy.searchedAddress}：</span>
        {formatAddress(address)}（{resultCopy.buildingTypeLabels[address.buildingType]}）
      </p>

      {kind === 'failed' ? (
        <>
          <Notice tone="error" title={resultCopy.failedTitle}>
            <p>{resultCopy.failedLead}</p>
          </Notice>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
              {resultCopy.retry}
            </button>
            <button type="button" className="button button--ghost" onClick={onFix}>
              {resultCopy.fix}
            </button>
          </div>
        </>
      ) : null}

      {kind === 'served' ? (
        <>
          <Notice tone="success" title={resultCopy.servedTitle}>
            <p>{result.period ? resultCopy.servedLaterLead(result.period) : resultCopy.servedLead}</p>
          </Notice>
          <ServiceDetails outcome={outcome} />
          <ResultNotes result={result} />
          <ClosingActions onAnotherAddress={onAnotherAddress}>{servedAction}</ClosingActions>
        </>
      ) : null}

      {kind === 'outsidePrefecture' || kind === 'notServed' || kind === 'notAvailable' ? (
        <>
          <Notice tone="warning" title={titleOf(kind, address.prefecture)}>
            <p>{leadOf(kind)}</p>
          </Notice>
          {kind === 'notServed' ? <ServiceDetails outcome={outcome} /> : null}
          <ResultNotes result={result} />
          <ContactGuidance address={address} onPhone={onPhone} />
          <ClosingActions onAnotherAddress={onAnotherAddress} />
        </>
      ) : null}

      {kind === 'unidentified' ? (
        <>
          <Notice tone="warning" title={resultCopy.unidentifiedTitle}>
            <p>{resultCopy.unidentifiedLead}</p>
          </Notice>
          <ResultNotes result={result} />
          <ContactGuidance address={address} onPhone={onPhone} />
          <ClosingActions onAnotherAddress={onAnotherAddress}>
            <button type="button" className="button button--primary" onClick={onFix}>
              {resultCopy.fix}
            </button>
          </ClosingActions>
        </>
      ) : null}
    </section>
  );
}

function titleOf(kind: 'outsidePrefecture' | 'notServed' | 'notAvailable', prefecture: string): string {
  if (kind === 'outsidePrefecture') return resultCopy.outsidePrefectureTitle(prefecture);
  if (kind === 'notAvailable') return resultCopy.notAvailableTitle;
  return resultCopy.notServedTitle;
}

function leadOf(kind: 'outsidePrefecture' | 'notServed' | 'notAvailable'): string {
  if (kind === 'outsidePrefecture') return resultCopy.outsidePrefectureLead;
  if (kind === 'notAvailable') return resultCopy.notAvailableLead;
  return resultCopy.notServedLead;
}

function ResultNotes({ result }: { result: AreaSearchResult }) {
  if (!result.notes) return null;
  return (
    <div className="area-result__notes">
      <h3>{resultCopy.notes}</h3>
      <p>{result.notes}</p>
    </div>
  );
}
