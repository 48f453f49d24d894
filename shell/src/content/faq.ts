// Questions and answers of /faq/. Answers that quote a price or a campaign
// read it from the catalog and the campaign definitions passed in, so the
// FAQ cannot contradict the price tables.

import {
  campaignDefinitions,
  feeLabels,
  formatYen,
  getCampaign,
  paths,
  priceCatalog,
  type CampaignDefinition,
  type PriceCatalog,
} from '@hikari/shared/domain/core';
import { contractTerms, SLOT_CHANGE_RULE } from '@hikari/shared/domain/contract-terms';
import { installationInstallments, variantPriceLabel } from './fee-figures';

export type FaqCategoryId =
  'area' | 'plans' | 'application' | 'installation' | 'campaigns' | 'options' | 'changes' | 'trouble';

export interface FaqLink {
  to: string;
  label: string;
}

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
  /** Numbered steps shown after the paragraphs. */
  steps?: string[];
  links?: FaqLink[];
  /** Other words visitors search with (not shown): '10G' for 10ギガ and so on. */
  keywords?: string[];
}

export interface FaqCategory {
  id: FaqCategoryId;
  title: string;
  items: FaqItem[];
}

export const faqCopy = {
  lead: 'お客さまからよくいただくご質問をまとめました。キーワードを入力すると、質問と回答の中から探せます。',
  searchLabel: 'キーワードで探す',
  searchHint: '例：工事、解約、Wi-Fi（スペースで区切ると、すべての言葉を含むものを探します）',
  categoryNav: 'カテゴリー',
  clear: '入力を消す',
  /** Announced politely after each change of the search words. */
  resultCount: (query: string, count: number, total: number) =>
    query === ''
      ? `${total}件のご質問を掲載しています。`
      : count === 0
        ? `「${query}」に一致するご質問は見つかりませんでした。`
        : `「${query}」に一致するご質問が${count}件見つかりました。`,
  noResult:
    '言葉を短くするか、別の言葉でお試しください。解決しない場合は、サポート窓口のページからお問い合わせください。',
  supportLink: 'サポート窓口のページへ',
};

export function buildFaq(
  catalog: PriceCatalog = priceCatalog,
  campaigns: readonly CampaignDefinition[] = campaignDefinitions,
): FaqCategory[] {
  const { plans, fees, options: o, termMonths: term, campaigns: c, standing } = catalog;
  const yen = formatYen;
  const split = installationInstallments(catalog);
  const change = getCampaign('isChangeCP', campaigns);
  const router = getCampaign('router', campaigns);
  const original10G = getCampaign('isOriginal30000CP', campaigns);
  const anshin = o.isAnshinSupport;

  return [
    {
      id: 'area',
      title: '提供エリア',
      items: [
        {
          id: 'area-where',
          question: '提供エリアはどこですか？',
          answer: [
            '愛知県・三重県・岐阜県・静岡県・長野県の5県です。同じ市町村の中でも、地域や建物によってはご利用いただけない場合があります。',
            'ご住所を入力するエリア検索で、ご利用いただけるかどうかをお確かめください。',
          ],
          links: [{ to: paths.area, label: 'エリア検索へ' }],
        },
        {
          id: 'area-10g',
          question: '10ギガプランはどの地域でも使えますか？',
          answer: [
            '10ギガプランの提供地域は、1ギガプランより限られています。エリア検索で、10ギガがご利用いただけるかどうかも確認できます。',
            'マンションの場合は、建物の設備が10ギガに対応している必要があります。',
          ],
          links: [{ to: paths.area, label: 'エリア検索へ' }],
          keywords: ['10G', '10ギガ'],
        },
        {
          id: 'area-mansion',
          question: '住んでいるマンションで使えるか分かりますか？',
          answer: [
            'エリア検索で「マンション」を選び、建物名まで入力してください。当社の設備が導入済みの建物かどうかが分かります。',
            '設備が導入されていない建物でも、戸建てと同じ方法で光ファイバーを引き込める場合があります。その場合は、お申し込み後に建物の調査を行います。',
          ],
          links: [{ to: paths.area, label: 'エリア検索へ' }],
          keywords: ['アパート', '集合住宅'],
        },
        {
          id: 'area-no-address',
          question: '新築でまだ住所が決まっていません。エリアを確認できますか？',
          answer: [
            '住所（住居表示）が決まる前でも、地番や近くの住所で検索してご確認いただけます。新築のお住まいでのお申し込みの進め方は、新築の戸建て向けのページでご案内しています。',
          ],
          links: [{ to: paths.specialShinchiku, label: '新築の戸建てにお住まいの方へ' }],
          keywords: ['地番', '新築'],
        },
        {
          id: 'area-outside',
          question: '5県以外の地域へ引っ越します。使い続けられますか？',
          answer: [
            '提供エリアの外へお引っ越しされる場合は、ご利用を続けられないため解約のお手続きになります。契約期間内の解約には契約解除料がかかります。',
          ],
          links: [{ to: paths.serviceCancellation, label: '解約時の費用について' }],
          keywords: ['引っ越し', '転居'],
        },
      ],
    },
    {
      id: 'plans',
      title: '料金プラン・料金',
      items: [
        {
          id: 'plans-price',
          question: '月額料金はいくらですか？',
          answer: [
            `戸建ての10ギガプランは月額${yen(plans.home.plan10G.monthly)}、1ギガプランは月額${yen(plans.home.plan1G.monthly)}です。マンションの10ギガプランは月額${yen(plans.apartment.plan10G.monthly)}、1ギガプランは月額${yen(plans.apartment.plan1G.monthly)}です（いずれも税込）。`,
          ],
          links: [{ to: paths.plan, label: '料金プランの詳細へ' }],
          keywords: ['月額', '基本料金', '10G', '1G'],
        },
        {
          id: 'plans-term',
          question: '契約期間はありますか？',
          answer: [`${contractTerms.contractPeriod(term)}${contractTerms.earlyTermination(term)}`],
          links: [{ to: paths.serviceCancellation, label: '解約時の費用について' }],
          keywords: ['縛り', '違約金', '2年'],
        },
        {
          id: 'plans-choose',
          question: '10ギガと1ギガは、どちらを選べばいいですか？',
          answer: [
            'ご家族で同時に動画を見たり、オンラインゲームや大きなファイルのやり取りをよくしたりする方には、10ギガプランをおすすめします。1～2人暮らしで、Webや動画の視聴が中心の方は1ギガプランで十分にお使いいただけます。',
            `月額料金の差は、戸建てで${yen(plans.home.plan10G.monthly - plans.home.plan1G.monthly)}、マンションで${yen(plans.apartment.plan10G.monthly - plans.apartment.plan1G.monthly)}です。`,
          ],
          links: [{ to: paths.plan, label: '料金プランの詳細へ' }],
          keywords: ['10G', '1G', '速度'],
        },
        {
          id: 'plans-initial',
          question: '初期費用はいくらかかりますか？',
          answer: [
            `${feeLabels.adminFee}${yen(fees.adminFee)}と${feeLabels.installation}${yen(fees.installation)}です。${
              standing.zeroInitialCost ? `新規お申し込みの方は、${feeLabels.adminFee}が無料になります。` : ''
            }${
              standing.freeInstallation
                ? `${feeLabels.installation}は${term}回の分割でご請求し、同じ額を毎月割り引くため、${term}ヶ月ご利用いただくと実質無料です。`
                : `${feeLabels.installation}は${term}回の分割でご請求します。`
            }`,
            `土曜・日曜・祝日の工事をご希望の場合は、${feeLabels.holidayInstallation}${yen(fees.holidayInstallation)}がかかります。`,
          ],
          links: [{ to: paths.plan, label: '料金プランの詳細へ' }],
          keywords: ['工事費', '事務手数料', '初期費用'],
        },
        {
          id: 'plans-tax',
          question: '表示されている料金は税込ですか？',
          answer: ['はい。このサイトに表示している料金は、すべて消費税込みの金額です。'],
          keywords: ['消費税'],
        },
        {
          id: 'plans-payment',
          question: '支払い方法は何を選べますか？',
          // The choices of the application form itself.
          answer: [contractTerms.paymentMethods],
          keywords: ['口座振替', 'クレジットカード', '支払い'],
        },
        {
          id: 'plans-anshin',
          question: '安心サポートPlusには必ず入る必要がありますか？',
          answer: [
            `必須ではありません。${anshin.label}はご希望の方がお選びいただく有料のオプションで、月額${yen(anshin.monthly)}${
              anshin.later ? `（${anshin.later.fromMonth}ヶ月目からは月額${yen(anshin.later.monthly)}）` : ''
            }です。${
              anshin.freeMonthsWithLine
                ? `回線と同時のお申し込みなら、最初の${anshin.freeMonthsWithLine}ヶ月は無料です。`
                : ''
            }`,
            '料金シミュレーションでは選択されていない状態から始まります。ご希望の場合は、選択してからお申し込みください。',
          ],
          links: [{ to: paths.applyForm, label: '料金シミュレーションへ' }],
          keywords: ['サポート', 'オプション'],
        },
      ],
    },
    {
      id: 'application',
      title: 'お申し込み',
      items: [
        {
          id: 'application-period',
          question: 'お申し込みから開通まで、どのくらいかかりますか？',
          answer: [
            '目安は2週間から1ヶ月ほどです。3月・4月などお引っ越しの多い時期や、建物の調査が必要な場合は、それ以上かかることがあります。お引っ越しに合わせてご利用になる場合は、早めのお申し込みをおすすめします。',
          ],
          keywords: ['開通', '期間', '何日'],
        },
        {
          id: 'application-web',
          question: 'Webだけで申し込みは終わりますか？',
          answer: [
            'はい。エリアの確認から料金シミュレーション、お申し込みまで、このサイトで完結します。お申し込みの際に書類を郵送していただく必要はありません。ご契約内容は、お申し込み後に書面でお送りします。',
          ],
          links: [{ to: paths.applyForm, label: '料金シミュレーション・お申し込みへ' }],
          keywords: ['ネット', 'オンライン'],
        },
        {
          id: 'application-needed',
          question: '申し込みに必要なものは何ですか？',
          answer: [
            'ご契約者さまのお名前・生年月日・連絡先、設置先のご住所、お支払いに使う預金口座の情報をご用意ください。',
            '他社の回線から乗り換える場合は、今お使いの事業者名と電話番号が分かると、お手続きがスムーズです。',
          ],
          keywords: ['必要書類', '準備'],
        },
        {
          id: 'application-corporate',
          question: '法人でも申し込めますか？',
          answer: ['はい。お申し込みフォームでお申し込みの種別に「法人」を選び、法人名をご入力ください。'],
          keywords: ['会社', '事業所'],
        },
        {
          id: 'application-cancel',
          question: '申し込み内容を変更したい、またはキャンセルしたいです。',
          answer: [
            '開通前であれば、サポートセンターで変更やキャンセルを承ります。工事日が近い場合は、お早めにご連絡ください。',
            `ご契約の後も、${contractTerms.coolingOffPeriod()}`,
            contractTerms.coolingOffHow,
          ],
          links: [
            { to: paths.support, label: 'サポート窓口へ' },
            { to: paths.serviceCautionNotes, label: 'お申し込み時の注意事項へ' },
          ],
          keywords: ['取り消し', '初期契約解除'],
        },
        {
          id: 'application-saved',
          question: '料金シミュレーションの内容は保存されますか？',
          answer: [
            'シミュレーションで選んだ内容は、お使いのブラウザに保存され、次に開いたときも続きから確認できます。ほかのスマートフォンやパソコンには引き継がれません。',
          ],
          keywords: ['見積もり', 'シミュレーション'],
        },
      ],
    },
    {
      id: 'installation',
      title: '開通工事',
      items: [
        {
          id: 'installation-presence',
          question: '工事の立ち会いは必要ですか？',
          answer: [`はい。お部屋の中での作業があります。${contractTerms.worksAttendance}`],
          keywords: ['立会い', '在宅'],
        },
        {
          id: 'installation-duration',
          question: '工事にはどのくらい時間がかかりますか？',
          answer: ['戸建ては1～2時間、マンションは30分～1時間ほどが目安です。建物の状況によって前後します。'],
          links: [
            { to: paths.serviceConstructionHome, label: '戸建ての開通工事について' },
            { to: paths.serviceConstructionMansion, label: 'マンションの開通工事について' },
          ],
          keywords: ['時間'],
        },
        {
          id: 'installation-hole',
          question: '壁に穴を開けることはありますか？',
          answer: [
            '多くの場合、エアコンのダクトや電話線の配管を使って光ファイバーをお部屋に引き込むため、穴を開けずに工事できます。',
            '配管が使えない場合は、直径1cmほどの穴を開けることがあります。その場合は作業の前にご説明し、ご了承をいただいてから作業します。',
          ],
          keywords: ['穴あけ', 'エアコン', '配管'],
        },
        {
          id: 'installation-holiday',
          question: '土日や祝日に工事をしてもらえますか？',
          answer: [
            `はい、承ります。土曜・日曜・祝日の工事には、${feeLabels.holidayInstallation}${yen(fees.holidayInstallation)}がかかります。`,
          ],
          keywords: ['休日', '土曜', '日曜', '祝日'],
        },
        {
          id: 'installation-day',
          question: '工事日はどうやって決まりますか？',
          answer: [contractTerms.worksDay],
          keywords: ['工事日', '予約', '日程'],
        },
        {
          id: 'installation-reschedule',
          question: '決まった工事日を変更したいです。',
          answer: [SLOT_CHANGE_RULE],
          links: [{ to: paths.contact, label: '工事日・ご訪問のご予約へ' }],
          keywords: ['日程', '予約'],
        },
        {
          id: 'installation-rental',
          question: '賃貸住宅でも工事できますか？',
          answer: [
            '工事には、建物の所有者さま（大家さんや管理会社）の許可が必要です。お申し込みの前に、光回線の工事をしてよいかご確認ください。',
          ],
          keywords: ['賃貸', '大家', '管理会社'],
        },
      ],
    },
    {
      id: 'campaigns',
      title: 'キャンペーン・特典',
      items: [
        {
          id: 'campaigns-construction',
          question: '「工事費実質無料」とはどういう意味ですか？',
          answer: [
            `${feeLabels.installation}${yen(fees.installation)}を${split.months}回に分けて（初回${yen(split.first)}、2回目以降${yen(split.monthly)}）ご請求し、毎回同じ額を割り引くことで、お支払いを実質0円にする仕組みです。`,
            `${split.months}ヶ月より前に解約された場合は、残りの分割額をまとめてご請求します。`,
          ],
          links: [{ to: paths.serviceCancellation, label: '解約時の費用について' }],
          keywords: ['工事費', '無料'],
        },
        {
          id: 'campaigns-cashback',
          question: 'Web限定のキャッシュバックは、いくらもらえますか？',
          answer: [
            `当サイトからのお申し込みで${yen(c.isOriginal5000CP)}、他社からのお乗り換えで特典を選んだ場合は10ギガプランで${yen(c.isOriginal30000CP)}、1ギガプランで${yen(c.isOriginal25000CP)}をキャッシュバックします。${yen(c.isOriginal30000CP)}の対象は「${original10G.eligibility}」です。ほかのキャンペーンと合わせた金額は、料金シミュレーションでご確認いただけます。`,
            contractTerms.cashBackPayment,
          ],
          links: [{ to: original10G.route, label: 'Web限定キャッシュバックの詳細へ' }],
          keywords: ['キャッシュバック', 'Web限定'],
        },
        {
          id: 'campaigns-change',
          question: '他社から乗り換えると、今の回線の解約金はどうなりますか？',
          answer: [
            `${change.name}で、${change.description}`,
            `対象：${change.eligibility}`,
            '今お使いの回線は、新しい回線が開通してから解約すると、インターネットが使えない期間ができません。',
          ],
          links: [{ to: change.route, label: `${change.name}の詳細へ` }],
          keywords: ['乗り換え', '解約金', '違約金'],
        },
        {
          id: 'campaigns-combine',
          question: 'キャンペーンは組み合わせて使えますか？',
          answer: [
            '工事費実質無料と初期費用0円は、新規でお申し込みのすべての方が対象です。お乗り換えの特典は「キャッシュバック」と「月額割引」からどちらか一方をお選びいただくなど、組み合わせに条件があるものもあります。',
            '料金シミュレーションで、実際に適用されるキャンペーンと金額をご確認いただけます。',
          ],
          links: [
            { to: paths.applyForm, label: '料金シミュレーションへ' },
            { to: paths.campaign, label: 'キャンペーン・特典の一覧へ' },
          ],
          keywords: ['併用'],
        },
        {
          id: 'campaigns-router',
          question: '開通までの間、インターネットが使えなくて困ります。',
          answer: [`${router.description}お申し込みフォームでレンタルをご希望ください。`],
          links: [{ to: router.route, label: `${router.name}の詳細へ` }],
          keywords: ['モバイルルーター', 'レンタル', 'ポケットWi-Fi'],
        },
      ],
    },
    {
      id: 'options',
      title: 'オプション',
      items: [
        {
          id: 'options-phone',
          question: '光電話の料金はいくらですか？',
          answer: [
            `${o.isPhone.label}は月額${yen(o.isPhone.monthly)}です。今お使いの固定電話の番号を、そのまま引き継げる場合があります（番号ポータビリティ）。`,
          ],
          links: [{ to: paths.option, label: 'オプションサービスの一覧へ' }],
          keywords: ['電話', '固定電話', '番号'],
        },
        {
          id: 'options-netflix',
          question: 'Netflixも一緒に申し込めますか？',
          answer: [
            `はい。Netflixパックをお申し込みいただくと、Netflixの料金を回線の料金とまとめてお支払いいただけます。スタンダードは${variantPriceLabel(catalog.netflixPlans.normal)}、プレミアムは${variantPriceLabel(catalog.netflixPlans.premium)}です。`,
          ],
          links: [{ to: paths.serviceNetflix, label: 'Netflixパックの詳細へ' }],
          keywords: ['動画', 'ネットフリックス'],
        },
        {
          id: 'options-mesh',
          question: '家の奥の部屋までWi-Fiが届きません。',
          answer: [
            `${o.isMeshWiFi.label}（月額${yen(o.isMeshWiFi.monthly)}）をおすすめします。複数の機器が連携して、家じゅうをWi-Fiでカバーします。`,
          ],
          links: [{ to: paths.option, label: 'オプションサービスの一覧へ' }],
          keywords: ['Wi-Fi', 'WiFi', '無線', 'メッシュ'],
        },
        {
          id: 'options-tv',
          question: '光テレビでは何が見られますか？',
          answer: [
            `地上デジタル放送とBSデジタル放送を、アンテナなしでご覧いただけます。月額${yen(o.isTV.monthly)}で、別途${feeLabels.tvInstallation}${yen(fees.tvInstallation)}がかかります。`,
          ],
          links: [{ to: paths.option, label: 'オプションサービスの一覧へ' }],
          keywords: ['テレビ', 'TV', 'アンテナ'],
        },
        {
          id: 'options-add-later',
          question: '契約した後からオプションを追加できますか？',
          answer: ['はい。オプションのお申し込みページから、ご契約後でも追加できます。'],
          links: [{ to: paths.optionApply, label: 'オプションのお申し込みへ' }],
          keywords: ['追加'],
        },
      ],
    },
    {
      id: 'changes',
      title: '契約の変更・解約',
      items: [
        {
          id: 'changes-move',
          question: '引っ越すときは、どんな手続きが必要ですか？',
          answer: [
            '提供エリア内へのお引っ越しなら、移転のお手続きでご利用を続けられます。新しいお住まいでは開通工事が必要になるため、お引っ越しが決まったら早めにお申し込みください。',
          ],
          links: [{ to: paths.transfer, label: '移転・名義変更のお手続きへ' }],
          keywords: ['移転', '転居', '引っ越し'],
        },
        {
          id: 'changes-name',
          question: '契約者の名義を変更したいです。',
          answer: ['ご家族への名義の変更は、移転・名義変更のお手続きページから承ります。'],
          links: [{ to: paths.transfer, label: '移転・名義変更のお手続きへ' }],
          keywords: ['名義変更', '承継'],
        },
        {
          id: 'changes-plan',
          question: '1ギガプランから10ギガプランに変更できますか？',
          answer: [
            `10ギガプランの提供地域であれば変更できます。機器の交換が必要になるため、サポートセンターへお問い合わせください。変更後の月額料金は、戸建てで${yen(plans.home.plan10G.monthly)}、マンションで${yen(plans.apartment.plan10G.monthly)}です。`,
          ],
          links: [{ to: paths.support, label: 'サポート窓口へ' }],
          keywords: ['プラン変更', '10G'],
        },
        {
          id: 'changes-cancel-fee',
          question: '解約するときに、どんな費用がかかりますか？',
          answer: [
            `${contractTerms.earlyTermination(term)}戸建ての10ギガプランなら${yen(plans.home.plan10G.monthly)}です。`,
            `${feeLabels.installation}の分割額が残っている場合は、その残額をまとめてご請求します。撤去工事をご希望の場合は、インターネットで${yen(fees.removalNet)}、光テレビで${yen(fees.removalTV)}がかかります。`,
          ],
          links: [{ to: paths.serviceCancellation, label: '解約時の費用について' }],
          keywords: ['解約金', '違約金', '撤去'],
        },
        {
          id: 'changes-cancel-how',
          question: '解約はどうやって申し込めばいいですか？',
          answer: [
            'サポートセンターへお電話ください。ご本人さまの確認のうえ、解約日と機器の返却方法をご案内します。',
          ],
          links: [{ to: paths.support, label: 'サポート窓口へ' }],
          keywords: ['解約', '手続き'],
        },
      ],
    },
    {
      id: 'trouble',
      title: 'つながらない・困ったとき',
      items: [
        {
          id: 'trouble-offline',
          question: 'インターネットにつながりません。',
          answer: ['次の順番でお試しください。'],
          steps: [
            '回線終端装置（ONU）とWi-Fiルーターの電源が入っているか、ランプが消えたり赤く点灯したりしていないかを確かめます。',
            '回線終端装置、Wi-Fiルーターの順に電源を切り、1分ほど待ってから、回線終端装置、Wi-Fiルーターの順に電源を入れ直します。',
            'LANケーブルと光ファイバーのコードが外れかけていないかを確かめます。',
            'それでもつながらない場合は、故障受付窓口へご連絡ください。24時間受け付けています。',
          ],
          links: [{ to: paths.support, label: 'サポート窓口へ' }],
          keywords: ['つながらない', '接続できない', 'ネット'],
        },
        {
          id: 'trouble-slow',
          question: '通信速度が遅いと感じます。',
          answer: [
            'Wi-Fiルーターを再起動し、可能であればLANケーブルでつないで速度を測ってみてください。Wi-Fiでお使いの場合は、5GHz帯につなぐと速くなることがあります。',
            `LANケーブルが古い規格（カテゴリー5など）だと、速度が出ないことがあります。家の中でWi-Fiが届きにくい場合は、${o.isMeshWiFi.label}もご検討ください。`,
          ],
          keywords: ['遅い', '速度', 'Wi-Fi'],
        },
        {
          id: 'trouble-wifi-password',
          question: 'Wi-Fiのパスワードが分かりません。',
          answer: [
            'Wi-Fiルーターの側面または底面のラベルに、ネットワーク名（SSID）と暗号化キー（パスワード）が書かれています。',
          ],
          keywords: ['SSID', '暗号化キー', 'Wi-Fi'],
        },
        {
          id: 'trouble-power',
          question: '停電のあと、インターネットや光電話が使えません。',
          answer: [
            '停電が終わっても、機器が正しく起動していないことがあります。回線終端装置、Wi-Fiルーターの順に電源を入れ直してください。停電中は光電話もご利用になれません。',
          ],
          keywords: ['停電', '電話'],
        },
      ],
    },
  ];
}
