// Copy of the "does it apply to my simulation" notice on every campaign and
// bundle-discount page. Names and figures arrive as arguments, taken from
// the domain by the rules in features/campaign-pages/eligibility.ts.

import { baseMenuLabels, buildingKindOf, priceCatalog, type PlanData } from '@hikari/shared/domain';

/** '10ギガプラン（戸建て）・インターネット＋光電話': the plan and menu the visitor has chosen. */
export function simulationLabel(
  planData: Pick<PlanData, 'buildingType' | 'selectedPlan' | 'baseMenu'>,
): string {
  const plan = priceCatalog.plans[buildingKindOf(planData.buildingType)][planData.selectedPlan];
  return `${plan.label}・${baseMenuLabels[planData.baseMenu]}`;
}

const withPhone = `「${baseMenuLabels[1]}」または「${baseMenuLabels[2]}」`;

export const eligibilityCopy = {
  heading: '現在のシミュレーションでの判定',
  applies: (simulation: string) => `現在のシミュレーション（${simulation}）では対象です`,
  doesNotApply: (simulation: string) => `現在のシミュレーション（${simulation}）では対象外です`,
  changeLink: 'シミュレーションの内容を変更する',

  needs10G: '10ギガプランのみが対象です。',
  needsPhone: `光電話を含むメニュー（${withPhone}）をお選びいただくと対象になります。`,
  needsTV: `「${baseMenuLabels[2]}」をお選びいただくと対象になります。`,
  needsSwitch: 'シミュレーションで「他社からのお乗り換え」を選ぶと対象になります。',
  needsPhoneForSwitch: `お乗り換えの特典は光電話が必要です。${withPhone}をお選びいただくと対象になります。`,
  needsPremium: 'Netflixパック（プレミアム）をお選びいただくと対象になります。',
  needsVideo: `動画配信サービス（${priceCatalog.videoPlans['point+video990'].label}）をお選びいただくと対象になります。`,
  needsGigazo: 'ギガぞう（公衆Wi-Fi）をお選びいただくと対象になります。',
  notOnOffer:
    'このキャンペーンは、現在のシミュレーションで適用されるキャンペーンに含まれていません。適用されるキャンペーンは、料金シミュレーションのお見積もりでご確認いただけます。',
  standingEnded: 'このキャンペーンは現在実施していません。',
  needsAreaSearch:
    '対象エリアにお住まいの方限定のキャンペーンです。エリア検索で対象エリアと確認できると、シミュレーションに反映されます。',
  outsideArea: 'エリア検索でお調べいただいた住所は、このキャンペーンの対象エリア外です。',
  needsBaseChoice: (names: string[]) =>
    `シミュレーションの「お申し込み特典」で${names.map((n) => `「${n}」`).join('または')}を選ぶと対象になります。`,
  beatenBy980: (name: string) =>
    `${name}の基本料金のほうが安いため、こちらは適用されません（割引は重ねて適用されません）。`,
  netflix10GUpgrade: (name: string, months: number) =>
    `10ギガプランをお選びいただくと、${name}（${months}ヶ月間無料）になります。`,
  newApplication: '新規のお申し込みはすべて対象です。お手続きは不要です。',
  /** 初期費用0円 with other initial costs in the simulation: only the admin fee is waived. */
  adminFeeOnly: (payable: string) =>
    `契約事務手数料は無料になります。ただし現在のシミュレーションでは、ほかの初期費用${payable}がかかります（光テレビ工事費・休日工事費・オプションの初期費用は対象外です）。`,

  granted: (names: string[]) => `${names.join('と')}が適用されます。`,
  originalGranted: (names: string[]) => `当サイトからお申し込みの場合、${names.join('と')}が適用されます。`,
  originalUpgrade: (name: string) => `お乗り換え特典を受けると、${name}になります。`,
  policyIsPrice: (wari: string) =>
    `「お乗り換え特典の受け取り方」で「月額割引」を選んでいるため、${wari}が適用されます。「キャッシュバック」を選ぶと対象になります。`,
  policyIsBenefits: (cashBack: string) =>
    `「お乗り換え特典の受け取り方」で「キャッシュバック」を選んでいるため、${cashBack}が適用されます。「月額割引」を選ぶと対象になります。`,
  additionalActive: (period: string, name: string) =>
    `${period}のお申し込みが対象です。当サイトからお申し込みの場合、${name}が適用されます。`,
  additionalNotYet: (period: string) => `お申し込み期間は${period}です。期間が始まると対象になります。`,
  additionalEnded: (period: string) => `お申し込み期間（${period}）は終了しました。`,
  changeGranted: (cap: string) => `他社回線の解約金・撤去費用を${cap}まで還元します。`,
  startWariGranted: (price: string) => `スタート割を適用した月額${price}でご利用いただけます。`,
  routerAvailable:
    '新規のお申し込みはすべて対象です。お申し込みの際にレンタルを希望するかお選びいただけます。',
  antennaGranted: '光テレビの開通まで、簡易アンテナを無料でお貸しします。',
  auCouponGranted: (name: string) => `${name}をお届けします。`,
  tripleGranted: 'インターネット・光電話・光テレビの3つをまとめてお選びいただいています。',
  setWariGranted: (carrier: string) => `光回線と光電話のセットで、${carrier}の月額料金の割引を受けられます。`,
} as const;
