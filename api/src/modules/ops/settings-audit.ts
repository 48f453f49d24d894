// Short Japanese descriptions of a settings change for the audit log: what
// the record was and what it became, in the words ops use in the console.
import { maintenanceCategoryLabel, type SettingsRecord } from '@hikari/shared/domain';

/** '2026-12-01T01:00' -> '2026-12-01 01:00'; a bare date stays as it is. */
const when = (value: string | null) => (value ? value.replace('T', ' ') : '');

export function describeMaintenance(maintenance: SettingsRecord['maintenance']): string {
  const category = `表示：${maintenanceCategoryLabel(maintenance.category)}`;
  if (maintenance.isAlwaysDisplay) return `メンテナンス中（解除まで、${category}）`;
  if (maintenance.firstDate && maintenance.lastDate) {
    return `メンテナンス予定 ${when(maintenance.firstDate)}〜${when(maintenance.lastDate)}（${category}）`;
  }
  return 'メンテナンスなし';
}

const hours = (first: number, last: number) => `${first}〜${last}時`;

/** What changed between two records, one clause per part; '' when nothing did. */
export function describeSettingsChange(before: SettingsRecord, after: SettingsRecord): string {
  const parts: string[] = [];
  if (before.version !== after.version) parts.push(`設定バージョン ${before.version} → ${after.version}`);
  if (before.pickupId !== after.pickupId) parts.push(`pickupId ${before.pickupId} → ${after.pickupId}`);
  const b = before.callTime;
  const a = after.callTime;
  if (b.displayFirstTime !== a.displayFirstTime || b.displayLastTime !== a.displayLastTime) {
    parts.push(
      `電話番号の表示 ${hours(b.displayFirstTime, b.displayLastTime)} → ${hours(a.displayFirstTime, a.displayLastTime)}`,
    );
  }
  if (b.telFirstTime !== a.telFirstTime || b.telLastTime !== a.telLastTime) {
    parts.push(`電話受付 ${hours(b.telFirstTime, b.telLastTime)} → ${hours(a.telFirstTime, a.telLastTime)}`);
  }
  const before_ = describeMaintenance(before.maintenance);
  const after_ = describeMaintenance(after.maintenance);
  if (before_ !== after_) parts.push(`${before_} → ${after_}`);
  else if (before.maintenance.text !== after.maintenance.text) parts.push('メンテナンスのお知らせ文を変更');
  return parts.join('、');
}
