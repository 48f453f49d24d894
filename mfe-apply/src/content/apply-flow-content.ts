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
