// Where an application stands, as the visitor follows it on its own page and
// in the mail each change sends: 受付済み → 内容確認中 → 工事日確定 → 工事完了
// → ご利用開始. Ops move it forward in the console, one stage at a time (a
// stage is never skipped, so every mail the visitor gets tells the next step).
// Apart from the back office's handling state (submission-status.ts).

import { contractTerms } from './contract-terms';

export const APPLICATION_STAGES = [
  'received',
  'reviewing',
  'works-fixed',
  'works-done',
  'in-service',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const isApplicationStage = (value: unknown): value is ApplicationStage =>
  typeof value === 'string' && (APPLICATION_STAGES as readonly string[]).includes(value);

export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  received: '受付済み',
  reviewing: '内容確認中',
  'works-fixed': '工事日確定',
  'works-done': '工事完了',
  'in-service': 'ご利用開始',
};

/** What happens next, told to the visitor at each stage. */
export const APPLICATION_STAGE_NEXT: Record<ApplicationStage, string> = {
  received:
    'お申し込みを受け付けました。担当者がお申し込みの内容と設置先の設備の確認を始めると「内容確認中」に進みます。',
  reviewing:
    '担当者がお申し込みの内容と設置先の設備を確認しています。工事日が決まると「工事日確定」に進み、メールでお知らせします。工事日を予約していない場合は、お申し込み状況のページから予約するか、担当者からのお電話で調整します。',
  'works-fixed': `工事日が確定しました。${contractTerms.worksAttendance}工事が終わると「工事完了」に進みます。`,
  'works-done': '開通工事が終わりました。回線の開通を確認したのち、「ご利用開始」をお知らせします。',
  'in-service': 'インターネットをご利用いただけます。',
};

/** The stages that say the works were done: never before the booked works day. */
const AFTER_WORKS: readonly ApplicationStage[] = ['works-done', 'in-service'];

/** 2026-12-21 → 12月21日 */
const monthDay = (ymd: string) => `${Number(ymd.slice(5, 7))}月${Number(ymd.slice(8, 10))}日`;

/**
 * Why `to` cannot follow `from`, or null when it can: only the next stage,
 * 工事日確定 needs a booked works day, and 工事完了 and ご利用開始 wait until
 * that day has come. `worksDay` is the booked works day (YYYY-MM-DD, null
 * when none), `today` today in Japan (YYYY-MM-DD).
 */
export function stageChangeProblem(
  from: ApplicationStage,
  to: ApplicationStage,
  worksDay: string | null,
  today: string,
): string | null {
  const hasWorksSlot = worksDay !== null;
  const next = APPLICATION_STAGES[APPLICATION_STAGES.indexOf(from) + 1];
  if (to === from) return `すでに「${APPLICATION_STAGE_LABELS[from]}」です`;
  if (to !== next) {
    return next
      ? `「${APPLICATION_STAGE_LABELS[from]}」の次は「${APPLICATION_STAGE_LABELS[next]}」です（段階を飛ばしたり戻したりはできません）`
      : '「ご利用開始」のあとに進める段階はありません';
  }
  if (to === 'works-fixed' && !hasWorksSlot) {
    return '工事日が予約されていません。お客さまがお申し込み状況のページで予約するか、お電話で調整した日を予約してから進めてください';
  }
  if (AFTER_WORKS.includes(to) && worksDay !== null && today < worksDay) {
    return `工事日（${monthDay(worksDay)}）より前は「${APPLICATION_STAGE_LABELS[to]}」にできません。工事日の当日以降に進めてください`;
  }
  return null;
}
