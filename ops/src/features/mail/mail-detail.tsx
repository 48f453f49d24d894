import { useCallback } from 'react';
import type { MailDetail } from '../../api/types';
import { paths } from '../../routing/paths';
import { formatDateTime } from '../../ui/format';
import { LoadError, LoadingNotice } from '../../ui/load-state';
import { useLoad } from '../../ui/use-load';
import { useOps } from '../session';

const BODY_LABEL = '本文（テキスト版）';

/** The message's header and sending record, a label and a value a line. */
function MailFields({ message }: { message: MailDetail }) {
  // When it is tried next, only while it waits to be sent.
  const next = message.status === 'sent' || message.status === 'failed' ? null : message.nextAttemptAt;
  const rows: [string, string][] = [
    ['Message-ID', message.messageId],
    ['宛先', message.to],
    ['件名', message.subject],
    ['状態', message.statusLabel],
    ['作成日時', formatDateTime(message.createdAt)],
    ['送信日時', formatDateTime(message.sentAt)],
    ...(next ? [['次回の送信', formatDateTime(next)] satisfies [string, string]] : []),
    ['試行回数', `${message.attempts}回`],
    ['最後のエラー', message.lastError || '—'],
  ];
  return (
    <dl className="field-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="message">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One message of the outbox: its header, its sending record and its text body (never its HTML rendered). */
export function MailDetailPage({ id, page }: { id: string; page: number }) {
  const ops = useOps();
  const load = useCallback(
    () => ops((client) => client.get<{ message: MailDetail }>(`/ops/mail/${encodeURIComponent(id)}`)),
    [ops, id],
  );
  const [state] = useLoad(load);
  const message = state.data?.message;
  return (
    <div>
      <p>
        <a href={paths.mailList(page)}>送信メールの一覧に戻る</a>
      </p>
      <LoadError state={state} prefix="メールを表示できませんでした。" />
      <LoadingNotice state={state} firstOnly />
      {message ? (
        <>
          <section className="panel" aria-labelledby="mail-heading">
            <h2 id="mail-heading">
              {message.kindLabel}
              {message.receptionId ? `（受付番号 ${message.receptionId}）` : ''}
            </h2>
            <MailFields message={message} />
          </section>
          {/* Not a section: the body itself is the region, named once. */}
          <div className="panel">
            <h2>{BODY_LABEL}</h2>
            <p className="hint">
              このメールにはHTML版もありますが、内容はこのテキスト版と同じです。宛先や本文はお客さまの個人情報です。業務に必要な範囲でだけ見てください。
            </p>
            {/* A long body scrolls inside its box; the box takes the focus so the keyboard can scroll it. */}
            <pre className="mail-body" tabIndex={0} role="region" aria-label={BODY_LABEL}>
              {message.text}
            </pre>
          </div>
        </>
      ) : null}
    </div>
  );
}
