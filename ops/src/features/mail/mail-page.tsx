import { useCallback } from 'react';
import type { MailList, MailSummary } from '../../api/types';
import { paths } from '../../routing/paths';
import { navigate } from '../../routing/use-hash-route';
import { formatDateTime } from '../../ui/format';
import { LoadError, NewestFirstPager, ReloadBar } from '../../ui/load-state';
import { useLoad } from '../../ui/use-load';
import { useOps } from '../session';

const PAGE_SIZE = 50;

/** The server's label; while it is tried again, also how often and when next; why the last try failed. */
function StatusCell({ message }: { message: MailSummary }) {
  const failing = message.status === 'retrying' || message.status === 'failed';
  return (
    <td>
      {message.statusLabel}
      {failing ? (
        <>
          <span className="line-note">
            試行回数 {message.attempts}回
            {message.status === 'retrying' ? `・次回 ${formatDateTime(message.nextAttemptAt)}` : ''}
          </span>
          {message.lastError ? (
            <span className="line-note message">最後のエラー：{message.lastError}</span>
          ) : null}
        </>
      ) : null}
    </td>
  );
}

function MailTable({ messages, page }: { messages: MailSummary[]; page: number }) {
  return (
    <table>
      <caption>送信メール（新しい順、{page}ページ目）</caption>
      <thead>
        <tr>
          <th scope="col">作成日時</th>
          <th scope="col">種類</th>
          <th scope="col">受付番号</th>
          <th scope="col">宛先</th>
          <th scope="col">件名</th>
          <th scope="col">状態</th>
          <th scope="col">送信日時</th>
        </tr>
      </thead>
      <tbody>
        {messages.length === 0 ? (
          <tr>
            <td colSpan={7}>送信メールはまだありません。</td>
          </tr>
        ) : (
          messages.map((message) => (
            <tr key={message.id}>
              <td>{formatDateTime(message.createdAt)}</td>
              <td>{message.kindLabel}</td>
              <td>{message.receptionId ?? '—'}</td>
              <td className="message">{message.to}</td>
              <td>
                <a href={paths.mailMessage(message.id, page)}>{message.subject || '（件名なし）'}</a>
              </td>
              <StatusCell message={message} />
              <td>{formatDateTime(message.sentAt)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Whether mail leaves the server at all, once the list has said so. */
function SmtpNotice({ smtpConfigured }: { smtpConfigured: boolean }) {
  if (smtpConfigured)
    return (
      <p className="lead">
        メールは設定済みのSMTPサーバーから送信します。送信できなかったメールは、時間をおいて自動で再送します。
      </p>
    );
  return (
    <p className="warning">
      SMTPサーバーが設定されていないため、メールはどこにも送信されません。お客さまには届かず、ここに保存されます。内容はこの画面で確認してください。
    </p>
  );
}

/** The outbox, newest first: what was sent to customers (the contract document and the like), and what is still waiting. */
export function MailPage({ page }: { page: number }) {
  const ops = useOps();
  const load = useCallback(
    () =>
      ops((client) =>
        // One more than a page tells whether there is a next one.
        client.get<MailList>(`/ops/mail?limit=${PAGE_SIZE + 1}&offset=${(page - 1) * PAGE_SIZE}`),
      ).then((list) => ({ ...list, page })),
    [ops, page],
  );
  const [state, reload] = useLoad(load);
  // A page that failed shows no list: the rows of another page would read as its answer.
  const list = state.status === 'error' ? null : state.data;
  // The page the rows on screen are from (while the next one loads, the previous stays).
  const shown = list?.page ?? page;
  const hasNext = (list?.messages.length ?? 0) > PAGE_SIZE;
  return (
    <div>
      <p className="lead">
        お客さまに送るメール（契約書面など）の送信記録です。送信を待っているメールもここに表示します。件名を選ぶと本文を確認できます。
      </p>
      {list ? <SmtpNotice smtpConfigured={list.smtpConfigured} /> : null}
      <ReloadBar state={state} onReload={reload} />
      <LoadError state={state} prefix="送信メールの一覧を表示できませんでした。" />
      {list ? <MailTable messages={list.messages.slice(0, PAGE_SIZE)} page={shown} /> : null}
      <NewestFirstPager
        page={shown}
        hasNext={hasNext}
        pageSize={PAGE_SIZE}
        onPage={(to) => navigate(paths.mailList(to))}
      />
    </div>
  );
}
