// Where a submission stands and the form that moves it: 新規 → 対応中 → 完了
// (or 取消), with the person handling it and a note. The rules are the API's
// (shared statusChangeProblem), checked here first so the reason shows
// beside the field; every change lands in the audit log and in the history.
import { useState } from 'react';
import { RowTable } from '@hikari/shared/ui/row-table';
import { Form, Formik, type FormikErrors } from 'formik';
import {
  statusChangeProblem,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUS_MOVES,
  type StatusChange,
} from '@hikari/shared/domain';
import { APPLICATION_CANCELLED } from '@hikari/shared/domain/application-cancellation';
import { conflictText, errorText, isConflict } from '../../api/ops-client';
import type { SubmissionDetail, SubmissionSummary } from '../../api/types';
import { InputField, RadioGroupField, TextAreaField } from '../../ui/field';
import { formatDateTime } from '../../ui/format';
import { type ActionResult, ResultLine } from '../../ui/save-result';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SubmitButton } from '../../ui/submit-button';
import { useOps } from '../session';

/** What each move means for whoever reads the button. */
const MOVE_LABELS: Record<string, string> = {
  'new>in_progress': '対応中にする（対応を始める）',
  'new>cancelled': '取消にする',
  'in_progress>done': '完了にする',
  'in_progress>cancelled': '取消にする',
  'done>in_progress': '対応中に戻す（対応を再開する）',
  'cancelled>in_progress': '対応中に戻す（対応を再開する）',
};

/** What 取消 does, said before it is done: for an application, the works day, the mail and the customer's page. */
function CancellationConsequences({ detail }: { detail: SubmissionDetail }) {
  const journey = detail.journey;
  if (!journey) {
    return <p>対応状況を「取消」にします。お客さまへの連絡は行いません。「対応中に戻す」で再開できます。</p>;
  }
  return (
    <>
      <p>
        お申し込みを取り消します。
        {journey.worksSlot ? `予約中の工事日（${journey.worksSlot.label}）の予約を取り消して枠を空け、` : ''}
        お客さまに取り消しのメールを送ります。
      </p>
      <p>
        お申し込み状況のページは「{APPLICATION_CANCELLED.label}
        」になり、進捗と工事日は変更できなくなります。「対応中に戻す」で再開すると、お客さまに再開のメールを送ります（工事日は予約し直しです）。
      </p>
    </>
  );
}

export function StatusPanel(props: {
  detail: SubmissionDetail;
  onChanged: (updated: SubmissionSummary) => void;
  /** Refused as overtaken (409): the detail is read again. */
  onStale: () => void;
}) {
  const { detail, onChanged, onStale } = props;
  const ops = useOps();
  const [result, setResult] = useState<ActionResult>(null);
  const moves = SUBMISSION_STATUS_MOVES[detail.status] ?? [];
  const history = detail.statusHistory ?? [];
  const path = `/ops/submissions/${encodeURIComponent(detail.kind)}/${encodeURIComponent(String(detail.id))}/status`;

  const [confirming, setConfirming] = useState<{ values: StatusChange; done: () => void } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (values: StatusChange, done: () => void) => {
    setResult(null);
    setSending(true);
    try {
      // With the status this screen showed: refused (409) when it changed meanwhile.
      const updated = await ops((client) =>
        client.post<SubmissionSummary>(path, { ...values, from: detail.status }),
      );
      onChanged(updated);
      done();
      setResult({ ok: true, text: `「${SUBMISSION_STATUS_LABELS[updated.status]}」にしました。` });
    } catch (error) {
      if (isConflict(error)) onStale();
      setResult({ ok: false, text: isConflict(error) ? conflictText(error) : errorText(error) });
    } finally {
      setSending(false);
      setConfirming(null);
    }
  };

  const validate = (values: StatusChange): FormikErrors<StatusChange> => {
    if (!values.status) return { status: '次の状態を選んでください' };
    const problem = statusChangeProblem(detail.status, values);
    return problem ? { [problem.field]: problem.message } : {};
  };

  return (
    <>
      <dl className="figures">
        <div>
          <dt>状態</dt>
          <dd data-testid="submission-status">
            {SUBMISSION_STATUS_LABELS[detail.status]}
            {detail.handledAt ? `（${formatDateTime(detail.handledAt)}）` : ''}
          </dd>
        </div>
        <div>
          <dt>担当者</dt>
          <dd>{detail.assignee || '未定'}</dd>
        </div>
        {detail.statusNote ? (
          <div>
            <dt>対応メモ</dt>
            <dd className="message">{detail.statusNote}</dd>
          </div>
        ) : null}
      </dl>
      <Formik<StatusChange>
        initialValues={{ status: moves[0] ?? detail.status, assignee: detail.assignee ?? '', note: '' }}
        enableReinitialize
        validate={validate}
        onSubmit={async (values, helpers) => {
          // 取消 is said in full and confirmed first; the dialog sends it.
          if (values.status === 'cancelled' && !confirming) {
            setConfirming({ values, done: () => helpers.resetForm() });
            return;
          }
          await send(values, () => helpers.resetForm());
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="状態の変更">
            <RadioGroupField
              name="status"
              legend="次の状態"
              options={moves.map((move) => ({
                value: move,
                label: MOVE_LABELS[`${detail.status}>${move}`] ?? SUBMISSION_STATUS_LABELS[move],
              }))}
            />
            <InputField name="assignee" label="担当者" hint="対応する人の名前です。操作履歴に残ります。" />
            <TextAreaField
              name="note"
              label="メモ"
              rows={3}
              hint="したこと、取消や再開の理由など。取消と再開のときは必須です。操作履歴に残ります。"
            />
            <SubmitButton busy={isSubmitting || sending}>状態を変更する</SubmitButton>
            <ResultLine result={result} />
          </Form>
        )}
      </Formik>
      {confirming ? (
        <ConfirmDialog
          title="この受付を取り消しますか"
          confirmLabel="取り消す"
          danger
          busy={sending}
          onConfirm={() => void send(confirming.values, confirming.done)}
          onCancel={() => setConfirming(null)}
        >
          <CancellationConsequences detail={detail} />
        </ConfirmDialog>
      ) : null}
      {history.length > 0 ? (
        <RowTable
          caption="状態の変更の履歴（起きた順）"
          columns={['日時', '内容']}
          cellClassNames={{ 0: 'message' }}
          rows={history.map((entry, index) => ({
            id: `${entry.at}-${index}`,
            label: formatDateTime(entry.at),
            cells: [entry.description],
          }))}
        />
      ) : (
        <p className="hint">状態の変更はまだありません。</p>
      )}
    </>
  );
}
