import { useCallback, useState } from 'react';
import type { AuditEntry } from '../../api/types';
import { formatDateTime } from '../../ui/format';
import { LoadError, NewestFirstPager, ReloadBar } from '../../ui/load-state';
import { useLoad } from '../../ui/use-load';
import { useOps } from '../session';
import { ACTION_LABELS } from '../../ui/action-labels';

const PAGE_SIZE = 50;

const ACTOR_LABELS: Record<string, string> = { cli: 'コマンド', console: 'コンソール', 'ops-api': '運用API' };

/** What ops did, newest first: releases and rollbacks, settings, imports, exports, status changes. */
export function AuditPage() {
  const ops = useOps();
  const [page, setPage] = useState(1);
  const load = useCallback(
    () =>
      ops((client) =>
        // One more than a page tells whether there is a next one.
        client.get<{ entries: AuditEntry[] }>(
          `/ops/audit?limit=${PAGE_SIZE + 1}&offset=${(page - 1) * PAGE_SIZE}`,
        ),
      ),
    [ops, page],
  );
  const [state, reload] = useLoad(load);
  const entries = state.data?.entries ?? [];
  const hasNext = entries.length > PAGE_SIZE;
  return (
    <div>
      <p className="lead">運用の操作の記録です。お客さまの個人情報は記録しません。</p>
      <ReloadBar state={state} onReload={reload} />
      <LoadError state={state} />
      {state.data ? (
        <table>
          <caption>操作履歴（新しい順、{page}ページ目）</caption>
          <thead>
            <tr>
              <th scope="col">日時</th>
              <th scope="col">操作</th>
              <th scope="col">対象</th>
              <th scope="col">内容</th>
              <th scope="col">操作元</th>
              <th scope="col">接続元アドレス</th>
            </tr>
          </thead>
          <tbody>
            {entries.length === 0 ? (
              <tr>
                <td colSpan={6}>記録はまだありません。</td>
              </tr>
            ) : (
              entries.slice(0, PAGE_SIZE).map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                  <td>{entry.target}</td>
                  <td className="message">{entry.description}</td>
                  <td>{ACTOR_LABELS[entry.actor] ?? entry.actor}</td>
                  <td>{entry.address ?? '—'}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      ) : null}
      <NewestFirstPager page={page} hasNext={hasNext} pageSize={PAGE_SIZE} onPage={setPage} />
    </div>
  );
}
