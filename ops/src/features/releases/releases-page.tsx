import { useCallback, useState } from 'react';
import { RowTable } from '@hikari/shared/ui/row-table';
import { conflictText, errorText, isConflict } from '../../api/ops-client';
import type { HealthItem, RemoteItem } from '../../api/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ACTION_LABELS } from '../../ui/action-labels';
import { formatDateTime, formatRate } from '../../ui/format';
import { LoadError, RefreshingReloadBar } from '../../ui/load-state';
import { useRefreshingLoad } from '../../ui/use-load';
import { type ActionResult, ResultLine } from '../../ui/save-result';
import { useOps } from '../session';
import {
  activateAction,
  confirmation,
  request,
  rollbackAction,
  withdrawAction,
  withdrawBlocked,
  type ReleaseAction,
} from './release-actions';

const HEALTH_HOURS = 24;

const BY_LABEL = { cli: 'コマンド', console: 'コンソール', auto: '自動（カナリアの判定）' } as const;

interface OverviewData {
  remotes: RemoteItem[];
  health: HealthItem[];
}

function HealthSummary({ remote, health }: { remote: RemoteItem; health: HealthItem | undefined }) {
  if (!health) return <p>エラーの集計はまだありません。</p>;
  const worse = health.previous !== null && health.errorsPerHour > health.previous.errorsPerHour;
  return (
    <div className="health">
      <dl className="figures">
        <div>
          <dt>現在の版（{health.live ?? remote.live?.version ?? '—'}）でエラーの影響を受けた訪問者</dt>
          <dd>
            {formatRate(health.errorsPerHour)}（{health.errors}人、
            {formatDateTime(health.countedFrom ?? health.liveSince)} から）
          </dd>
        </div>
        <div>
          <dt>
            直前まで公開していた版{health.previous ? `（${health.previous.version}）` : ''}
            でエラーの影響を受けた訪問者
          </dt>
          <dd>
            {health.previous
              ? `${formatRate(health.previous.errorsPerHour)}（${health.previous.errors}人）`
              : 'この版の前に公開していた版はありません'}
          </dd>
        </div>
        <div>
          <dt>前の版で代わりに表示した訪問者</dt>
          <dd>{health.fallbacksServed}人</dd>
        </div>
      </dl>
      {worse ? (
        <p className="warning">
          <strong>注意：</strong>
          現在の版でエラーの影響を受けた訪問者が、直前まで公開していた版より多くなっています。
        </p>
      ) : null}
      {health.latest.length > 0 ? (
        <table>
          <caption>最新のエラー（{remote.label || remote.name}）</caption>
          <thead>
            <tr>
              <th scope="col">日時</th>
              <th scope="col">版</th>
              <th scope="col">ページ</th>
              <th scope="col">内容</th>
            </tr>
          </thead>
          <tbody>
            {health.latest.map((sample, index) => (
              <tr key={`${sample.at}-${index}`}>
                <td>{formatDateTime(sample.at)}</td>
                <td>{sample.version ?? '—'}</td>
                <td>{sample.path ?? '—'}</td>
                <td className="message">{sample.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>この版になってからのエラーはありません。</p>
      )}
    </div>
  );
}

/** Every remote on one table, so a release that went wrong stands out before reading the sections. */
function Overview({ data }: { data: OverviewData }) {
  return (
    <table>
      <caption>概要：公開中の版とエラー</caption>
      <thead>
        <tr>
          <th scope="col">対象</th>
          <th scope="col">公開中の版</th>
          <th scope="col">エラーの影響を受けた訪問者（現在の版）</th>
          <th scope="col">エラーの影響を受けた訪問者（直前まで公開していた版）</th>
          <th scope="col">前の版で代わりに表示した訪問者</th>
        </tr>
      </thead>
      <tbody>
        {data.remotes.map((remote) => {
          const health = data.health.find((h) => h.name === remote.name);
          const worse = health?.previous ? health.errorsPerHour > health.previous.errorsPerHour : false;
          return (
            <tr key={remote.name}>
              <th scope="row">{remote.label || remote.name}</th>
              <td>{remote.live?.version ?? '—'}</td>
              <td className={worse ? 'warning-cell' : undefined}>
                {health ? `${formatRate(health.errorsPerHour)}（${health.errors}人）` : '—'}
                {worse ? '（増えています）' : ''}
              </td>
              <td>
                {health?.previous
                  ? `${health.previous.version}：${formatRate(health.previous.errorsPerHour)}`
                  : '—'}
              </td>
              <td>{health ? `${health.fallbacksServed}人` : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function RemoteSection(props: {
  remote: RemoteItem;
  health: HealthItem | undefined;
  onAction: (action: ReleaseAction) => void;
}) {
  const { remote, health, onAction } = props;
  const headingId = `remote-${remote.name}`;
  const name = remote.label || remote.name;
  const rollback = rollbackAction(remote);
  const versions = [...remote.versions].sort((a, b) => Date.parse(b.releasedAt) - Date.parse(a.releasedAt));
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name} <span className="code">{remote.name}</span>
      </h2>
      <p className="live">
        公開中：
        {remote.live ? (
          <>
            <strong>{remote.live.version}</strong>（{formatDateTime(remote.live.since)} から）
          </>
        ) : (
          '公開中の版はありません'
        )}
        {remote.lastKnownGood ? ` ／ 切り戻し先：${remote.lastKnownGood}` : ''}
      </p>
      <HealthSummary remote={remote} health={health} />
      <div className="actions">
        <button
          type="button"
          className="button button--danger"
          disabled={!rollback}
          onClick={() => rollback && onAction(rollback)}
        >
          {rollback ? `${rollback.to} に切り戻す` : '切り戻せる版がありません'}
        </button>
      </div>
      {!rollback && remote.live && health?.previous ? (
        <p className="hint">
          直前まで公開していた {health.previous.version}{' '}
          は切り戻し元か取り下げ済みのため、切り戻し先にしません。公開するには版の一覧から選んでください。
        </p>
      ) : null}
      <table>
        <caption>{name}の版</caption>
        <thead>
          <tr>
            <th scope="col">版</th>
            <th scope="col">リリース日時</th>
            <th scope="col">状態</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version}>
              <th scope="row">{v.version}</th>
              <td>{formatDateTime(v.releasedAt)}</td>
              <td>
                <ul className="marks">
                  {v.live ? <li className="mark mark--live">公開中</li> : null}
                  {v.withdrawn ? <li className="mark mark--withdrawn">取り下げ済み</li> : null}
                  {remote.canary?.version === v.version ? (
                    <li className="mark">カナリア（訪問者の {remote.canary.percent}%）</li>
                  ) : null}
                  {v.rolledAwayAt ? (
                    <li className="mark">切り戻し元（{formatDateTime(v.rolledAwayAt)}）</li>
                  ) : null}
                </ul>
              </td>
              <td className="row-actions">
                {!v.live && !v.withdrawn ? (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => onAction(activateAction(remote, v.version))}
                    aria-label={`${name}の ${v.version} を公開する`}
                  >
                    公開する
                  </button>
                ) : null}
                {!v.withdrawn && withdrawBlocked(remote, v.version) ? (
                  <span className="hint">{withdrawBlocked(remote, v.version)}</span>
                ) : null}
                {!v.withdrawn && !withdrawBlocked(remote, v.version) ? (
                  <button
                    type="button"
                    className="button button--small button--ghost-danger"
                    onClick={() => onAction(withdrawAction(remote, v.version))}
                    aria-label={`${name}の ${v.version} を取り下げる`}
                  >
                    取り下げる
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {remote.history.length > 0 ? (
        <details>
          <summary>公開の履歴（{remote.history.length}件、古い順）</summary>
          {/* In the order things happened, so each row's それまでの版 is the row above's 版. */}
          <RowTable
            caption={`${name}の公開の履歴（起きた順）`}
            columns={['日時', '操作', '版', 'それまでの版', '操作元']}
            rows={remote.history.map((entry, index) => ({
              id: `${entry.at}-${index}`,
              label: formatDateTime(entry.at),
              cells: [
                `${ACTION_LABELS[entry.action] ?? entry.action}${typeof entry.percent === 'number' ? `（${entry.percent}%）` : ''}`,
                entry.version,
                entry.from ?? '—',
                BY_LABEL[entry.by] ?? entry.by,
              ],
            }))}
          />
        </details>
      ) : null}
    </section>
  );
}

export function ReleasesPage() {
  const ops = useOps();
  const load = useCallback(
    () =>
      ops(async (client) => {
        const [remotes, health] = await Promise.all([
          client.get<{ items: RemoteItem[] }>('/ops/remotes'),
          client.get<{ items: HealthItem[] }>(`/ops/health?hours=${HEALTH_HOURS}`),
        ]);
        return { remotes: remotes.items, health: health.items } satisfies OverviewData;
      }),
    [ops],
  );
  const [state, reload, replace, loadedAt] = useRefreshingLoad(load);
  const [pending, setPending] = useState<ReleaseAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult>(null);

  const run = async () => {
    if (!pending || !state.data) return;
    const action = pending;
    const { path, body } = request(action);
    setBusy(true);
    try {
      const updated = await ops((client) => client.post<RemoteItem>(path, body));
      replace({
        ...state.data,
        remotes: state.data.remotes.map((r) => (r.name === updated.name ? updated : r)),
      });
      setResult({
        ok: true,
        text: `${updated.label || updated.name}：公開中の版は ${updated.live?.version ?? 'ありません'} です。`,
      });
      // The health figures follow the new live version.
      reload();
    } catch (error) {
      // Overtaken (409: another tab or person changed it first): the screen shows what is live now.
      if (isConflict(error)) {
        reload();
        setResult({ ok: false, text: conflictText(error) });
      } else {
        setResult({ ok: false, text: errorText(error) });
      }
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const data = state.data;
  const dialog = pending ? confirmation(pending) : null;
  return (
    <div>
      <p className="lead">
        各リモートとシェルの公開中の版、直近{HEALTH_HOURS}
        時間にエラーの影響を受けた訪問者の数、版の切り替えです。切り替えは開いているページの次の画面遷移から反映されます。
      </p>
      <RefreshingReloadBar state={state} onReload={reload} loadedAt={loadedAt} />
      <ResultLine result={result} />
      <LoadError state={state} />
      {data ? <Overview data={data} /> : null}
      {data
        ? data.remotes.map((remote) => (
            <RemoteSection
              key={remote.name}
              remote={remote}
              health={data.health.find((h) => h.name === remote.name)}
              onAction={(action) => {
                setResult(null);
                setPending(action);
              }}
            />
          ))
        : null}
      {dialog ? (
        <ConfirmDialog
          title={dialog.title}
          confirmLabel={dialog.confirm}
          danger
          busy={busy}
          onConfirm={run}
          onCancel={() => setPending(null)}
        >
          <p>{dialog.text}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
