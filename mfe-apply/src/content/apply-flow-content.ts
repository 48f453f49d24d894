// Names of the application steps, in the order of APPLY_FLOW.

import { paths } from '@hikari/shared/domain';

export const stepLabels: Record<string, string> = {
  [paths.applyArea]: '提供エリアの確認',
  [paths.applyForm]: '料金シミュレーション',
  [paths.applyForm2]: 'ご契約者さま情報',
  [paths.applyForm3]: '設置先・お支払い',
  [paths.applyTerms]: '重要事項の確認',
  [paths.applyCompleted]: 'お申し込み完了',
};

export const stepNavLabel = 'お申し込みの手順';
export const stepNumber = (n: number, total: number) => `ステップ${n}／${total}：`;
export const stepDone = '（完了）';
export const backLabel = '前の画面に戻る';
