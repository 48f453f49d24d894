// The words of the ギガ・トリプル特典 page's comparison: the internet alone
// against the three services, as the simulation prices them.

import { baseMenuLabels } from '@hikari/shared/domain';

export const tripleCopy = {
  heading: '3つまとめた場合の料金と特典',
  basis: (plan: string) =>
    `料金シミュレーションと同じ計算で、${plan}の「${baseMenuLabels[0]}」と比べています。キャンペーンの選び方は、いまのシミュレーションのとおりです。`,
  caption: `「${baseMenuLabels[0]}」と「${baseMenuLabels[2]}」の比較`,
  columns: ['項目', baseMenuLabels[0], baseMenuLabels[2]] as const,
  rows: {
    firstYear: '月額料金（1年目）',
    afterFirstYear: '月額料金（2年目）',
    oneTime: '初期費用（お支払いいただく額）',
    cashBack: 'キャッシュバック',
    coupon: 'クーポン（実質月額には含みません）',
    effective: (months: number) => `実質月額（${months}ヶ月平均）`,
  },
  addedHeading: '3つまとめると加わる特典',
  switchingHeading: '他社回線からお乗り換えの場合は、さらに次の特典が加わります',
  switchingNote: 'シミュレーションで「他社からのお乗り換え」を選ぶと、上の表にも含めて計算します。',
} as const;
