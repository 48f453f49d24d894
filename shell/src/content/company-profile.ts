// The company behind the site and the windows visitors can call. The company
// and every number here are fictional (the 0120-000 block is not assigned to
// anyone); they live in one place so the company page, the privacy policy and
// the support page can never disagree.

import { COMPANY_NAME, companyAddress } from '@hikari/shared/domain/core';

// The provider's name, address and phone windows live in the shared domain:
// the application's important-matters explanation and the contract document
// the API mails name them too.
export {
  COMPANY_NAME,
  companyAddress,
  phoneWindows,
  receptionHoursLabel,
  telHref,
  type PhoneWindow,
} from '@hikari/shared/domain/core';

export const companyRepresentative = '代表取締役社長 水野 健一';

/** Where a visitor who has not signed up yet finds the consultation line. */
export const salesLineNote =
  'これからお申し込みをご検討の方は、ページ上部の「お電話でのご相談」から、ご相談窓口の電話番号をご確認いただけます。';

export interface OutlineRow {
  label: string;
  value: string;
}

/** 会社概要 (the #info section the menus link to). */
export const companyOutline: OutlineRow[] = [
  { label: '商号', value: COMPANY_NAME },
  { label: '本社所在地', value: `〒${companyAddress.postalCode} ${companyAddress.address}` },
  { label: '設立', value: '2003年4月1日' },
  { label: '資本金', value: '30億円' },
  { label: '代表者', value: companyRepresentative },
  { label: '従業員数', value: '620名（2025年3月31日現在）' },
  {
    label: '事業内容',
    value:
      '電気通信事業（光回線によるインターネット接続サービス、光電話サービス）、光回線によるテレビ再送信サービス、これらに付帯する機器の貸し出しと保守',
  },
  { label: '提供エリア', value: '愛知県・三重県・岐阜県・静岡県・長野県（一部地域を除く）' },
  { label: '支店', value: '三重支店（津市）、岐阜支店（岐阜市）、静岡支店（静岡市）、長野支店（松本市）' },
];

export const companyMessage: string[] = [
  `${COMPANY_NAME}は、東海地方と長野県の皆さまに、速くて安定した光回線をお届けするために生まれた会社です。電柱からご家庭までの光ファイバー網を自社で整え、工事からサポートまで地域の拠点で対応しています。`,
  '料金は分かりやすく、手続きはかんたんに。お申し込みの前に月々の料金と初期費用をすべて確かめていただけるよう、このサイトでは料金シミュレーションとお申し込みをひとつの流れにまとめています。',
];

export interface HistoryEntry {
  date: string;
  event: string;
}

export const companyHistory: HistoryEntry[] = [
  { date: '2003年4月', event: `名古屋市に${COMPANY_NAME}を設立` },
  { date: '2004年10月', event: '愛知県で光回線インターネットサービスを開始' },
  { date: '2006年7月', event: '光電話サービスを開始' },
  { date: '2008年4月', event: '三重県・岐阜県に提供エリアを拡大' },
  { date: '2011年10月', event: '光テレビサービスを開始' },
  { date: '2013年4月', event: '静岡県に提供エリアを拡大' },
  { date: '2016年4月', event: '長野県に提供エリアを拡大' },
  { date: '2021年6月', event: '10ギガプランの提供を開始' },
  { date: '2025年4月', event: 'Webでの料金シミュレーションとお申し込みを開始' },
];
