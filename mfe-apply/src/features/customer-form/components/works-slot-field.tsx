import { skipToken } from '@hikari/shared/api';
import { useField, useFormikContext } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  WORKS_BANDS,
  WORKS_HOLD_MINUTES,
  formatJstDateJa,
  jstInstant,
  parseYmd,
  worksSlotLabel,
  type WorksSlotChoice,
} from '@hikari/shared/domain';
import { errorId, fieldId, hintId, useFieldError } from '@hikari/shared/form-ui';
import { selectPlanData, useAppSelector } from '@hikari/shared/store';
import { selectSubmission } from '../../apply-flow';
import { form3Copy as copy } from '../../../content/customer-form-content';
import { holdEndsAt, holdTimeLabel, isHoldExpired } from '../../../lib/works-hold';
import { useWorksSlotsQuery, type WorksSlotOption, type WorksSlotQuery } from '../api';
import type { Form3Values } from './form3-values';
import { useWorksHold, type TakenSlot } from './use-works-hold';
import {
  groupByDate,
  holdFits,
  sameQuery,
  slotKeyOf,
  withHeldSlot,
  worksQueryOf,
  type SlotDay,
} from './works-slot-rules';

const NAME = 'worksSlot';
/** Where the server names this answer when it refuses the application. */
const SERVER_PATH = `customer.${NAME}`;
const STATUS_ID = 'works-slot-status';
const LIST_HINT_ID = 'works-slot-list-hint';

type Mode = 'book' | 'later';

/** '2026年12月8日（火）' of a 'YYYY-MM-DD'. */
function dayLabel(date: string): string {
  const d = parseYmd(date);
  return d ? formatJstDateJa(jstInstant(d.year, d.month, d.day, 12)) : date;
}

/** '午前 9:00～12:00' of a band. */
function bandLabel(band: string): string {
  const b = WORKS_BANDS.find((known) => known.id === band);
  return b ? `${b.label} ${b.from}～${b.to}` : band;
}

const radioId = (slot: { date: string; band: string }) => `works-slot-${slot.date}-${slot.band}`;

/** Re-renders when the hold runs out (`end`: epoch ms), so the field says so without waiting for another change. */
function useClockAt(end: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (end === null) return;
    const wait = end - Date.now();
    if (wait <= 0) {
      // Only when this clock still reads before the end: otherwise nothing changes.
      setNow((shown) => (shown.getTime() >= end ? shown : new Date()));
      return;
    }
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 100, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [end]);
  return now;
}

interface SlotDaysProps {
  days: SlotDay[];
  checkedKey: string | null;
  invalid: boolean;
  describedBy: string;
  onChoose: (slot: WorksSlotOption) => void;
}

/** One group of radios per day; each radio is named by the server's label (day and time band). */
function SlotDays({ days, checkedKey, invalid, describedBy, onChoose }: SlotDaysProps) {
  return (
    <>
      {days.map((day) => (
        <div
          key={day.date}
          role="group"
          aria-labelledby={`works-day-${day.date}`}
          className="works-slot__day"
        >
          <p id={`works-day-${day.date}`} className="works-slot__date">
            {dayLabel(day.date)}
          </p>
          <div className="choices">
            {day.slots.map((slot) => (
              <label key={slot.band} className="choice">
                <input
                  type="radio"
                  name="worksSlotChoice"
                  id={radioId(slot)}
                  value={slotKeyOf(slot)}
                  aria-label={slot.label}
                  checked={checkedKey === slotKeyOf(slot)}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={() => onChoose(slot)}
                />
                {bandLabel(slot.band)}
              </label>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

interface SlotPickerProps {
  query: WorksSlotQuery | null;
  held: WorksSlotChoice | null;
  taken: TakenSlot | null;
  checkedKey: string | null;
  invalid: boolean;
  describedBy: string;
  onChoose: (slot: WorksSlotOption) => void;
  listRef: RefObject<HTMLDivElement | null>;
}

/** The free slots, loaded for the answers given; after a 'taken' answer the nearest free ones come first. */
function SlotPicker({
  query,
  held,
  taken,
  checkedKey,
  invalid,
  describedBy,
  onChoose,
  listRef,
}: SlotPickerProps) {
  // Always asked again on arrival: a slot free a while ago may have been booked since.
  const { currentData, isError, refetch } = useWorksSlotsQuery(query ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const takenKey = taken?.key;
  useEffect(() => {
    if (takenKey && query) void refetch();
  }, [takenKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!query) return <p className="field__hint">{copy.worksSlotNeedsAnswers}</p>;
  if (!currentData) {
    return isError ? (
      <div className="works-slot__message">
        <p className="field__error">{copy.worksSlotLoadFailed}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {copy.worksSlotReload}
        </button>
      </div>
    ) : (
      <p className="field__hint">{copy.worksSlotLoading}</p>
    );
  }
  const alternatives = taken?.alternatives ?? [];
  const first = new Set([...alternatives.map(slotKeyOf), ...(takenKey ? [takenKey] : [])]);
  const rest = withHeldSlot(currentData.slots, held).filter((slot) => !first.has(slotKeyOf(slot)));
  if (alternatives.length === 0 && rest.length === 0) {
    return <p className="field__hint">{currentData.message ?? copy.worksSlotNone}</p>;
  }
  const props = { checkedKey, invalid, describedBy, onChoose };
  return (
    <fieldset className="works-slot__list" aria-describedby={describedBy}>
      <legend>{copy.worksSlotListLegend}</legend>
      <p id={LIST_HINT_ID} className="field__hint">
        {copy.worksSlotListHint(WORKS_HOLD_MINUTES)}
      </p>
      <div ref={listRef} className="works-slot__scroll">
        {alternatives.length > 0 ? (
          <div role="group" aria-labelledby="works-slot-alternatives" className="works-slot__alternatives">
            <p id="works-slot-alternatives" className="works-slot__group-title">
              {copy.worksSlotAlternatives}
            </p>
            <SlotDays days={groupByDate(alternatives)} {...props} />
          </div>
        ) : null}
        {alternatives.length > 0 && rest.length > 0 ? (
          <p className="works-slot__group-title">{copy.worksSlotOthers}</p>
        ) : null}
        <SlotDays days={groupByDate(rest)} {...props} />
      </div>
    </fieldset>
  );
}

/**
 * The rule of the field for Formik (a slot while 「予約する」 is chosen, and a
 * hold that has not run out), and its message as shown: only once touched.
 */
function useWorksSlotCheck(mode: Mode): string | undefined {
  const { validateForm } = useFormikContext<Form3Values>();
  const validate = useCallback(
    (value: WorksSlotChoice | null | undefined) => {
      if (mode !== 'book') return undefined;
      if (!value) return copy.worksSlotRequired;
      if (isHoldExpired(value, new Date()))
        return copy.worksSlotExpired(worksSlotLabel(value), WORKS_HOLD_MINUTES);
      return undefined;
    },
    [mode],
  );
  useField<WorksSlotChoice | null>({ name: NAME, validate });
  const fieldError = useFieldError(NAME);
  // The check of the new choice ran with the rule of the old one: the form is checked again.
  const firstMode = useRef(mode);
  useEffect(() => {
    if (firstMode.current === mode) return;
    firstMode.current = mode;
    void validateForm();
  }, [mode, validateForm]);

  // The server's message goes once the visitor has chosen again; the check that ran with the
  // new choice still had it, so the form is checked again without it.
  const serverMessage = useAppSelector((state) => selectSubmission(state).fieldErrors[SERVER_PATH]);
  const hadServerMessage = useRef(serverMessage !== undefined);
  useEffect(() => {
    if (serverMessage !== undefined) hadServerMessage.current = true;
    else if (hadServerMessage.current) {
      hadServerMessage.current = false;
      void validateForm();
    }
  }, [serverMessage, validateForm]);
  return fieldError;
}

/**
 * 工事日のご予約 on /apply/form3/: book a works slot now (held for 20
 * minutes, booked with the application) or leave the date to the phone call.
 * The choice is the form value `worksSlot`, kept with the other answers.
 */
export function WorksSlotField() {
  const { values, setFieldValue } = useFormikContext<Form3Values>();
  const buildingType = useAppSelector(selectPlanData).buildingType;
  const choice = values.worksSlot ?? null;
  const [mode, setMode] = useState<Mode>(choice ? 'book' : 'later');
  const fieldError = useWorksSlotCheck(mode);
  const storeChoice = useCallback(
    (next: WorksSlotChoice | null) => void setFieldValue(NAME, next),
    [setFieldValue],
  );

  const prefecture = values.installationInfo.state;
  const wishedDays = values.dowConstruction;
  const query = useMemo(
    () => worksQueryOf(prefecture, buildingType, wishedDays),
    [prefecture, buildingType, wishedDays],
  );
  // The answers the current hold was made for (those on arrival for a hold kept from before).
  const heldFor = useRef<WorksSlotQuery | null>(choice ? query : null);
  const onHeld = useCallback((_held: WorksSlotChoice, input: WorksSlotQuery) => {
    heldFor.current = input;
  }, []);
  const works = useWorksHold({ choice, setChoice: storeChoice, onHeld });
  const { release, forgetTaken, pendingKey } = works;
  const [releasedNote, setReleasedNote] = useState<string | null>(null);

  // Other answers changed the slots on offer: a hold (or a choice on its way) that no longer fits is given back.
  const lastQuery = useRef(query);
  useEffect(() => {
    if (sameQuery(lastQuery.current, query)) return;
    lastQuery.current = query;
    forgetTaken();
    // While the answers are incomplete (a prefecture being typed again) the hold waits.
    if (!query) return;
    if (choice && heldFor.current && holdFits(choice, heldFor.current, query)) {
      heldFor.current = query;
      return;
    }
    if (choice) setReleasedNote(copy.worksSlotReleasedByChange(worksSlotLabel(choice)));
    if (choice || pendingKey) release();
  }, [query, choice, pendingKey, release, forgetTaken]);

  const now = useClockAt(choice ? (holdEndsAt(choice)?.getTime() ?? 0) : null);
  const expired = choice !== null && isHoldExpired(choice, now);
  const showHeld = choice !== null && !expired && !fieldError;
  const message =
    works.failure ??
    works.taken?.message ??
    fieldError ??
    (expired && choice ? copy.worksSlotExpired(worksSlotLabel(choice), WORKS_HOLD_MINUTES) : null);
  const describedBy = [hintId(NAME), message ? errorId(NAME) : null].filter(Boolean).join(' ');
  const checkedKey = works.pendingKey ?? (showHeld && choice ? slotKeyOf(choice) : null);

  // After a 'taken' answer the radio chosen is gone: the focus goes to the nearest free slot, or the message.
  const listRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!works.taken?.message) return;
    const firstRadio = listRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    (firstRadio ?? messageRef.current)?.focus();
  }, [works.taken]);

  const chooseMode = (next: Mode) => {
    setMode(next);
    setReleasedNote(null);
    if (next === 'later') works.release();
  };

  return (
    <fieldset
      className={`field works-slot${message ? ' field--invalid' : ''}`}
      aria-describedby={describedBy}
    >
      <legend>{copy.worksSlotLegend}</legend>
      <p id={hintId(NAME)} className="field__hint">
        {copy.worksSlotHint}
      </p>
      <div className="choices">
        {(['book', 'later'] as const).map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="worksSlotMode"
              id={value === 'book' ? fieldId(NAME) : undefined}
              value={value}
              checked={mode === value}
              aria-invalid={Boolean(message) && mode === 'book' && !query}
              aria-describedby={describedBy}
              onChange={() => chooseMode(value)}
            />
            {copy.worksSlotModes[value]}
          </label>
        ))}
      </div>
      {mode === 'later' ? <p className="field__hint">{copy.worksSlotLaterNote}</p> : null}
      {message ? (
        <p id={errorId(NAME)} ref={messageRef} tabIndex={-1} className="field__error" role="alert">
          {message}
        </p>
      ) : null}
      <div id={STATUS_ID} role="status" aria-live="polite" className="works-slot__status">
        {mode === 'book' && works.pendingKey ? <p className="field__hint">{copy.worksSlotHolding}</p> : null}
        {mode === 'book' && !works.pendingKey && showHeld && choice ? (
          <p className="field__result">
            {copy.worksSlotHeld(worksSlotLabel(choice), holdTimeLabel(choice), WORKS_HOLD_MINUTES)}
          </p>
        ) : null}
        {releasedNote ? <p className="field__hint">{releasedNote}</p> : null}
      </div>
      {mode === 'book' ? (
        <SlotPicker
          query={query}
          held={showHeld ? choice : null}
          taken={works.taken}
          checkedKey={checkedKey}
          invalid={Boolean(message)}
          describedBy={[LIST_HINT_ID, message ? errorId(NAME) : null].filter(Boolean).join(' ')}
          onChoose={(slot) => {
            setReleasedNote(null);
            if (query) works.choose(slot, query);
          }}
          listRef={listRef}
        />
      ) : null}
    </fieldset>
  );
}
