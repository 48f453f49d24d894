import { useCallback } from 'react';
import { RowTable } from '@hikari/shared/ui/row-table';
import type { MailList, MailSummary } from '../../api/types';
import { paths } from '../../routing/paths';
import { navigate } from '../../routing/use-hash-route';
import { formatDateTime } from '../../ui/format';
import { LoadError, NewestFirstPager, ReloadBar } from '../../ui/load-state';
import { useLoad } from '../../ui/use-load';
import { useOps } from '../session';

const PAGE_SIZE = 50;

/** The server's label; while it is tried again, also how often and when next; why the last try failed. */
function MailStatus({ message }: { message: MailSummary }) {
  const failing = message.status === 'retrying' || message.status === 'failed';
  return (
    <>
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
    </>
  );
}

function MailTable({ messages, page }: { messages: MailSummary[]; page: number }) {
  return (
    <RowTable
      caption={`送信メール（新しい順、${page}ページ目）`}
      columns={['作成日時', '種類', '受付番号', '宛先', '件名', '状態', '送信日時']}
      cellClassNames={{ 2: 'message' }}
      emptyText="送信メールはまだありません。"
      rows={messages.map((message) => ({
        id: String(message.id),
        label: formatDateTime(message.createdAt),
        cells: [
          message.kindLabel,
          message.receptionId ?? '—',
          message.to,
          <a href={paths.mailMessage(message.id, page)}>{message.subject || '（件名なし）'}</a>,
          <MailStatus message={message} />,
          formatDateTime(message.sentAt),
        ],
      }))}
    />
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
