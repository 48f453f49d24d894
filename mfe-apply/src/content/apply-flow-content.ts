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
