// Who provides the service: the telecom carrier a visitor signs the contract
// with, and the windows its customers call. The company, its address and
// every number here are fictional (the 0120-000 block is not assigned to
// anyone). Kept here, not in the shell, because the application's
// important-matters explanation (電気通信事業法 art. 26) and the contract
// document the API mails name them too, and a remote reads only shared.

import { callHoursLabel, type CallTime } from './call-hours';

export const COMPANY_NAME = '東海ひかりネット株式会社';

export const companyAddress = {
  postalCode: '460-0008',
  address: '愛知県名古屋市中区栄五丁目99番1号 東海ひかりビル',
};

export interface PhoneWindow {
  name: string;
  /** As printed, with hyphens. */
  number: string;
  /** What to call this window for. */
  purpose: string;
  /**
   * 'tel': open during the published call hours of the settings (callTime
   * display hours, the ones the header's phone-consultation modal shows);
   * 'always': 24 h.
   */
  hours: 'tel' | 'always';
}

/**
 * Windows for current customers. The line for new customers' questions lives
 * with the header's phone-consultation modal, its only home.
 */
export const phoneWindows = {
  support: {
    name: 'サポートセンター',
    number: '0120-000-222',
    purpose: 'ご契約内容の確認・変更、料金のご請求、各種お手続き、個人情報に関するお問い合わせ',
    hours: 'tel',
  },
  trouble: {
    name: '故障受付窓口',
    number: '0120-000-333',
    purpose: 'インターネット・光電話・光テレビがご利用になれないとき',
    hours: 'always',
  },
} satisfies Record<string, PhoneWindow>;

/** 'tel:0120000222' for a printed number. */
export function telHref(number: string): string {
  return `tel:${number.replace(/-/g, '')}`;
}

/**
 * '受付時間 10:00～18:00（年末年始を除く）' from the settings' published call
 * hours, or '受付時間 24時間365日' for an always-open window.
 */
export function receptionHoursLabel(line: PhoneWindow, callTime: CallTime): string {
  if (line.hours === 'always') return '受付時間 24時間365日';
  return `受付時間 ${callHoursLabel(callTime)}（年末年始を除く）`;
}
