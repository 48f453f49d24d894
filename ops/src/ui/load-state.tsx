// What a screen says about its useLoad state: the loading notice and the
// alert of a failed load, the same on every screen of the console.
import type { Load } from './use-load';

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
