// Headings and buttons shared by the campaign and bundle-discount pages.

export const pageCopy = {
  benefitHeading: '特典の内容',
  periodHeading: 'キャンペーン期間',
  combinationHeading: 'ほかのキャンペーンとの併用',
  conditionsHeading: '対象となる方',
  howHeading: '受け取り方・適用の時期',
  setWariHowHeading: '割引のお申し込み方法',
  notesHeading: '注意事項',
  whoLabel: '対象',
  apply: '料金シミュレーション・お申し込みへ',
  backToList: 'キャンペーン一覧へ',
  endedTitle: '終了したキャンペーンです',
  ended: (lastDay: string | null) =>
    lastDay
      ? `このキャンペーンは${lastDay}をもって終了しました。現在お申し込みいただいても対象になりません。`
      : 'このキャンペーンは現在実施していません。現在お申し込みいただいても対象になりません。',
} as const;
