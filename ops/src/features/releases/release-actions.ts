// What each button of the releases screen does, and the sentence its
// confirmation shows: both versions are always named.
import type { RemoteItem } from '../../api/types';

export type ReleaseAction =
  | { kind: 'rollback'; remote: RemoteItem; from: string; to: string }
  | { kind: 'activate'; remote: RemoteItem; from: string | null; to: string }
  | { kind: 'withdraw'; remote: RemoteItem; version: string; live: string | null; fallback: string | null };

/** The plain rollback: back to the version live before the current one (the server's last known good). */
export function rollbackAction(remote: RemoteItem): Extract<ReleaseAction, { kind: 'rollback' }> | null {
  if (!remote.live || !remote.lastKnownGood || remote.lastKnownGood === remote.live.version) return null;
  return { kind: 'rollback', remote, from: remote.live.version, to: remote.lastKnownGood };
}

export function activateAction(remote: RemoteItem, version: string): ReleaseAction {
  return { kind: 'activate', remote, from: remote.live?.version ?? null, to: version };
}

/**
 * Why a version cannot be withdrawn, or null when it can: the live version
 * with nothing to go back to stays (the server refuses it, so the console
 * does not offer it).
 */
export function withdrawBlocked(remote: RemoteItem, version: string): string | null {
  if (remote.live?.version === version && !remote.lastKnownGood) {
    return '公開中で、代わりに戻せる版がないため取り下げられません';
  }
  return null;
}

export function withdrawAction(remote: RemoteItem, version: string): ReleaseAction {
  return {
    kind: 'withdraw',
    remote,
    version,
    live: remote.live?.version ?? null,
    fallback: remote.lastKnownGood,
  };
}

/** Newer releases first is how ops read a list of versions; a version compares by its release time. */
export function isNewer(remote: RemoteItem, a: string, b: string): boolean {
  const at = (v: string) => Date.parse(remote.versions.find((x) => x.version === v)?.releasedAt ?? '') || 0;
  return at(a) > at(b);
}

export function confirmation(action: ReleaseAction): { title: string; text: string; confirm: string } {
  const name = action.remote.label || action.remote.name;
  switch (action.kind) {
    case 'rollback':
      return {
        title: `${name}を切り戻しますか`,
        text: `${name}の公開中の版を ${action.from} から ${action.to} に戻します。開いているページには次の画面遷移から反映されます。`,
        confirm: `${action.to} に戻す`,
      };
    case 'activate': {
      const direction =
        action.from && isNewer(action.remote, action.from, action.to) ? '戻します' : '切り替えます';
      return {
        title: `${name}の公開版を切り替えますか`,
        text: action.from
          ? `${name}の公開中の版を ${action.from} から ${action.to} に${direction}。開いているページには次の画面遷移から反映されます。`
          : `${name}の ${action.to} を公開します。`,
        confirm: `${action.to} を公開する`,
      };
    }
    case 'withdraw':
      return {
        title: `${action.version} を取り下げますか`,
        text:
          action.live === action.version
            ? `${name}の ${action.version} は公開中です。取り下げると ${action.fallback} に戻し、申し込みの途中のお客さまにも直ちに ${action.fallback} が表示されます。取り下げた版は、版を指定しても二度と公開できません。`
            : action.live
              ? `${name}の ${action.version} を取り下げます。公開中の ${action.live} はそのままです。この版のまま申し込みの途中のお客さまには、直ちに ${action.live} が表示されます。`
              : `${name}の ${action.version} を取り下げます。公開中の版はないため、お客さまに表示される版は変わりません。`,
        confirm: `${action.version} を取り下げる`,
      };
  }
}

/**
 * The endpoint and body of an action. `from` is the live version the
 * confirmation named: the server refuses with 409 when it is no longer live
 * (another tab or person changed it), so a rollback is never applied twice.
 */
export function request(action: ReleaseAction): { path: string; body: unknown } {
  const base = `/ops/remotes/${encodeURIComponent(action.remote.name)}`;
  switch (action.kind) {
    case 'rollback':
      return { path: `${base}/rollback`, body: { from: action.from } };
    case 'activate':
      return { path: `${base}/activate`, body: { version: action.to, from: action.from } };
    case 'withdraw':
      return { path: `${base}/withdraw`, body: { version: action.version, from: action.live } };
  }
}
