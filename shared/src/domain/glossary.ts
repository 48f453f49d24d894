// The one Japanese name of each thing the site names on more than one page,
// in a form label, a mail or the FAQ. The options take the catalog's labels;
// the options that come in several plans take the name of the service. A
// page, a form or the API writes a name from here, never its own spelling.

import { priceCatalog, type FlagOptionId } from './catalog';

export const glossary = {
  /** The number of a running contract, 「C」 and 8 digits, as the forms and the API ask for it. */
  contractNumber: 'ご契約番号',
} as const;

const catalogOptionNames = Object.fromEntries(
  Object.entries(priceCatalog.options).map(([flag, option]) => [flag, option.label]),
) as Record<FlagOptionId, string>;

export type NamedOption = FlagOptionId | 'isVideo' | 'isDazn' | 'isKurashiSupport';

/** The name of every option a visitor can order, by its flag. */
export const optionNames: Record<NamedOption, string> = {
  ...catalogOptionNames,
  isVideo: '動画配信サービス',
  isDazn: 'DAZN',
  isKurashiSupport: 'くらしサポート',
};

/**
 * Spellings that named the same thing a second way. The content scan in
 * glossary.test.ts refuses each of them in every source file of the site.
 */
export const rejectedSpellings: readonly { rejected: string; use: string }[] = [
  { rejected: 'ゲーミングカスタマイズ', use: optionNames.isGamingCustom },
  { rejected: '公衆Wi-Fi（ギガぞう）', use: optionNames.isGigazo },
  { rejected: 'お客さま番号', use: glossary.contractNumber },
  { rejected: 'お客様番号', use: glossary.contractNumber },
  // A page about one campaign is titled with the campaign's name (remotes.ts reads it from campaigns.ts).
  { rejected: '他社からの乗り換えキャンペーン', use: '乗り換えキャンペーン' },
  { rejected: '10G＋ギガぞう特典', use: '10ギガ×ギガぞう キャンペーン' },
  { rejected: '動画見放題（VOD）特典', use: '動画配信サービス 無料キャンペーン' },
  { rejected: '開通前モバイルルーター無料レンタル', use: '開通までモバイルルーター無料レンタル' },
  { rejected: '1年間割引キャンペーン', use: '1年割' },
  { rejected: 'au PAY クーポン特典', use: 'au PAY クーポン 10,000円分' },
  { rejected: '1年間980円キャンペーン', use: '1年間 月額980円' },
  { rejected: 'Webお申し込みキャッシュバック', use: '期間限定 10,000円追加キャッシュバック' },
];

/** Names joined as a Japanese list: 「A、B、C」. */
export function joinNames(names: readonly string[]): string {
  return names.join('、');
}
