// Copy of /support/, the window for current customers.

import { UPSELL_OPTION_FLAGS, glossary, joinNames, optionNames, paths } from '@hikari/shared/domain/core';
import { contractTerms } from '@hikari/shared/domain/contract-terms';

export const supportCopy = {
  lead: 'ご契約中のお客さまのお問い合わせ窓口と、Webでできるお手続きのご案内です。',
  phoneHeading: 'お電話でのお問い合わせ',
  phoneNote: 'お問い合わせが多い月曜の午前中と、月末・月初は、電話がつながりにくくなることがあります。',
  prepareHeading: 'お問い合わせの前にご用意いただくもの',
  prepare: [
    `${glossary.contractNumber}（ご契約時にお送りした「ご契約内容のご案内」に記載しています）`,
    'ご契約者さまのお名前と、ご登録の電話番号',
    'サービスを設置しているご住所',
    'つながらないときは、回線終端装置（ONU）とWi-Fiルーターのランプの色と点き方',
  ],
  webHeading: 'Webでできるお手続き',
  troubleHeading: 'インターネットにつながらないとき',
  troubleLead:
    '故障受付窓口へご連絡いただく前に、次の順番でお試しください。多くの場合、機器の再起動で直ります。',
  troubleSteps: [
    {
      title: '機器のランプを確かめる',
      text: '回線終端装置（ONU）とWi-Fiルーターの電源が入っているか、ランプが消えたり赤く点灯・点滅したりしていないかを確かめます。',
    },
    {
      title: '機器を再起動する',
      text: '回線終端装置、Wi-Fiルーターの順に電源を切り、1分ほど待ってから、回線終端装置、Wi-Fiルーターの順に電源を入れ直します。ランプが落ち着くまで数分お待ちください。',
    },
    {
      title: 'ケーブルを確かめる',
      text: '光ファイバーのコード、LANケーブル、電源コードが外れかけていないかを確かめます。光ファイバーのコードは強く折り曲げないでください。',
    },
    {
      title: 'ほかの機器で試す',
      text: 'スマートフォンなど別の機器でもつながらないかを確かめます。1台だけつながらない場合は、その機器の再起動やWi-Fiの設定をお試しください。',
    },
    {
      title: '故障受付窓口へ連絡する',
      text: 'それでも直らない場合は、故障受付窓口へご連絡ください。ランプの状態をお伝えいただくと、原因を早く調べられます。',
    },
  ],
  faqLink: 'つながらないときのよくあるご質問',
  cancelHeading: '解約をご希望の方',
  cancelText:
    '解約はサポートセンターのお電話で承ります。契約期間内の契約解除料や開通工事費の残額など、解約時にかかる費用は事前にご確認いただけます。',
  cancelLink: '解約時にかかる費用を確認する',
  /** 初期契約解除 is asked for here: when and how, in the words of the contract document. */
  coolingOff: [
    contractTerms.coolingOffPeriod(),
    contractTerms.coolingOffHow,
    contractTerms.coolingOffCharges,
  ],
};

export interface SupportTask {
  to: string;
  title: string;
  text: string;
}

export const supportTasks: SupportTask[] = [
  {
    to: paths.transfer,
    title: '移転・名義変更のお手続き',
    text: '提供エリア内へのお引っ越しや、ご家族への名義の変更はこちらから。',
  },
  {
    to: paths.contact,
    title: '工事日・ご訪問のご予約',
    text: '工事日の変更や、機器の点検・設定のためのご訪問をご予約いただけます。',
  },
  {
    to: paths.optionApply,
    title: 'オプションの追加',
    // The very list /option/apply/ offers and the upsell schema accepts.
    text: `${joinNames(UPSELL_OPTION_FLAGS.map((flag) => optionNames[flag]))}をあとから追加できます。`,
  },
  {
    to: paths.faq,
    title: 'よくあるご質問',
    text: '料金、工事、契約の変更、つながらないときの対処をまとめています。',
  },
];
