// What a screen says about its useLoad state: the loading notice, the alert
// of a failed load, the reload toolbar and the paging of a log, the same on
// every screen of the console.
import type { ReactNode } from 'react';
import { formatDateTime } from './format';
import { REFRESH_MS, type Load } from './use-load';

export interface LoadingNoticeProps {
  state: Load<unknown>;
  /** Only until the first data arrives (a reload keeps the data on screen silently). Default false. */
  firstOnly?: boolean;
  /** A span inside a toolbar instead of a paragraph. Default false. */
  inline?: boolean;
}

export function LoadingNotice({ state, firstOnly = false, inline = false }: LoadingNoticeProps) {
  if (state.status !== 'loading' || (firstOnly && state.data)) return null;
  return inline ? <span role="status">読み込んでいます…</span> : <p role="status">読み込んでいます…</p>;
}

/** The failed load's message, after `prefix` when given. */
export function LoadError({ state, prefix }: { state: Load<unknown>; prefix?: string }) {
  if (state.status !== 'error') return null;
  return (
    <p className="field-error" role="alert">
      {prefix}
      {state.message}
    </p>
  );
}

/** The toolbar of a screen that loads: 「最新の状態にする」 and the loading notice, then whatever the screen adds. */
export function ReloadBar(props: {
  state: Load<unknown>;
  onReload: () => void;
  firstOnly?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="toolbar">
      <button type="button" className="button button--small" onClick={props.onReload}>
        最新の状態にする
      </button>
      <LoadingNotice state={props.state} firstOnly={props.firstOnly} inline />
      {props.children}
    </div>
  );
}

/** The toolbar of a screen on useRefreshingLoad: the reload button, then when the figures were last read and how often they are. */
export function RefreshingReloadBar(props: {
  state: Load<unknown>;
  onReload: () => void;
  loadedAt: Date | null;
}) {
  return (
    <ReloadBar state={props.state} onReload={props.onReload} firstOnly>
      {props.loadedAt ? (
        <span className="hint">
          最終更新 {formatDateTime(props.loadedAt.toISOString()).slice(11)}（{REFRESH_MS / 1000}
          秒ごとに自動で更新）
        </span>
      ) : null}
    </ReloadBar>
  );
}

/** Paging of a newest-first log (the audit log, the mail outbox): shown once there is more than one page. */
export function NewestFirstPager(props: {
  page: number;
  hasNext: boolean;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { page, hasNext, pageSize, onPage } = props;
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="pager" aria-label="ページ送り">
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        新しい{pageSize}件
      </button>
      <span>{page}ページ目</span>
      <button
        type="button"
        className="button button--small"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        古い{pageSize}件
      </button>
    </nav>
  );
}
