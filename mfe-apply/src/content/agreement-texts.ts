// The full text behind every 「…に同意する」 of the application, one click
// from its checkbox (a disclosure under it). Where the text is the
// important-matters explanation printed on the terms page itself, the
// disclosure points there instead of printing it twice. Figures are passed
// in from the price catalog, never typed here.

import { contractTerms } from '@hikari/shared/domain';

export interface AgreementText {
  /** Heading of the full text, e.g. '口座振替に関する規約'. */
  title: string;
  paragraphs: readonly string[];
  /** The text is the important-matters explanation on the terms page: link there. */
  onTermsPage?: boolean;
}

export type AgreementKey =
  | 'isNet'
  | 'isPhone'
  | 'isTV'
  | 'isGigazo'
  | 'isAgreeOfConstruction1'
  | 'isAgreeOfConstruction2'
  | 'isAgreeExplanation'
  | 'bankAgree'
  | 'mobileRentalAgree';

export interface AgreementFigures {
  /** 光テレビ工事費, e.g. '20,570円'. */
  tvInstallation: string;
  /** 撤去工事費 of the TV, e.g. '18,700円'. */
  removalTV: string;
}

export const agreementTextCopy = {
  open: (title: string) => `「${title}」の全文を読む`,
  onTermsPage: 'この内容は、このページの「重要事項説明」に記載しています。',
  toTermsPage: '重要事項説明へ移動する',
} as const;

export function agreementTexts(f: AgreementFigures): Record<AgreementKey, AgreementText> {
  return {
    isNet: {
      title: 'インターネットサービスの重要事項説明',
      paragraphs: [],
      onTermsPage: true,
    },
    isAgreeExplanation: {
      title: 'お申し込みに関する重要事項の説明',
      paragraphs: [],
      onTermsPage: true,
    },
    isPhone: {
      title: '光電話の重要事項説明',
      paragraphs: [
        '光電話は、光回線を使う電話サービスです。光回線の契約がない場合はご利用になれません。',
        '110番・118番・119番への緊急通報は、ご契約時に登録した住所を通報先に通知します。お引っ越しの際は住所の変更をお届けください。',
        '停電のとき、宅内機器の電源が切れたとき、光回線が故障したときは、緊急通報を含めて発信も着信もできません。',
        '衛星電話など、一部の番号には発信できない場合があります。',
        'いまお使いの電話番号を引き継ぐ場合、番号の引き継ぎができるかどうかは、現在の電話会社と番号の種類によります。引き継げない場合は、担当者からご連絡します。',
        '月額料金とオプションの料金は、お申し込み内容に記載のとおりです。通話料は別にかかります。',
      ],
    },
    isTV: {
      title: '光テレビの重要事項説明',
      paragraphs: [
        '光テレビは、地上デジタル放送・BSデジタル放送を光回線で再送信するサービスです。視聴できるチャンネルは、お住まいの地域で受信できる放送に限られます。',
        `光テレビの工事には、光テレビ工事費${f.tvInstallation}がかかります。テレビ・録画機・分配器などの受信機器は、お客さまでご用意ください。`,
        '4K・8K放送の視聴には、対応する受信機器が必要です。',
        `解約の際に撤去工事をご希望の場合は、撤去工事費${f.removalTV}がかかります。`,
      ],
    },
    isGigazo: {
      title: 'ギガぞう（公衆Wi-Fi）の重要事項説明',
      paragraphs: [
        'ギガぞうは、駅や店舗などのWi-Fiスポットでインターネットを利用できるサービスです。利用できる場所と通信速度は、スポットごとに異なります。',
        '暗号化されていない接続では、通信内容が第三者に読み取られるおそれがあります。大切な情報を送るときは、暗号化された接続をお使いください。',
        '月額料金は、お申し込み内容に記載のとおりです。光回線を解約すると、ギガぞうもご利用になれなくなります。',
      ],
    },
    isAgreeOfConstruction1: {
      title: '開通工事の内容に関する注意事項',
      paragraphs: [
        '開通工事では、電柱から建物まで光ファイバーを引き込み、宅内に光コンセントを取り付けます。',
        '配線のために、建物の壁に直径1cm程度の穴をあける場合や、エアコンのダクトなど既存の配管を利用する場合があります。穴あけが必要なときは、工事の当日に担当者がご説明し、ご了承をいただいてから作業します。',
        '賃貸住宅・集合住宅では、工事の前に建物の所有者さま・管理会社さまの許可をお取りください。許可が得られない場合は、工事ができません。',
        '建物の構造や周辺の設備によっては、追加の工事が必要になる場合や、工事ができない場合があります。',
      ],
    },
    isAgreeOfConstruction2: {
      title: '工事の立ち会い・宅内設備に関する注意事項',
      paragraphs: [
        `${contractTerms.worksAttendance}工事の時間は、おおむね1～2時間です。`,
        '光回線終端装置（ONU）などの宅内機器は、当社からお貸しするものです。ご契約の期間中は大切にお使いいただき、解約の際にはご返却ください。',
        'お貸しした機器を紛失・破損された場合は、機器の代金をご負担いただくことがあります。金額は、その際に担当者からご案内します。',
        '宅内機器の電源は、常に入れたままにしてください。電源が切れていると、インターネット・光電話・光テレビがご利用になれません。',
      ],
    },
    bankAgree: {
      title: '口座振替に関する規約',
      paragraphs: [
        '第1条（振替の依頼）お客さまは、当社からの請求に基づき、ご指定の預金口座から料金を口座振替により支払うことを、ご指定の金融機関に依頼するものとします。',
        '第2条（振替日）振替日は当社が定める毎月の所定日とし、その日が金融機関の休業日の場合は翌営業日とします。',
        '第3条（振替ができない場合）残高不足などにより振替ができなかった場合、当社は別の方法でのお支払いをご案内します。この場合の手数料はお客さまのご負担となることがあります。',
        '第4条（口座情報の取り扱い）当社は、お申し込みいただいた口座の情報を、口座振替の手続きと料金の請求のためにのみ使い、ご指定の金融機関および収納代行会社に提供します。',
        '第5条（手続きが完了するまで）口座振替の手続きが金融機関で完了するまでの間のお支払い方法は、当社からご案内します。',
        '第6条（変更・解約）振替口座の変更や口座振替の停止は、サポートセンターへお申し出ください。',
      ],
    },
    mobileRentalAgree: {
      title: 'モバイルルーターのレンタル規約',
      paragraphs: [
        '第1条（貸し出し）当社は、光回線の開通までの間、モバイルルーターを無料でお貸しします。通信量や通信速度に制限がある場合があります。',
        '第2条（返却）光回線の開通後、当社からご案内する期限までに、機器一式（本体・充電器など）をご返却ください。',
        '第3条（紛失・破損・未返却）機器を紛失・破損された場合、または返却期限を過ぎても返却されない場合は、機器の代金をご負担いただきます。金額は、その際に当社からご案内します。',
        '第4条（お申し込みの取り消し）光回線のお申し込みを取り消された場合も、機器は速やかにご返却ください。',
      ],
    },
  };
}
