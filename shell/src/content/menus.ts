import { paths } from '@hikari/shared/domain/core';

/** A menu entry (docs/business-rules.md#header-menus-and-banners): target path, text, icon, grid columns on mobile and from md, nested flag. */
export interface MenuEntry {
  target: string;
  text: string;
  icon: string;
  /** Columns of 12 on mobile. */
  cols: number;
  /** Columns of 12 from medium width. */
  md: number;
  nested: boolean;
}

const entry = (target: string, text: string, icon: string, cols = 6, md = 4, nested = false): MenuEntry => ({
  target,
  text,
  icon,
  cols,
  md,
  nested,
});

/** Buttons of the header (PC). */
export const headerButtons: MenuEntry[] = [
  entry(paths.support, 'ご契約中の方', 'support'),
  entry(paths.area, 'エリア検索', 'area'),
  entry(paths.campaign, 'キャンペーン', 'campaign'),
  entry(paths.applyForm, '料金シミュレーション・お申し込み', 'apply', 12, 4),
];

/** Sub-header row of text links (header group: top, plan, campaign, option, feature, FAQ). */
export const headerLinks: MenuEntry[] = [
  entry(paths.top, 'トップ', 'home'),
  entry(paths.plan, '料金プラン', 'plan'),
  entry(paths.campaign, 'キャンペーン', 'campaign'),
  entry(paths.option, 'オプション', 'option'),
  entry(paths.specialShinchiku, '新築・お引っ越しの方', 'feature'),
  entry(paths.faq, 'よくあるご質問', 'faq'),
];

/** The drawer's button grid; the application entry takes the full row on mobile. */
export const drawerButtons: MenuEntry[] = [
  entry(paths.applyForm, '料金シミュレーション・お申し込み', 'apply', 12, 4),
  entry(paths.area, 'エリア検索', 'area'),
  entry(paths.plan, '料金プラン', 'plan'),
  entry(paths.campaign, 'キャンペーン', 'campaign'),
  entry(paths.option, 'オプション', 'option'),
  entry(paths.support, 'ご契約中の方', 'support'),
  entry(paths.faq, 'よくあるご質問', 'faq'),
];

/** The drawer's compact text links. */
export const drawerLinks: MenuEntry[] = [
  entry(paths.planHome, '戸建てプラン', 'plan', 6, 4, true),
  entry(paths.planMansion, 'マンションプラン', 'plan', 6, 4, true),
  entry(paths.specialApartment, 'マンションにお引っ越しの方', 'feature'),
  entry(paths.specialShinchiku, '新築の戸建てにお住まいの方', 'feature'),
  entry(paths.transfer, '移転・名義変更', 'transfer'),
  entry(paths.contact, '工事日・ご訪問のご予約', 'contact'),
  entry(paths.serviceCautionNotes, 'お申し込み時の注意事項', 'notes'),
  entry(paths.company, '会社概要', 'company'),
  entry(paths.privacy, '個人情報の取り扱い', 'privacy'),
];

export interface FooterGroup {
  heading: string;
  entries: MenuEntry[];
}

/** PC footer: every group in its own column. */
export const footerGroups: FooterGroup[] = [
  {
    heading: 'サービス',
    entries: [
      entry(paths.plan, '料金プラン', 'plan'),
      entry(paths.planHome, '戸建てプラン', 'plan'),
      entry(paths.planMansion, 'マンションプラン', 'plan'),
      entry(paths.option, 'オプション', 'option'),
      entry(paths.serviceNetflix, 'Netflixパック', 'service'),
    ],
  },
  {
    heading: 'お申し込み',
    entries: [
      entry(paths.area, '提供エリア検索', 'area'),
      entry(paths.applyForm, '料金シミュレーション・お申し込み', 'apply'),
      entry(paths.campaign, 'キャンペーン', 'campaign'),
      entry(paths.serviceCautionNotes, 'お申し込み時の注意事項', 'notes'),
      entry(paths.serviceConstructionHome, '開通工事について（戸建て）', 'construction'),
      entry(paths.serviceConstructionMansion, '開通工事について（マンション）', 'construction'),
    ],
  },
  {
    heading: 'ご契約中の方',
    entries: [
      entry(paths.support, 'サポート窓口', 'support'),
      entry(paths.transfer, '移転・名義変更', 'transfer'),
      entry(paths.contact, '工事日・ご訪問のご予約', 'contact'),
      entry(paths.serviceCancellation, '解約時の費用', 'cancellation'),
    ],
  },
  {
    heading: '会社情報',
    entries: [
      entry(paths.company, '会社概要', 'company'),
      entry(paths.privacy, '個人情報の取り扱い', 'privacy'),
      entry(paths.faq, 'よくあるご質問', 'faq'),
    ],
  },
];

/**
 * Mobile footer: the entries a visitor on a phone looks for at the bottom of
 * a page, two to a row; the rest is one tap away in the drawer.
 */
export const mobileFooterGroups: FooterGroup[] = [
  {
    heading: 'はじめての方',
    entries: [
      entry(paths.area, '提供エリア検索', 'area'),
      entry(paths.applyForm, '料金シミュレーション', 'apply'),
      entry(paths.plan, '料金プラン', 'plan'),
      entry(paths.campaign, 'キャンペーン', 'campaign'),
    ],
  },
  {
    heading: 'ご契約中の方',
    entries: [
      entry(paths.support, 'サポート窓口', 'support'),
      entry(paths.transfer, '移転・名義変更', 'transfer'),
    ],
  },
  {
    heading: '当サイトについて',
    entries: [
      entry(paths.faq, 'よくあるご質問', 'faq'),
      entry(paths.company, '会社概要', 'company'),
      entry(paths.privacy, '個人情報の取り扱い', 'privacy'),
    ],
  },
];

/** The slim footer of the apply and minimum layouts: only what a visitor in the middle of a task may need. */
export const compactFooterLinks: MenuEntry[] = [
  entry(paths.serviceCautionNotes, 'お申し込み時の注意事項', 'notes'),
  entry(paths.privacy, '個人情報の取り扱い', 'privacy'),
  entry(paths.company, '会社概要', 'company'),
];

/** The links under the 404 text ("TOPまたは下記のリンクよりお探しください"). */
export const errorPageLinks: MenuEntry[] = [
  entry(paths.plan, '料金プラン', 'plan'),
  entry(paths.area, '提供エリア検索', 'area'),
  entry(paths.applyForm, '料金シミュレーション・お申し込み', 'apply'),
  entry(paths.campaign, 'キャンペーン・特典', 'campaign'),
  entry(paths.option, 'オプションサービス', 'option'),
  entry(paths.faq, 'よくあるご質問', 'faq'),
  entry(paths.support, 'ご契約中のお客さまサポート', 'support'),
];
