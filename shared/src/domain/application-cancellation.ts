// An application the support centre cancelled (取消), as the API, the console
// and the mail say it. Outside the domain index: only the API and the ops
// console use it, so no visitor's first page carries it.
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS, type ApplicationStage } from './application-stage';

/**
 * An application the support centre cancelled (取消): the stages stop where
 * they were, the works day is given up, and the visitor's page, the mail and
 * the console say so in these words.
 */
export const APPLICATION_CANCELLED = {
  /** In place of the stage's label. */
  label: '取り消し済み',
  /** What the visitor's page says comes next. */
  next: 'このお申し込みは取り消されました。開通工事は行いません（工事日の予約があった場合は、あわせて取り消しています）。お心当たりがない場合やご不明な点は、サポートセンターへお問い合わせください。',
  /** Why a stage or the works day can no longer be changed (the console and the server's refusal). */
  locked:
    'このお申し込みは取消済みのため、進捗と工事日は変更できません。対応状況を「対応中に戻す」で再開してから変更してください',
} as const;

/** Each stage's state on the page: reached ones done, the rest not done ('cancelled') once the application was cancelled. */
export function applicationStageSteps(stage: ApplicationStage, cancelled: boolean) {
  const at = APPLICATION_STAGES.indexOf(stage);
  return APPLICATION_STAGES.map((id, i) => ({
    id,
    label: APPLICATION_STAGE_LABELS[id],
    state:
      i < at || (cancelled && i === at)
        ? 'done'
        : cancelled
          ? 'cancelled'
          : i === at
            ? 'current'
            : 'upcoming',
  }));
}
