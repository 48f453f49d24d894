// Copy of /service/caution-notes/: what an applicant should know before
// applying. Figures are passed in from the catalog by the page.

import { paths } from '@hikari/shared/domain/core';
import { contractTerms } from '@hikari/shared/domain/contract-terms';

export interface CautionSection {
  id: string;
  title: string;
  items: string[];
  links?: { to: string; label: string }[];
}

export interface CautionFigures {
  term: number;
  holidayFee: string;
  tvInstallationFee: string;
}

export const cautionLead =
  'お申し込みの前に、ご利用の条件や工事、料金、解約についての大切な事項をご確認ください。';

export function cautionSections(f: CautionFigures): CautionSection[] {
  return [
    {
      id: 'who',
      title: 'お申し込みいただける方',
      items: [
        'お申し込みは、18歳以上の方、または法人に限ります。',
        'サービスを設置する建物にお住まいの方（お住まいになる予定の方を含みます）がご契約者となります。',
        '賃貸住宅の場合は、工事の前に建物の所有者さま（大家さんや管理会社）の許可を得てください。',
      ],
    },
    {
      id: 'area',
      title: '提供エリアと建物の条件',
      items: [
        'エリア検索の結果は、お申し込みの目安です。お申し込みの後に行う設備の確認や建物の調査の結果、ご利用いただけないことがあります。その場合、お申し込みは取り消しとなり、費用はかかりません。',
        'マンションでは、建物内の配線方式によって最大速度が変わります。10ギガプランは、建物の設備が10ギガに対応している場合にご利用いただけます。',
      ],
      links: [{ to: paths.area, label: 'エリア検索で確認する' }],
    },
    {
      id: 'speed',
      title: '通信速度',
      items: [
        '表示の通信速度（最大10Gbps、最大1Gbps）は技術規格上の最大値で、実際の速度を保証するものではありません（ベストエフォート型）。',
        'お使いの機器の性能、Wi-Fiの電波の状態、建物内の配線、時間帯による混雑によって、速度は変わります。',
      ],
    },
    {
      id: 'construction',
      title: '開通工事',
      items: [
        contractTerms.worksAttendance,
        `土曜・日曜・祝日の工事には、休日工事費${f.holidayFee}がかかります。`,
        `光テレビを一緒にお申し込みの場合は、光テレビ工事費${f.tvInstallationFee}がかかります。`,
        contractTerms.worksDay,
        '3月・4月などは混み合うため、ご希望の日に工事できないことがあります。',
      ],
      links: [
        { to: paths.serviceConstructionHome, label: '戸建ての開通工事について' },
        { to: paths.serviceConstructionMansion, label: 'マンションの開通工事について' },
      ],
    },
    {
      id: 'fees',
      title: '料金とキャンペーン',
      items: [
        contractTerms.billingStart,
        'キャンペーンには、それぞれ対象となる条件と期間があります。Web限定のキャッシュバックは、当サイトからのお申し込みが対象です。',
        contractTerms.cashBackPayment,
        'キャンペーンごとの期間は、各キャンペーンのページに記載しています。',
      ],
      links: [{ to: paths.campaign, label: 'キャンペーン・特典の一覧' }],
    },
    {
      id: 'term',
      title: '契約期間と解約',
      items: [
        contractTerms.contractPeriod(f.term),
        contractTerms.earlyTermination(f.term),
        '開通工事費の分割払いが残っている場合は、解約時に残額をご請求します。',
      ],
      links: [{ to: paths.serviceCancellation, label: '解約時の費用について' }],
    },
    {
      id: 'cooling-off',
      title: '初期契約解除制度',
      items: [contractTerms.coolingOffPeriod(), contractTerms.coolingOffHow, contractTerms.coolingOffCharges],
    },
    {
      id: 'switch',
      title: '他社の回線からお乗り換えの方',
      items: [
        '今お使いの回線は、当社の回線が開通してから解約してください。先に解約すると、インターネットや電話が使えない期間ができます。',
        '光電話で今の電話番号を引き継ぐ場合（番号ポータビリティ）は、お申し込みの際にお知らせください。引き継げない番号もあります。',
      ],
      links: [{ to: '/campaign/change/', label: '乗り換えキャンペーン' }],
    },
    {
      id: 'privacy',
      title: '個人情報の取り扱い',
      items: ['お申し込みでお預かりする個人情報は、当社の個人情報の取り扱い方針に従って管理します。'],
      links: [{ to: paths.privacy, label: '個人情報の取り扱いについて' }],
    },
  ];
}
