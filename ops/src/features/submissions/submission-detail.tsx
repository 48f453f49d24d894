import { useCallback } from 'react';
import type { SubmissionDetail } from '../../api/types';
import { paths } from '../../routing/paths';
import { formatDateTime } from '../../ui/format';
import { LoadError, LoadingNotice } from '../../ui/load-state';
import { useLoad } from '../../ui/use-load';
import { useOps } from '../session';
import { JourneyPanel } from './journey-panel';
import { asBreakdown, PriceBreakdownView } from './price-breakdown-view';
import { StatusPanel } from './status-panel';
import { kindLabel } from './submission-query';

/** Columns of the back-office reading that the detail's header already shows (the CSV's labels). */
const SHOWN_ABOVE = new Set([
  '受付番号',
  '受付日時（日本時間）',
  '種別',
  '状態',
  '担当者',
  '対応メモ',
  '完了・取消日時（日本時間）',
]);

/** Every leaf of the stored payload as 'a.b.c' and readable text. */
export function payloadRows(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return prefix ? [[prefix, '—']] : [];
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return [[prefix, value.join('、') || '—']];
    return value.flatMap((v, i) => payloadRows(v, `${prefix}[${i + 1}]`));
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
      payloadRows(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (typeof value === 'boolean') return [[prefix, value ? 'はい' : 'いいえ']];
  return [[prefix, String(value)]];
}

export function SubmissionDetailPage(props: { kind: string; id: string; query: URLSearchParams }) {
  const { kind, id } = props;
  const ops = useOps();
  // The list's filters came along in ?list=…, so going back keeps them.
  const list = props.query.get('list');
  const backTo = list ? `${paths.submissions}?${list}` : paths.submissions;
  const load = useCallback(
    () =>
      ops((client) =>
        client.get<SubmissionDetail>(
          `/ops/submissions/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
        ),
      ),
    [ops, kind, id],
  );
  const [state, reload] = useLoad(load);
  const detail = state.data;

  // The header above shows these and follows a status change; the server's copy is read again with it.
  const fields = (detail?.fields ?? []).filter((field) => !SHOWN_ABOVE.has(field.label));
  const answers = detail?.answers ?? [];
  const sections = [...new Set(answers.map((answer) => answer.section))];

  const breakdown = detail
    ? (asBreakdown(detail.breakdown) ??
      asBreakdown((detail.estimate as { breakdown?: unknown } | undefined)?.breakdown))
    : null;

  return (
    <div>
      <p>
        <a href={backTo}>受付一覧に戻る</a>
      </p>
      <LoadError state={state} />
      <LoadingNotice state={state} firstOnly />
      {detail ? (
        <>
          <section className="panel" aria-labelledby="detail-heading">
            <h2 id="detail-heading">
              {kindLabel(detail.kind)} {detail.receptionId}
            </h2>
            <dl className="figures">
              <div>
                <dt>受付日時</dt>
                <dd>{formatDateTime(detail.createdAt)}</dd>
              </div>
            </dl>
            {/* The answer of a change is the new state; the history comes with the detail, read again. */}
            <StatusPanel detail={detail} onChanged={reload} onStale={reload} />
          </section>
          {detail.kind === 'applications' && detail.journey ? (
            <JourneyPanel
              receptionId={detail.receptionId}
              journey={detail.journey}
              onStale={reload}
              onChanged={reload}
            />
          ) : null}
          {breakdown ? <PriceBreakdownView breakdown={breakdown} /> : null}
          <section className="panel" aria-labelledby="payload-heading">
            <h2 id="payload-heading">お客さまの入力内容</h2>
            <p className="hint">
              個人情報です。業務に必要な範囲でだけ見てください（この表示は操作履歴に残ります）。
            </p>
            {answers.length > 0 ? (
              sections.map((section) => (
                <table key={section}>
                  <caption>{section}</caption>
                  <tbody>
                    {answers
                      .filter((answer) => answer.section === section)
                      .map((answer) => (
                        <tr key={answer.label}>
                          <th scope="row">{answer.label}</th>
                          <td className="message">{answer.value}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              ))
            ) : fields.length > 0 ? (
              <table>
                <caption>受付 {detail.receptionId} の内容</caption>
                <tbody>
                  {fields.map((field) => (
                    <tr key={field.label}>
                      <th scope="row">{field.label}</th>
                      <td className="message">{field.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <details open={fields.length === 0 && answers.length === 0}>
              <summary>保存データをシステムの項目名で見る（システム担当者向け）</summary>
              <table>
                <caption>受付 {detail.receptionId} の保存データ</caption>
                <thead>
                  <tr>
                    <th scope="col">項目</th>
                    <th scope="col">内容</th>
                  </tr>
                </thead>
                <tbody>
                  {[...payloadRows(detail.payload), ...payloadRows(detail.extra ?? {})].map(
                    ([key, value], i) => (
                      <tr key={`${key}-${i}`}>
                        <th scope="row" className="code">
                          {key}
                        </th>
                        <td className="message">{value}</td>
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            </details>
          </section>
        </>
      ) : null}
    </div>
  );
}
