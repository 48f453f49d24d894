// /special/lp2/: a short landing page for the simple web application. Every
// yen figure is passed in from the price catalog and the campaign
// definitions of @hikari/shared/domain; none is written here.

export const lp2Copy = {
  lead: '提供エリアの確認から料金のシミュレーション、お申し込みまで、すべてWebで完結します。来店やお電話の必要はありません。',
  areaButton: '提供エリアを確認する',
  applyButton: '料金シミュレーション・お申し込み',
  pointsHeading: '東海ひかりネットが選ばれる3つの理由',
  stepsHeading: 'お申し込みは3ステップ',
  steps: [
    {
      title: '提供エリアを確認',
      text: '郵便番号とご住所から、ご自宅でお使いいただけるかを確認します。',
    },
    {
      title: '料金をシミュレーション',
      text: 'プランとオプションを選ぶと、月々の料金と受けられる特典がその場でわかります。',
    },
    {
      title: 'そのままWebでお申し込み',
      text: 'ご契約者さまの情報と設置先を入力すれば完了です。開通工事の日程は、担当者からご連絡します。',
    },
  ],
  stepLabel: (n: number) => `STEP${n}`,
  ctaHeading: 'まずは、ご自宅が提供エリアかどうかを確認しましょう',
  ctaText: 'エリアの確認だけなら、お名前などの入力は不要です。',
  finePrint:
    '表示価格はすべて税込です。キャンペーンの適用には条件があります。詳しくは各キャンペーンのページをご確認ください。',
  campaignsLink: 'キャンペーン・特典の一覧',
} as const;

export const lp2PointCopy = {
  price: {
    title: '月々の料金がわかりやすい',
    figure: (min: string) => `月額${min}から`,
    body: (p: { home1G: string; mansion1G: string; home10G: string; mansion10G: string }) =>
      `1ギガプランは戸建て${p.home1G}、マンション${p.mansion1G}。10ギガプランは戸建て${p.home10G}、マンション${p.mansion10G}です（いずれも月額）。`,
    link: '料金プランを詳しく見る',
  },
  cashBack: {
    title: 'Web限定キャッシュバック',
    // A range, not a 「最大」: the largest total with other campaigns is the simulation's (and the banner's).
    figure: (min: string, max: string) => `${min}～${max}`,
    body: (p: { base: string; with10G: string; with1G: string }) =>
      `当サイトからのお申し込みで${p.base}をキャッシュバック。他社からのお乗り換え特典を選ぶと、10ギガプランは${p.with10G}、1ギガプランは${p.with1G}に増えます。`,
    link: 'キャッシュバックの詳細',
  },
  startCost: {
    title: (parts: string[]) => parts.join('・'),
    constructionTitle: '工事費実質無料',
    initialCostTitle: '初期費用0円',
    figure: (installation: string) => `開通工事費${installation}が実質0円`,
    waiverFigure: (adminFee: string) => `契約事務手数料${adminFee}が0円`,
    link: '工事費について詳しく見る',
  },
  support: {
    title: '困ったときも安心のサポート',
    figure: (months: number) => `はじめの${months}ヶ月無料`,
    body: (monthly: string, months: number) =>
      `接続設定や機器のお困りごとを、お電話・遠隔操作・訪問でお手伝いする安心サポートPlus（月額${monthly}）が、光回線と同時のお申し込みで${months}ヶ月無料です。`,
    link: '安心サポートPlusについて',
  },
} as const;
