// The option sub-pages by name. The shared `paths` names only the pages other
// packages link to (/option/, /option/apply/); these are linked from this
// remote alone, so their one table lives here, checked against the site's
// route table by option-detail.test.tsx.

export const optionPaths = {
  tv: '/option/tv/',
  dazn: '/option/dazn/',
  phone: '/option/phone/',
  video: '/option/video/',
  gigazo: '/option/gigazo/',
  meshWifi: '/option/mesh-wifi/',
  wSupport: '/option/w-support/',
  smartHome: '/option/smart-home/',
  gamingCustom: '/option/gaming-custom/',
  securityPack: '/option/security-pack/',
  waribikiPack: '/option/waribiki-pack/',
  anshinSupport: '/option/anshin-support/',
  repairSupport: '/option/repair-support/',
  kurashiSupport: '/option/kurashi-support/',
} as const;

export type OptionPageId = keyof typeof optionPaths;
