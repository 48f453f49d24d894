// Names of the application steps, in the order of APPLY_FLOW.

import { paths } from '@hikari/shared/domain';

/**
 * Each step's name in the pieces a narrow screen may put on separate lines:
 * Japanese has no spaces, so the step indicator breaks only between these
 * pieces (word-break: keep-all and <wbr>), never inside a word.
 */
export const stepLabelPieces: Record<string, readonly string[]> = {
  [paths.applyArea]: ['提供エリアの', '確認'],
  [paths.applyForm]: ['料金', 'シミュレーション'],
  [paths.applyForm2]: ['ご契約者さま', '情報'],
  [paths.applyForm3]: ['設置先・', 'お支払い'],
  [paths.applyTerms]: ['重要事項の', '確認'],
  [paths.applyCompleted]: ['お申し込み', '完了'],
};

export const stepLabels: Record<string, string> = Object.fromEntries(
  Object.entries(stepLabelPieces).map(([step, pieces]) => [step, pieces.join('')]),
);

export const stepNavLabel = 'お申し込みの手順';
export const stepNumber = (n: number, total: number) => `ステップ${n}／${total}：`;
export const stepDone = '（完了）';
export const backLabel = '前の画面に戻る';

/** Shown on the steps after the visitor came back (browser Back) from a completed application. */
export const restartCopy = {
  title: '新しいお申し込みを始めます',
  body: (receptionId: string) =>
    `前回のお申し込み（受付番号 ${receptionId}）は受け付け済みです。その内容はこの画面からは変更できません。入力いただいた内容は消去しましたので、新しいお申し込みとして最初からご入力ください。`,
  change:
    '受け付け済みのお申し込みの内容を変更したい場合は、受付番号をお手元にご用意のうえ、お問い合わせください。',
  contactLink: 'お問い合わせ',
} as const;

/**
 * Shown in place of a step whose earlier steps are not done (a typed URL, a
 * bookmark, a link opened in another tab): why the step cannot be shown yet,
 * and the step to carry on from.
 */
export const stepGuardCopy = {
  title: '前の手順がまだ済んでいません',
  completedTitle: 'お申し込みはまだ送信されていません',
  body: (step: string, resume: string) =>
    `「${stepLabels[step]}」の画面は、それより前の手順を済ませると表示されます。まだ「${stepLabels[resume]}」が済んでいませんので、そこから続けてください。`,
  completedBody: (resume: string) =>
    resume === paths.applyTerms
      ? '完了の画面は、「重要事項の確認」でお申し込みを送信すると表示されます。内容をご確認のうえ、送信してください。'
      : `完了の画面は、「重要事項の確認」でお申し込みを送信すると表示されます。まだ「${stepLabels[resume]}」が済んでいませんので、そこから続けてください。`,
  storage:
    'ご入力の内容は、入力したブラウザのタブの中だけに保存されます。別のタブや別のブラウザで開いた場合や、タブを閉じた後は引き継がれません。',
  resumeLink: (resume: string) => `「${stepLabels[resume]}」から続ける`,
} as const;
