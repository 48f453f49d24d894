// An application's progress as the customer follows it (受付済み → … →
// ご利用開始, shared application-stage.ts) and its works day. Ops move the
// progress one stage at a time and book, change or cancel the works day;
// each change mails the customer. The answer of a change is the new journey.
import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  APPLICATION_STAGES,
  isApplicationStage,
  formatYmd,
  jstToday,
  stageChangeProblem,
  type WorksBand,
} from '@hikari/shared/domain';
import { APPLICATION_CANCELLED } from '@hikari/shared/domain/application-cancellation';
import { conflictText, errorText, isConflict, OpsRequestError } from '../../api/ops-client';
import type { ApplicationJourney, FreeWorksSlot } from '../../api/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadError, LoadingNotice } from '../../ui/load-state';
import { useLoad, type Load } from '../../ui/use-load';
import { type ActionResult, ResultLine } from '../../ui/save-result';
import { useOps } from '../session';

const MAILED = 'お客さまにメールでお知らせします。';
const NO_SLOT = '未予約（お電話で調整）';

const STATE_TEXT: Record<ApplicationJourney['stages'][number]['state'], string> = {
  done: '（終わりました）',
  current: '（現在の段階）',
  upcoming: '（これから）',
  cancelled: '（取消のため行いません）',
};

const WEEKDAYS: Record<string, string> = {
  mon: '月',
  tue: '火',
  wed: '水',
  thu: '木',
  fri: '金',
  sat: '土',
  sun: '日',
};

type OnChanged = (journey: ApplicationJourney) => void;

/** Why the next stage cannot be reached, by the shared rule, before asking the server; null when it can. */
function stageProblem(journey: ApplicationJourney, to: string): string | null {
  if (!isApplicationStage(journey.stage) || !isApplicationStage(to)) return null;
  const today = formatYmd(jstToday(new Date()));
  return stageChangeProblem(journey.stage, to, journey.worksSlot?.date ?? null, today);
}

/** Past the works (工事完了 and after), the works day is history. */
function worksOver(stage: string): boolean {
  return (
    isApplicationStage(stage) && APPLICATION_STAGES.indexOf(stage) >= APPLICATION_STAGES.indexOf('works-done')
  );
}

function StageSteps({ journey }: { journey: ApplicationJourney }) {
  return (
    <ol className="journey-steps" aria-label="進捗の段階">
      {journey.stages.map((stage) => (
        <li
          key={stage.id}
          className={`journey-step journey-step--${stage.state}`}
          aria-current={stage.state === 'current' ? 'step' : undefined}
        >
          {stage.label}
          <span className="line-note">{STATE_TEXT[stage.state]}</span>
        </li>
      ))}
    </ol>
  );
}

/** What each part of the panel works on: the journey, the application's ops path, and how it reports a change. */
interface JourneyPartProps {
  journey: ApplicationJourney;
  path: string;
  onChanged: OnChanged;
  /** Refused as overtaken (409): the detail is read again. */
  onStale: () => void;
}

function NextStage({ journey, path, onChanged, onStale }: JourneyPartProps) {
  const ops = useOps();
  const noteId = useId();
  const mailId = useId();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult>(null);
  const next = journey.nextStage;

  if (journey.cancelled) return <p className="hint">{APPLICATION_CANCELLED.locked}。</p>;
  if (!next) {
    return (
      <>
        <p>「{journey.stageLabel}」のあとに進める段階はありません。</p>
        <ResultLine result={result} />
      </>
    );
  }

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const problem = stageProblem(journey, next.id);
    setResult(problem ? { ok: false, text: problem } : null);
    if (!problem) setConfirming(true);
  };

  const move = async () => {
    setBusy(true);
    try {
      const answer = await ops((client) =>
        client.post<{ journey: ApplicationJourney }>(`${path}/stage`, {
          // The stage this screen showed: refused (409) when another tab or person moved it meanwhile.
          from: journey.stage,
          stage: next.id,
          note: note.trim(),
        }),
      );
      onChanged(answer.journey);
      setNote('');
      setResult({ ok: true, text: `「${next.label}」に進めました。${MAILED}` });
    } catch (error) {
      if (isConflict(error)) onStale();
      setResult({ ok: false, text: isConflict(error) ? conflictText(error) : errorText(error) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={ask} noValidate aria-label="進捗の変更">
      <div className="field">
        <label htmlFor={noteId}>メモ（任意）</label>
        <p className="hint" id={`${noteId}-hint`}>
          操作履歴に残ります。お客さまへのメールには載りません。
        </p>
        <textarea
          id={noteId}
          rows={2}
          maxLength={200}
          aria-describedby={`${noteId}-hint`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary" aria-describedby={mailId} disabled={busy}>
          「{next.label}」に進める
        </button>
        <p id={mailId} className="hint">
          {MAILED}
        </p>
      </div>
      <ResultLine result={result} />
      {confirming ? (
        <ConfirmDialog
          title={`「${next.label}」に進めますか`}
          confirmLabel="進める"
          busy={busy}
          onConfirm={move}
          onCancel={() => setConfirming(false)}
        >
          <p>
            お客さまの進捗を「{journey.stageLabel}」から「{next.label}」に進めます。{MAILED}
          </p>
          {note.trim() ? <p className="message">メモ：{note.trim()}</p> : null}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

const slotValue = (slot: { date: string; band: WorksBand }) => `${slot.date}|${slot.band}`;

function asSlots(value: unknown): FreeWorksSlot[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (s): s is FreeWorksSlot =>
      typeof s === 'object' && s !== null && typeof s.date === 'string' && typeof s.label === 'string',
  );
}

/** The customer's wishes the free slots are found for, in words. */
function queryText(query: ApplicationJourney['slotQuery']): string {
  const building = query.buildingType === 1 ? 'マンション' : '戸建て';
  const days = query.wishedDays.map((day) => WEEKDAYS[day] ?? day).join('・') || '指定なし';
  return `${query.prefecture}・${building}・工事のご希望曜日：${days}`;
}

/** The free slots to choose from, with the customer's wishes they were found for and the choice's error. */
function SlotSelect(props: {
  id: string;
  selectRef: RefObject<HTMLSelectElement | null>;
  choice: string;
  options: FreeWorksSlot[];
  error: string | null;
  hint: string;
  state: Load<unknown>;
  onChange: (value: string) => void;
}) {
  const { id, selectRef, choice, options, error, hint, state, onChange } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>空いている工事日</label>
      <select
        ref={selectRef}
        id={id}
        value={choice}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      >
        <option value="">選んでください</option>
        {options.map((slot) => (
          <option key={slotValue(slot)} value={slotValue(slot)}>
            {slot.label}
          </option>
        ))}
      </select>
      <p id={hintId} className="hint">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <LoadingNotice state={state} firstOnly />
      <LoadError state={state} prefix="空いている工事日を表示できませんでした。" />
    </div>
  );
}

/** The free slots the server offered instead of a full one; choosing one puts it in the select. */
function Alternatives({ slots, onPick }: { slots: FreeWorksSlot[]; onPick: (slot: FreeWorksSlot) => void }) {
  if (slots.length === 0) return null;
  return (
    <div>
      <p id="works-slot-alternatives">ほかに空いている工事日：</p>
      <ul aria-labelledby="works-slot-alternatives">
        {slots.map((slot) => (
          <li key={slotValue(slot)}>
            {slot.label}{' '}
            <button
              type="button"
              className="button button--small"
              aria-label={`この日を選ぶ（${slot.label}）`}
              onClick={() => onPick(slot)}
            >
              この日を選ぶ
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The select of free slots and the buttons that book, change or cancel the works day. */
/** The confirmation of cancelling the booked works day: what happens to it, to the stage, and the mail. */
function CancelSlotDialog(props: {
  journey: ApplicationJourney;
  label: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { journey, label, busy, onConfirm, onCancel } = props;
  return (
    <ConfirmDialog
      title="工事日の予約を取り消しますか"
      confirmLabel="取り消す"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {label} の予約を取り消し、「{NO_SLOT}」にします。{MAILED}
      </p>
      {journey.stage === 'works-fixed' ? (
        <p>
          <strong>進捗も「工事日確定」から「内容確認中」に戻ります。</strong>
          工事日を決め直したら、もう一度「工事日確定」に進めてください。
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * A refused booking: the other days the server offered (a full slot), or,
 * a 409 without any, a works day changed meanwhile (the detail is read again).
 */
function slotRefusal(error: unknown): { stale: boolean; offered: FreeWorksSlot[]; text: string } {
  const offered =
    error instanceof OpsRequestError && error.status === 409
      ? asSlots((error.body as { alternatives?: unknown } | null)?.alternatives)
      : [];
  const stale = isConflict(error) && offered.length === 0;
  return { stale, offered, text: stale ? conflictText(error) : errorText(error) };
}

function SlotBooking({ journey, path, onChanged, onStale }: JourneyPartProps) {
  const ops = useOps();
  const selectId = useId();
  const mailId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const q = journey.slotQuery;
  const query = new URLSearchParams({
    prefecture: q.prefecture,
    buildingType: String(q.buildingType),
    wishedDays: q.wishedDays.join(','),
  }).toString();
  const load = useCallback(
    () => ops((client) => client.get<{ slots: FreeWorksSlot[] }>(`/ops/works/slots?${query}`)),
    [ops, query],
  );
  const [slotsState, reloadSlots] = useLoad(load);
  const [choice, setChoice] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [result, setResult] = useState<ActionResult>(null);
  const [alternatives, setAlternatives] = useState<FreeWorksSlot[]>([]);
  const current = journey.worksSlot;

  // The free slots, and any alternative the server offered, without the day already booked.
  const options = [...(slotsState.data?.slots ?? []), ...alternatives].filter(
    (slot, index, all) =>
      (!current || slotValue(slot) !== slotValue(current)) &&
      all.findIndex((other) => slotValue(other) === slotValue(slot)) === index,
  );

  const send = async (slot: FreeWorksSlot | null) => {
    setBusy(true);
    setResult(null);
    setAlternatives([]);
    try {
      // With the works day this screen showed booked: refused (409) when it changed meanwhile.
      const from = current ? { date: current.date, band: current.band } : null;
      const body = slot ? { from, date: slot.date, band: slot.band } : { from, date: null, band: null };
      const answer = await ops((client) =>
        client.post<{ journey: ApplicationJourney }>(`${path}/works-slot`, body),
      );
      onChanged(answer.journey);
      setChoice('');
      const label = answer.journey.worksSlot?.label ?? slot?.label ?? '';
      setResult({
        ok: true,
        text: slot
          ? `工事日を ${label} に${current ? '変更' : '予約'}しました。${MAILED}`
          : `工事日の予約を取り消しました。${
              journey.stage === 'works-fixed' ? '進捗は「内容確認中」に戻りました。' : ''
            }${MAILED}`,
      });
    } catch (error) {
      const refusal = slotRefusal(error);
      if (refusal.stale) onStale();
      setResult({ ok: false, text: refusal.text });
      setAlternatives(refusal.offered);
    } finally {
      setBusy(false);
      setCancelling(false);
      reloadSlots();
    }
  };

  const book = () => {
    const slot = options.find((option) => slotValue(option) === choice);
    if (!slot) {
      setChoiceError('予約する工事日を選んでください');
      selectRef.current?.focus();
      return;
    }
    setChoiceError(null);
    void send(slot);
  };

  return (
    <>
      <SlotSelect
        id={selectId}
        selectRef={selectRef}
        choice={choice}
        options={options}
        error={choiceError}
        hint={`お客さまのご希望（${queryText(q)}）で空いている日です。${
          slotsState.status === 'ready' && options.length === 0
            ? '空いている日がありません。お客さまとお電話で調整してください。'
            : ''
        }`}
        state={slotsState}
        onChange={(value) => {
          setChoice(value);
          setChoiceError(null);
        }}
      />
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          aria-describedby={mailId}
          disabled={busy}
          onClick={book}
        >
          {current ? 'この日に変更する' : 'この日で予約する'}
        </button>
        {current ? (
          <button
            type="button"
            className="button button--ghost-danger"
            aria-describedby={mailId}
            disabled={busy}
            onClick={() => setCancelling(true)}
          >
            予約を取り消す
          </button>
        ) : null}
        <p id={mailId} className="hint">
          {MAILED}
        </p>
      </div>
      <ResultLine result={result} />
      <Alternatives
        slots={alternatives}
        onPick={(slot) => {
          setChoice(slotValue(slot));
          setChoiceError(null);
          selectRef.current?.focus();
        }}
      />
      {cancelling && current ? (
        <CancelSlotDialog
          journey={journey}
          label={current.label}
          busy={busy}
          onConfirm={() => void send(null)}
          onCancel={() => setCancelling(false)}
        />
      ) : null}
    </>
  );
}

function WorksSlot({ journey, path, onChanged, onStale }: JourneyPartProps) {
  return (
    <section className="panel" aria-labelledby="works-slot-heading">
      <h2 id="works-slot-heading">工事日</h2>
      <dl className="figures">
        <div>
          <dt>予約している工事日</dt>
          <dd data-testid="works-slot">{journey.worksSlot?.label ?? NO_SLOT}</dd>
        </div>
      </dl>
      {journey.cancelled ? (
        <p className="hint">{APPLICATION_CANCELLED.locked}。</p>
      ) : worksOver(journey.stage) ? (
        <p className="hint">工事が終わっているため、工事日の予約・変更はできません。</p>
      ) : (
        <SlotBooking journey={journey} path={path} onChanged={onChanged} onStale={onStale} />
      )}
    </section>
  );
}

/** The application's progress for the customer and its works day (applications only). */
export function JourneyPanel(props: {
  receptionId: string;
  journey: ApplicationJourney;
  /** Reads the detail again (after a refusal as overtaken). */
  onStale: () => void;
  /** After a change: the detail is read again, so the rest of the screen (the 取消 dialog) sees it too. */
  onChanged?: () => void;
}) {
  const { receptionId, journey: loaded, onStale } = props;
  // The answer of a change, until the detail is read again (then the server's copy is shown).
  const [changed, setChanged] = useState<{ from: ApplicationJourney; journey: ApplicationJourney } | null>(
    null,
  );
  const journey = changed && changed.from === loaded ? changed.journey : loaded;
  const onChanged = (next: ApplicationJourney) => {
    setChanged({ from: loaded, journey: next });
    props.onChanged?.();
  };
  const path = `/ops/submissions/applications/${encodeURIComponent(receptionId)}`;
  return (
    <>
      <section className="panel" aria-labelledby="journey-heading">
        <h2 id="journey-heading">お客さまへの進捗</h2>
        <p className="hint">
          お客さまがお申し込み状況のページで見る進捗です。1段階ずつ進めます（飛ばしたり戻したりはできません）。
        </p>
        <StageSteps journey={journey} />
        <NextStage journey={journey} path={path} onChanged={onChanged} onStale={onStale} />
      </section>
      <WorksSlot journey={journey} path={path} onChanged={onChanged} onStale={onStale} />
    </>
  );
}
