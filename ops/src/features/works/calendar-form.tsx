// The works calendar's form: crews per prefecture and band (a table of number
// inputs), the lead days per building type and the closed days. Checked here
// first (works-calendar-form.ts), so a reason shows beside its field; the
// server's refusal, with its problems, shows under the button.
import { useEffect, useState } from 'react';
import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import type { WorksCalendar } from '@hikari/shared/domain';
import { conflictText, isConflict, refusalOf } from '../../api/ops-client';
import { SaveResultLine, type SaveResult } from '../../ui/save-result';
import type { WorksBandInfo, WorksCalendarAnswer } from '../../api/types';
import { FieldMessages, InputField, SelectField, useFieldState } from '../../ui/field';
import { SubmitButton } from '../../ui/submit-button';
import { useOps } from '../session';
import {
  bandsOf,
  calendarBody,
  calendarSchema,
  EMPTY_CLOSED_DAY,
  initialCalendarValues,
  MAX_LEAD_DAYS,
  prefecturesOf,
  type CalendarValues,
} from './works-calendar-form';

/** One cell's number input: labelled for screen readers (the headers say it on screen), its error under it. */
function CrewsInput({ name, label }: { name: string; label: string }) {
  const { field, error, aria } = useFieldState(name, undefined);
  return (
    <>
      <label htmlFor={name} className="visually-hidden">
        {label}
      </label>
      <input
        id={name}
        className="crews-input"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        {...field}
        value={field.value ?? ''}
        {...aria}
      />
      <FieldMessages name={name} error={error} />
    </>
  );
}

function CrewsTable({ prefectures, bands }: { prefectures: string[]; bands: readonly WorksBandInfo[] }) {
  const { values } = useFormikContext<CalendarValues>();
  return (
    <fieldset className="field">
      <legend>工事班の数</legend>
      <p className="hint" id="crews-hint">
        都道府県・時間帯ごとに、1日に受けられる工事の件数（工事班の数）です。0にすると、その都道府県・時間帯は予約できなくなります。
      </p>
      <table className="crews-table" aria-describedby="crews-hint">
        <caption>都道府県・時間帯ごとの工事班の数</caption>
        <thead>
          <tr>
            <th scope="col">都道府県</th>
            {bands.map((band) => (
              <th key={band.id} scope="col">
                {band.label}（{band.from}～{band.to}）
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {prefectures.map((prefecture) => (
            <tr key={prefecture}>
              <th scope="row">{prefecture}</th>
              {bands.map((band) => {
                const index = values.capacity.findIndex(
                  (c) => c.prefecture === prefecture && c.band === band.id,
                );
                return (
                  <td key={band.id}>
                    {index >= 0 ? (
                      <CrewsInput
                        name={`capacity.${index}.crews`}
                        label={`${prefecture} ${band.label}の工事班`}
                      />
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}

function LeadDays() {
  const days = { type: 'number', min: 0, max: MAX_LEAD_DAYS, inputMode: 'numeric' as const };
  return (
    <fieldset className="field">
      <legend>お申し込みから工事までの準備期間</legend>
      <p className="hint">
        今日からこの日数を空けた次の日以降を、工事日として予約できます（例：10日なら11日後から）。0から
        {MAX_LEAD_DAYS}までの整数で入力してください。
      </p>
      <div className="field-row">
        <InputField name="leadDays.home" label="戸建ての準備期間（日）" {...days} />
        <InputField name="leadDays.apartment" label="マンションの準備期間（日）" {...days} />
      </div>
    </fieldset>
  );
}

function ClosedDays({ prefectures }: { prefectures: string[] }) {
  const { values } = useFormikContext<CalendarValues>();
  const options = [{ value: '', label: '全域' }, ...prefectures.map((p) => ({ value: p, label: p }))];
  // A row just added: its date takes the focus once it is on screen.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    document.getElementById(`closedDays.${focusRow}.date`)?.focus();
    setFocusRow(null);
  }, [focusRow]);
  return (
    <FieldArray name="closedDays">
      {({ push, remove }) => (
        <fieldset className="field">
          <legend>休業日</legend>
          <p className="hint">
            工事を行わない日です。その日は工事日として予約できなくなります。地域が「全域」ならすべての都道府県が、都道府県を選べばその都道府県だけが対象です。
          </p>
          {values.closedDays.length === 0 ? <p>休業日はありません。</p> : null}
          <ol className="closed-days">
            {values.closedDays.map((_day, index) => (
              <li key={index}>
                <fieldset>
                  <legend>休業日 {index + 1}</legend>
                  <div className="field-row">
                    <InputField name={`closedDays.${index}.date`} type="date" label="日付" />
                    <SelectField name={`closedDays.${index}.prefecture`} label="地域" options={options} />
                    <InputField name={`closedDays.${index}.note`} label="メモ（例：年末年始）" />
                    <button
                      type="button"
                      className="button button--small button--ghost-danger closed-day-remove"
                      aria-label={`削除（休業日 ${index + 1}）`}
                      onClick={() => {
                        remove(index);
                        document.getElementById('closed-day-add')?.focus();
                      }}
                    >
                      削除
                    </button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <button
            type="button"
            id="closed-day-add"
            className="button button--small"
            onClick={() => {
              push({ ...EMPTY_CLOSED_DAY });
              setFocusRow(values.closedDays.length);
            }}
          >
            休業日を追加する
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}

/** Said once after a save was tried with mistakes, since the first may be far up the table. */
function MistakesNotice() {
  const { errors, submitCount, isValid } = useFormikContext<CalendarValues>();
  if (submitCount === 0 || isValid || Object.keys(errors).length === 0) return null;
  return (
    <p className="field-error" role="alert">
      入力内容に誤りがあるため、保存していません。各項目のメッセージを確認してください。
    </p>
  );
}

export function CalendarForm(props: {
  answer: WorksCalendarAnswer;
  onSaved: (saved: { calendar: WorksCalendar; updatedAt: string }) => void;
  /** Refused because someone saved the calendar meanwhile (409): it is read again. */
  onStale: () => void;
}) {
  const { answer, onSaved, onStale } = props;
  const ops = useOps();
  const [result, setResult] = useState<SaveResult>(null);
  const prefectures = prefecturesOf(answer);
  return (
    <section className="panel" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">工事カレンダーの設定</h2>
      <Formik<CalendarValues>
        initialValues={initialCalendarValues(answer)}
        validationSchema={calendarSchema(prefectures)}
        enableReinitialize
        onSubmit={async (values) => {
          setResult(null);
          try {
            const saved = await ops((client) =>
              client.put<{ calendar: WorksCalendar; updatedAt: string }>('/ops/works/calendar', {
                ...calendarBody(values),
                // The version this form was filled from.
                seenUpdatedAt: answer.updatedAt,
              }),
            );
            onSaved(saved);
            setResult({ ok: true, text: '工事カレンダーを保存しました。' });
          } catch (error) {
            if (isConflict(error)) {
              onStale();
              setResult({ ok: false, text: conflictText(error), problems: [] });
            } else {
              setResult(refusalOf(error));
            }
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="calendar-heading">
            <CrewsTable prefectures={prefectures} bands={bandsOf(answer)} />
            <LeadDays />
            <ClosedDays prefectures={prefectures} />
            <MistakesNotice />
            <SubmitButton busy={isSubmitting}>工事カレンダーを保存する</SubmitButton>
            <SaveResultLine result={result} />
          </Form>
        )}
      </Formik>
    </section>
  );
}
