// Copy of the top page. Prices and campaign texts are not here: the page
// reads them from the catalog and the campaign definitions.

import { SITE_NAME, paths, type CampaignId } from '@hikari/shared/domain/core';

export const topHero = {
  title: `東海5県の光回線なら、${SITE_NAME}`,
  lead: '愛知県・三重県・岐阜県・静岡県・長野県で、戸建てにもマンションにも。最大10ギガの光回線を、Webでかんたんにお申し込みいただけます。',
  primary: '提供エリアを確認する',
  secondary: '料金をシミュレーションする',
};

export const topPoints = {
  heading: `${SITE_NAME}が選ばれる理由`,
  items: [
    {
      title: '最大10ギガの高速回線',
      text: '10ギガプランなら、ご家族が同時に動画やオンラインゲームを楽しんでも速度が落ちにくく快適です。',
    },
    {
      title: '地域の自社回線と拠点',
      text: '5県に自社の光ファイバー網を整え、工事からサポートまで地域の拠点で対応します。',
    },
    {
      title: 'お申し込みはWebで完結',
      text: 'エリアの確認から料金シミュレーション、お申し込みまで、このサイトだけで手続きが終わります。',
    },
  ],
};

export const topPlans = {
  heading: '料金プラン',
  lead: (term: string) => `月額料金は税込、契約期間は${term}です。`,
  detailLinks: [
    { to: paths.planHome, label: '戸建てプランの詳細' },
    { to: paths.planMansion, label: 'マンションプランの詳細' },
  ],
  allPlans: '料金プランの一覧と初期費用を見る',
};

export const topCampaigns = {
  heading: 'いまお申し込みの方への特典',
  /** The campaigns worth a first look; the full list is on /campaign/. */
  ids: [
    'construction',
    'initialCost',
    'isOriginal30000CP',
    'isChangeCP',
    'isOneYear980CP',
    'router',
  ] as CampaignId[],
  allCampaigns: 'キャンペーン・特典をすべて見る',
};

export interface TopStep {
  title: string;
  text: string;
  to: string;
  label: string;
}

export const topSteps: { heading: string; items: TopStep[] } = {
  heading: 'お申し込みまでの3ステップ',
  items: [
    {
      title: '提供エリアを確認',
      text: 'ご住所から、10ギガ・1ギガがご利用いただけるかを確認します。マンションは建物名まで確認できます。',
      to: paths.area,
      label: 'エリア検索へ',
    },
    {
      title: '料金をシミュレーション',
      text: 'プランとオプションを選ぶと、月額料金と初期費用、キャッシュバックをその場で計算します。',
      to: paths.applyForm,
      label: '料金シミュレーションへ',
    },
    {
      title: 'Webでお申し込み',
      text: 'そのままWebでお申し込みが完了します。工事日のご予約もお申し込みの画面でできます。',
      to: paths.applyArea,
      label: 'お申し込みへ',
    },
  ],
};

export const topGuides = {
  heading: 'お住まいに合わせたご案内',
  items: [
    {
      to: paths.specialApartment,
      title: 'マンションにお引っ越しの方へ',
      text: '入居日に合わせて使い始めるための、お申し込みのタイミングと準備。',
    },
    {
      to: paths.specialShinchiku,
      title: '新築の戸建てにお住まいの方へ',
      text: '建築中に決めておきたいことと、引き渡しから開通までの流れ。',
    },
    {
      to: paths.support,
      title: 'ご契約中のお客さまへ',
      text: 'お問い合わせ窓口、移転やオプション追加のお手続き、つながらないときの対処。',
    },
    {
      to: paths.faq,
      title: 'よくあるご質問',
      text: 'エリア、料金、工事、解約など、よくいただくご質問と回答。',
    },
  ],
};
