// Copy and figures of the bundle discounts with a smartphone (/set-wari/*).
//
// The per-line discounts are the public figures of docs/business-rules.md#campaigns
// ("au bundle 550-1,100 per au line, up to 10 lines"; "UQ bundle 638-1,100
// per line by UQ plan"). The shared price catalog does not hold them yet, so
// they live here, once; both ends of each range are the tiers a visitor can
// pick in the calculator. The carrier decides which of its plans gets which
// figure, so the pages send the visitor to the carrier for their own plan
// instead of naming plans we cannot keep up to date.

import { baseMenuLabels, formatYen, paths } from '@hikari/shared/domain';

export type SetWariPath = typeof paths.setWariSmartValue | typeof paths.setWariZitaku;

export interface SetWariTier {
  /** Which of the carrier's plans get this figure, in the visitor's words. */
  label: string;
  /** Discount per line and month, yen. */
  perLine: number;
}

export interface SetWariPageContent {
  path: SetWariPath;
  carrier: string;
  lead: string;
  /** One sentence for the campaign list. */
  summary: string;
  /** Largest discount first. */
  tiers: SetWariTier[];
  /** Lines one contract can discount. */
  maxLines: number;
  conditions: string[];
  howItWorks: string[];
  notes: string[];
}

const phoneMenus = `「${baseMenuLabels[1]}」または「${baseMenuLabels[2]}」`;
const MAX_LINES = 10;

interface Carrier {
  path: SetWariPath;
  carrier: string;
  /** What the visitor uses from the carrier, as the conditions name it. */
  devices: string;
  /** Where the carrier takes the application in person. */
  shop: string;
  tiers: SetWariTier[];
}

/** Both bundles work the same way; only the carrier and its figures differ. */
function page({ path, carrier, devices, shop, tiers }: Carrier): SetWariPageContent {
  const top = Math.max(...tiers.map((tier) => tier.perLine));
  return {
    path,
    carrier,
    lead: `${devices}をお使いの方は、光回線と光電話をセットにすると、スマートフォンの月額料金が毎月安くなります。`,
    summary: `${carrier}のスマートフォンと光回線・光電話をセットで、スマートフォンの月額料金を1回線あたり最大${formatYen(top)}割り引きます。`,
    tiers,
    maxLines: MAX_LINES,
    conditions: [
      `${devices}をお使いの方（ご家族の回線も含めて最大${MAX_LINES}回線まで）`,
      `当社の光回線と光電話をセットでご利用の方（${phoneMenus}）`,
    ],
    howItWorks: [
      `光回線の開通後に、${shop}・お電話・${carrier}のWebサイトのいずれかでお申し込みください。`,
      `割引は、${carrier}の毎月のご利用料金から差し引かれます。`,
    ],
    notes: [
      `割引額はお使いの${carrier}の料金プランによって異なります。対象のプランと割引額は、${shop}または${carrier}のWebサイトでご確認ください。`,
      '光電話を解約すると、割引は終了します。',
      'インターネットのみのご契約は対象外です。',
    ],
  };
}

export const setWariPages: readonly SetWariPageContent[] = [
  page({
    path: paths.setWariSmartValue,
    carrier: 'au',
    devices: 'auのスマートフォン・携帯電話',
    shop: 'auショップ',
    tiers: [
      { label: 'データ容量の大きいプラン（使い放題など）', perLine: 1100 },
      { label: 'データ容量の小さいプラン', perLine: 550 },
    ],
  }),
  page({
    path: paths.setWariZitaku,
    carrier: 'UQ mobile',
    devices: 'UQ mobileのスマートフォン',
    shop: 'UQ mobile取扱店',
    tiers: [
      { label: '割引額の大きい料金プラン', perLine: 1100 },
      { label: 'そのほかの対象の料金プラン', perLine: 638 },
    ],
  }),
];

export const setWariCopy = {
  tiersHeading: '割引の内容',
  tiersCaption: (carrier: string) => `${carrier}の1回線あたりの割引額（月額）`,
  tiersColumns: ['料金プラン', '1回線あたりの割引'],
  calculatorHeading: '割引額を計算する',
  tierLegend: 'お使いの料金プラン',
  linesLabel: (maxLines: number) => `割引を受ける回線数（最大${maxLines}回線）`,
  linesOption: (lines: number) => `${lines}回線`,
  monthlyTotal: '毎月の割引額の合計',
  yearlyTotal: (amount: string) => `1年間で${amount}おトクです。`,
} as const;

export function setWariPageOf(path: SetWariPath): SetWariPageContent {
  const found = setWariPages.find((entry) => entry.path === path);
  if (!found) throw new Error(`No set-wari page for ${path}`);
  return found;
}
