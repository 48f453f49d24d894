// Copy of /service/cancellation/. The fees themselves are computed on the
// page from the catalog (earlyTerminationFee, fees.removal*, the installation
// split); this file holds the words around them.

import { paths } from '@hikari/shared/domain/core';
import { contractTerms } from '@hikari/shared/domain/contract-terms';

export const cancellationCopy = {
  lead: '光回線を解約するときにかかる費用と、お手続きの流れをご案内します。',
  summaryHeading: '解約時にかかる費用の一覧',
  summaryItems: [
    '契約期間内の解約には、契約解除料がかかります。',
    '開通工事費の分割払いが残っている場合は、その残額をご請求します。',
    '撤去工事は、ご希望の場合だけ行い、そのときに撤去工事費がかかります。',
  ],
  earlyHeading: '契約解除料',
  earlyText: (term: number) => `${contractTerms.contractPeriod(term)}${contractTerms.earlyTermination(term)}`,
  earlyCaption: '契約解除料（税込）',
  insideTerm: (term: number) => `${term}ヶ月目までの解約`,
  afterTerm: (term: number) => `${term + 1}ヶ月目以降の解約`,
  earlyNote:
    'お引っ越し先が提供エリアの外の場合も、契約期間内であれば契約解除料がかかります。提供エリア内へのお引っ越しなら、移転のお手続きでご利用を続けられます。',
  transferLink: '移転・名義変更のお手続き',
  installationHeading: '開通工事費の残額',
  installationText: (term: number, first: string, monthly: string, free: boolean) =>
    free
      ? `開通工事費は${term}回の分割（初回${first}、2回目以降${monthly}）でご請求し、同じ額を毎月割り引いています。${term}ヶ月より前に解約された場合は割引が終わり、まだお支払いいただいていない回数分をまとめてご請求します。`
      : `開通工事費は${term}回の分割（初回${first}、2回目以降${monthly}）でご請求しています。${term}ヶ月より前に解約された場合は、まだお支払いいただいていない回数分をまとめてご請求します。`,
  installationCaption: '解約の時期と開通工事費の残額の例（税込）',
  installationColumns: { month: '解約の時期', paid: 'お支払い済みの回数', balance: '残額' },
  /** Months of the examples in the table: early, halfway and late in the term. */
  exampleMonths: (term: number) =>
    [6, Math.round(term / 2), term - 6, term].filter((m, i, all) => m > 0 && all.indexOf(m) === i),
  removalHeading: '撤去工事費',
  removalText:
    '解約のとき、宅内と屋外の設備をそのまま残していただいて構いません。設備の撤去をご希望の場合は、撤去工事を行い、次の撤去工事費がかかります。',
  removalCaption: '撤去工事費（税込・ご希望の場合のみ）',
  removalColumns: { item: '撤去する設備', fee: '撤去工事費' },
  removalNetLabel: 'インターネットの設備（光ファイバーと光コンセント）',
  removalTVLabel: '光テレビの設備',
  otherHeading: 'そのほかにご確認いただきたいこと',
  other: [
    '月額料金は、解約日を含む月の分まで日割りせずにご請求します。',
    '貸し出した機器（回線終端装置、Wi-Fiルーターなど）は、解約後にご返却ください。返却方法は解約のお手続きの際にご案内します。',
    '初期費用0円キャンペーンで無料になった契約事務手数料を、解約時にご請求することはありません。',
    'オプションやキャンペーンの特典によっては、別に条件があります。各オプションとキャンペーンのページでご確認ください。',
  ],
  howHeading: '解約のお手続き',
  how: [
    'サポートセンターへお電話ください。ご本人さまの確認のあと、解約日と機器の返却方法をご案内します。',
    '光電話で今の電話番号を他社へ引き継ぐ場合は、先に移転先の事業者でお手続きください。当社の解約が先になると、番号を引き継げなくなることがあります。',
  ],
  supportLink: 'サポート窓口の電話番号と受付時間',
  faqLink: '契約の変更・解約についてのよくあるご質問',
};

export const cancellationLinks = {
  transfer: paths.transfer,
  support: paths.support,
  faq: `${paths.faq}#faq-changes`,
};
