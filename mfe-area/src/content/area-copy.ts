// Copy of the area search. Plain, polite Japanese (です・ます); no logic here.
import { lookupFailedMessage, type LookupFailure } from '@hikari/shared/api';

export const pageCopy = {
  title: '提供エリア検索',
  titleHome: '提供エリア検索（戸建て）',
  lead: 'ご住所が提供エリア内かどうか、10ギガや光テレビをご利用いただけるかを確認できます。',
};

export const formCopy = {
  formLabel: '提供エリア検索',
  buildingTypeLegend: '建物の種類',
  buildingTypes: [
    { value: 0, label: '戸建て', note: '一戸建て・二世帯住宅・店舗併用住宅など' },
    { value: 1, label: 'マンション・アパート', note: '集合住宅にお住まいの方（建物名でも確認します）' },
  ] as const,
  addressLegend: 'ご住所',
  addressHint: '郵便番号を入力すると、都道府県・市区町村・町名が自動で入力されます。',
  postalCode: '郵便番号',
  postalCodeHint:
    '例：460-0008（全角でも入力できます。わからない場合は空欄のまま、都道府県から選んでください）',
  postalLooking: '郵便番号から住所を調べています…',
  postalFound: (address: string) => `${address}を入力しました。`,
  postalSeveral: '郵便番号に該当する町名が複数あります。お住まいの町名を選んでください。',
  postalNotFound:
    'この郵便番号に該当する住所が見つかりませんでした。番号をご確認いただくか、郵便番号を消して都道府県から選んでください。',
  /** The retry message of a failed look-up (the retry button sits under it). */
  postalFailed: (failure: LookupFailure) =>
    `${lookupFailedMessage('住所', failure)}都道府県から選んで入力することもできます。`,
  townChoiceLegend: '町名を選んでください',
  townChoiceRequired: '該当する町名を選択してください',
  prefecture: '都道府県',
  city: '市区町村',
  town: '町名',
  choose: '選択してください',
  chooseAfter: (what: string) => `先に${what}を選択してください`,
  loadingOptions: '読み込み中です…',
  optionsFailed: (what: string) => `${what}の一覧を読み込めませんでした。`,
  reloadOptions: '再読み込み',
  outsidePrefectureHint: (prefecture: string) =>
    `${prefecture}は現在、提供エリア外です（提供エリアは愛知県・三重県・岐阜県・静岡県・長野県です）。このまま検索して結果をご確認いただけます。`,
  chome: '丁目',
  chomeHint:
    '数字で入力してください（例：3）。「3丁目」「三丁目」と入力しても検索できます。丁目のないご住所は空欄のままで結構です。',
  banchi: '番地',
  banchiHint: '例：1-1（「番地」「号」はハイフンで区切ってください）',
  buildingName: 'マンション・アパート名',
  buildingNameHint: '例：ひかりハイツ栄（部屋番号は不要です）',
  submit: 'この住所で検索する',
  searching: '提供エリアを検索しています…',
};

export const resultCopy = {
  heading: '検索結果',
  searchedAddress: '検索したご住所',
  buildingTypeLabels: ['戸建て', 'マンション・アパート'] as const,
  servedTitle: 'ご入力のご住所は提供エリア内です。',
  servedLead: 'お申し込みいただけます。ご利用いただけるサービスは次のとおりです。',
  servedLaterLead: (period: string) =>
    `${period}に提供を開始する予定です。ご利用いただけるサービスは次のとおりです。`,
  notServedTitle: '申し訳ございません。ご入力のご住所は、現在提供エリア外です。',
  notServedLead: '提供エリアは順次拡大しています。提供開始のご案内をご希望の方は、下記からご連絡ください。',
  outsidePrefectureTitle: (prefecture: string) => `申し訳ございません。${prefecture}は提供エリア外です。`,
  outsidePrefectureLead: '東海ひかりネットは、愛知県・三重県・岐阜県・静岡県・長野県で提供しています。',
  unidentifiedTitle: 'ご入力のご住所では、提供エリアを確認できませんでした。',
  unidentifiedLead: '住所の表記をご確認のうえ、もう一度検索してください。お電話でも確認いたします。',
  notAvailableTitle: '申し訳ございません。この建物ではお申し込みいただけません。',
  notAvailableLead: '建物の設備などの事情により、現在この建物では光回線を提供できません。',
  failedTitle: '提供エリアを確認できませんでした。',
  failedLead: '通信が混み合っているか、一時的な不具合が起きています。お手数ですが、もう一度お試しください。',
  retry: 'もう一度検索する',
  fix: '入力内容を修正する',
  anotherAddress: '別のご住所を検索する',
  serviceArea: '提供エリア',
  serviceAreaYes: '提供エリア内です',
  serviceAreaNo: '提供エリア外です',
  tenGiga: '10ギガプラン',
  tenGigaYes: 'ご利用いただけます',
  tenGigaNo: 'ご利用いただけません（1ギガプランをご利用いただけます）',
  tv: '光テレビ',
  tvYes: 'ご利用いただけます',
  tvNo: 'ご利用いただけません',
  period: '提供開始時期',
  periodNow: '提供中です（すぐにお申し込みいただけます）',
  building: '建物の登録',
  buildingRegistered: 'ご入力の建物は登録済みです',
  buildingNotRegistered: 'ご入力の建物は登録されていません（戸建てと同じ方式でのご案内となる場合があります）',
  planType: '建物の配線方式',
  planTypes: {
    FTTH: '光配線方式（FTTH）：お部屋まで光ファイバーを引き込みます',
    VDSL: 'VDSL方式：建物内の電話回線を利用します',
    LAN: 'LAN方式：建物内のLAN配線を利用します',
  } as Record<string, string>,
  notes: 'ご案内',
  unknown: '確認中です（お申し込み後にご案内します）',
  toSimulation: 'この内容で料金シミュレーションへ',
  contactTitle: '提供開始のご案内・ご質問',
  contactLead:
    'ご連絡先をお知らせいただければ、このご住所で提供を開始したときにメールでご案内します。ご質問もお受けします。どちらも訪問日の指定は不要です。',
  noticeLink: '提供開始のお知らせを受け取る',
  questionLink: '訪問日を決めずに質問する',
  phoneLead: (hours: string) => `お電話でもご相談いただけます（受付時間 ${hours}）。`,
  phoneButton: '電話番号を確認する',
};
