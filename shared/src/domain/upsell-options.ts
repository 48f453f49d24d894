// What an open line can add on the web (/option/apply/, ApplicationUpSell):
// the options that need no new installation work. The upsell schema accepts
// exactly these, and every page that says what can be added reads them here.

/** Options an existing line can add without new installation work. */
export const UPSELL_OPTION_FLAGS = [
  'isMeshWiFi',
  'isSecurityPack',
  'isSmartHome',
  'isGamingCustom',
  'isVideo',
  'isGigazo',
  'isKurashiSupport',
  'isDazn',
  'isAnshinSupport',
] as const;
export type UpsellOptionFlag = (typeof UPSELL_OPTION_FLAGS)[number];
