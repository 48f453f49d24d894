// How each change of what is live reads in the audit log.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readJson } from './json-file';
import {
  Actor,
  ChangePerson,
  HistoryEntry,
  LiveAction,
  TARGETS,
  TARGET_LABELS,
  Target,
  personOf,
  targetDir,
} from './registry';

export interface LiveHistoryAuditEntry {
  at: string;
  action: LiveAction;
  /** 'shell' or the remote's name. */
  target: Target;
  description: string;
  actor: Actor;
  /** Who made it from a shell (the ops person of OPS_API_TOKEN, or the shell account); absent on older entries. */
  person?: ChangePerson;
}

/** One line of the live history as the audit log words it (no personal data: versions only). */
export function describeChange(
  target: Target,
  entry: Pick<HistoryEntry, 'action' | 'version' | 'from' | 'percent'>,
): string {
  const name = `${TARGET_LABELS[target]}（${target}）`;
  const from = entry.from ?? 'なし';
  switch (entry.action) {
    case 'release':
      return `${name}の ${entry.version} を公開（それまで ${from}）`;
    case 'rollback':
      return `${name}を ${from} から ${entry.version} に戻した`;
    case 'activate':
      return `${name}を ${from} から ${entry.version} に切り替えた`;
    case 'withdraw':
      return `${name}の ${entry.version} を取り下げた（公開中は ${from}）`;
    case 'canary':
      return `${name}の ${entry.version} をカナリアとして訪問者の ${entry.percent ?? 0}% に公開（公開中は ${from}）`;
    case 'canary-percent':
      return `${name}のカナリア ${entry.version} を訪問者の ${entry.percent ?? 0}% にした`;
    case 'promote':
      return `${name}のカナリア ${entry.version} を全員に公開（それまで ${from}）`;
  }
}

/**
 * The live history of the shell and every remote as audit entries, newest
 * first: what `npm run release|rollback` (by 'cli') and the console (by
 * 'console') changed. `by` keeps one kind only. A change made from the
 * console is also a row of the API's audit log (api/src/modules/ops/remotes-routes.ts
 * records it), so a list merging both takes `{ by: 'cli' }` from here to show
 * each change once.
 */
export function liveHistoryAuditEntries(
  deployDir: string,
  options: { by?: Actor } = {},
): LiveHistoryAuditEntry[] {
  const entries: LiveHistoryAuditEntry[] = [];
  for (const target of TARGETS) {
    const file = path.join(targetDir(deployDir, target), 'history.json');
    if (!existsSync(file)) continue; // nothing ever changed through the tools
    for (const entry of readJson<HistoryEntry[]>(file, [])) {
      if (options.by && entry.by !== options.by) continue;
      entries.push({
        at: entry.at,
        action: entry.action,
        target,
        description: describeChange(target, entry),
        actor: entry.by,
        ...personOf(entry),
      });
    }
  }
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
