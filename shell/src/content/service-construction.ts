// Copy of /service/construction/home/ and /service/construction/mansion/.
// The fee table on both pages is built from the catalog by the page.

import { type BuildingKind } from '@hikari/shared/domain/core';
import { contractTerms } from '@hikari/shared/domain/contract-terms';

export interface ConstructionStep {
  title: string;
  text: string;
}

export interface WiringRow {
  name: string;
  description: string;
  speed: string;
}

export interface ConstructionGuide {
  title: string;
  lead: string;
  stepsHeading: string;
  steps: ConstructionStep[];
  duration: string[];
  prepare: string[];
  wiring?: { heading: string; text: string; caption: string; rows: WiringRow[] };
  notes: string[];
}

export const constructionCommon = {
  stepsLead: 'お申し込みから開通までは、次の流れで進みます。',
  durationHeading: '工事にかかる時間',
  prepareHeading: 'ご用意いただくこと',
  feesHeading: '工事の費用',
  feesCaption: '工事の費用（税込）',
  feeColumns: { item: '項目', fee: '金額', note: '説明' },
  installationNote: (months: number, first: string, monthly: string, free: boolean) =>
    free
      ? `${months}回の分割（初回${first}、2回目以降${monthly}）でご請求し、同じ額を毎月割り引くため、${months}ヶ月ご利用いただくと実質無料です。`
      : `${months}回の分割（初回${first}、2回目以降${monthly}）でご請求します。`,
  holidayNote: '土曜・日曜・祝日の工事をご希望の場合にかかります。平日の工事にはかかりません。',
  tvNote: '光テレビを一緒にお申し込みの場合にかかります。',
  notesHeading: 'ご注意',
  rescheduleHeading: '工事日の変更',
  rescheduleText: '決まった工事日を変更したい場合は、工事日・ご訪問のご予約のページからご連絡ください。',
  rescheduleLink: '工事日・ご訪問のご予約へ',
  applyLink: '料金シミュレーション・お申し込みへ進む',
};

export const constructionGuides: Record<BuildingKind, ConstructionGuide> = {
  home: {
    title: '戸建ての開通工事について',
    lead: '一戸建てで光回線を使い始めるための工事の内容と、当日までにご準備いただくことをご案内します。',
    stepsHeading: 'お申し込みから開通までの流れ',
    steps: [
      {
        title: 'お申し込み',
        text: 'エリア検索でご利用いただけることを確かめ、料金シミュレーションからお申し込みください。',
      },
      {
        title: '工事日の調整',
        text: contractTerms.worksDay,
      },
      {
        title: '屋外の作業',
        text: '工事当日、近くの電柱からご自宅まで光ファイバーを引き込み、外壁に固定します。高所作業車を使うことがあります。',
      },
      {
        title: '屋内の作業',
        text: 'エアコンのダクトや電話線の配管を通して光ファイバーを室内に入れ、壁に光コンセントを取り付けます。配管が使えない場合は、ご了承をいただいてから直径1cmほどの穴を開けます。',
      },
      {
        title: '機器の設置と開通の確認',
        text: '回線終端装置（ONU）をつなぎ、通信できることを確かめます。Wi-Fiルーターの接続もその場でお手伝いします。',
      },
      {
        title: 'ご利用開始',
        text: '工事が終わったその日からインターネットをお使いいただけます。光電話は、番号の切り替えが終わった日からご利用いただけます。',
      },
    ],
    duration: [
      '工事当日の作業は、1～2時間ほどが目安です。電柱からの距離や建物の造りによって前後します。',
      'お申し込みから工事日までは、2週間から1ヶ月ほどが目安です。',
    ],
    prepare: [
      contractTerms.worksAttendance,
      '賃貸の一戸建ての場合は、建物の所有者さまの許可を事前に得てください。',
      '回線終端装置とWi-Fiルーターを置く場所を決め、近くに電源コンセント（2口）をご用意ください。',
      '光コンセントを取り付ける壁の前と、配管の周りの家具を動かしておいてください。',
      '作業車を止める場所（ご自宅の前や敷地内）をご用意ください。',
    ],
    notes: [
      '電柱の新設や道路の使用許可が必要な場合は、工事日までに時間がかかることがあります。',
      '雨や雪、強風の日は、安全のため屋外の作業を延期することがあります。',
    ],
  },
  apartment: {
    title: 'マンションの開通工事について',
    lead: 'マンション・アパートで光回線を使い始めるための工事の内容と、当日までにご準備いただくことをご案内します。',
    stepsHeading: 'お申し込みから開通までの流れ',
    steps: [
      {
        title: 'お申し込み',
        text: 'エリア検索で建物名まで入力し、ご利用いただけることを確かめてからお申し込みください。',
      },
      {
        title: '工事日の調整',
        text: `${contractTerms.worksDay}建物の共用部での作業が必要な場合は、管理会社と日程を調整します。`,
      },
      {
        title: '共用部の作業',
        text: '建物の共用部にある当社の設備から、お部屋までの回線をつなぎます。共用部での作業の間は、お部屋にいていただく必要はありません。',
      },
      {
        title: 'お部屋の作業',
        text: 'お部屋の光コンセントや電話用のモジュラージャック、LANの差し込み口に機器をつなぎます。光コンセントがないお部屋では、配管を通して新しく取り付けます。',
      },
      {
        title: '機器の設置と開通の確認',
        text: '回線終端装置（ONU）などの機器をつなぎ、通信できることを確かめます。',
      },
      {
        title: 'ご利用開始',
        text: '工事が終わったその日からインターネットをお使いいただけます。',
      },
    ],
    duration: [
      'お部屋での作業は、30分～1時間ほどが目安です。光コンセントを新しく取り付ける場合は、もう少しかかります。',
      'お申し込みから工事日までは、2週間から1ヶ月ほどが目安です。',
    ],
    prepare: [
      contractTerms.worksAttendance,
      '賃貸の場合は、光回線の工事をしてよいか、管理会社または大家さんに確認してください。',
      '光コンセントや電話用の差し込み口の場所を確かめ、その前の家具を動かしておいてください。',
      '機器を置く場所の近くに、電源コンセント（2口）をご用意ください。',
    ],
    wiring: {
      heading: '建物内の配線方式',
      text: 'マンションでは、建物の共用部からお部屋までの配線方式によって、最大速度と工事の内容が変わります。お住まいの建物の方式は、エリア検索の結果やお申し込み後のご案内でお知らせします。',
      caption: '配線方式ごとの違い',
      rows: [
        {
          name: '光配線方式',
          description: 'お部屋まで光ファイバーが届いています。光コンセントに機器をつなぎます。',
          speed: '10ギガ・1ギガ',
        },
        {
          name: 'VDSL方式',
          description: '共用部からお部屋までは電話線を使います。電話用の差し込み口にVDSL機器をつなぎます。',
          speed: '最大100Mbps',
        },
        {
          name: 'LAN配線方式',
          description:
            '共用部からお部屋までLANケーブルが届いています。LANの差し込み口にパソコンやルーターをつなぎます。',
          speed: '最大100Mbps～1Gbps',
        },
      ],
    },
    notes: [
      '建物に当社の設備がない場合は、戸建てと同じように電柱から光ファイバーを引き込む工事になることがあります。その場合は、建物の所有者さまや管理組合の許可が必要です。',
      'オートロックの建物では、共用部に入るため管理会社への連絡が必要になることがあります。',
    ],
  },
};
