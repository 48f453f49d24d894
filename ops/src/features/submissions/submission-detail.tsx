import { useCallback, useState } from 'react';
import { errorText } from '../../api/ops-client';
import type { SubmissionDetail, SubmissionSummary } from '../../api/types';
import { paths } from '../../app/paths';
import { formatDateTime } from '../../ui/format';
import { useLoad } from '../../ui/use-load';
import { useOps } from '../session/session';
import { asBreakdown, PriceBreakdownView } from './price-breakdown-view';
import { kindLabel } from './submission-query';

/** Columns of the back-office reading that the detail's header already shows (the CSV's labels). */
const SHOWN_ABOVE = new Set(['受付番号', '受付日時（日本時間）', '種別', '状態', '対応日時（日本時間）']);

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
  const [state, , replace] = useLoad(load);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const detail = state.data;

  const toggle = async () => {
    if (!detail) return;
    const handled = detail.status !== 'handled';
    setBusy(true);
    setResult(null);
    try {
      const updated = await ops((client) =>
        client.post<SubmissionSummary>(
          `/ops/submissions/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/handled`,
          { handled },
        ),
      );
      replace({ ...detail, status: updated.status, handledAt: updated.handledAt });
      setResult({ ok: true, text: handled ? '対応済みにしました。' : '未対応に戻しました。' });
    } catch (error) {
      setResult({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  // The header above shows these and follows a handled mark; the server's copy would not.
  const fields = (detail?.fields ?? []).filter((field) => !SHOWN_ABOVE.has(field.label));

  const breakdown = detail
    ? (asBreakdown(detail.breakdown) ??
      asBreakdown((detail.estimate as { breakdown?: unknown } | undefined)?.breakdown))
    : null;

  return (
    <div>
      <p>
        <a href={backTo}>受付一覧に戻る</a>
      </p>
      {state.status === 'error' ? (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === 'loading' && !detail ? <p role="status">読み込んでいます…</p> : null}
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
              <div>
                <dt>状態</dt>
                <dd>
                  {detail.status === 'handled' ? `対応済み（${formatDateTime(detail.handledAt)}）` : '未対応'}
                </dd>
              </div>
            </dl>
            <button type="button" className="button button--primary" onClick={toggle} disabled={busy}>
              {detail.status === 'handled' ? '未対応に戻す' : '対応済みにする'}
            </button>
            {result ? (
              <p className={result.ok ? 'notice' : 'field-error'} role={result.ok ? 'status' : 'alert'}>
                {result.text}
              </p>
            ) : null}
          </section>
          {breakdown ? <PriceBreakdownView breakdown={breakdown} /> : null}
          <section className="panel" aria-labelledby="payload-heading">
            <h2 id="payload-heading">お客さまの入力内容</h2>
            <p className="hint">
              個人情報です。業務に必要な範囲でだけ見てください（この表示は操作履歴に残ります）。
            </p>
            {fields.length > 0 ? (
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
            <details open={fields.length === 0}>
              <summary>保存されているデータ（すべての項目）</summary>
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
