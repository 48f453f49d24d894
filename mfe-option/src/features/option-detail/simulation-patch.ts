import type { BaseMenu, PlanData } from '@hikari/shared/domain';
import type { OptionPageId } from '../../content/option-paths';

// 光電話 and 光テレビ are not free flags in the simulation: it derives them
// from the base menu (docs/business-rules.md#estimate: menu 1 sets phone, menu 2 phone and
// TV), so a page that only set isPhone would show a simulation without it.
const withPhone = (menu: BaseMenu): BaseMenu => (menu === 0 ? 1 : menu);

/**
 * What "このオプションを付けてシミュレーション" writes into planData, per page.
 * Pages the simulation cannot price (Wサポート, 修理サポート) have none.
 */
export const simulationPatches: Partial<Record<OptionPageId, (plan: PlanData) => Partial<PlanData>>> = {
  tv: () => ({ baseMenu: 2, isPhone: true, isTV: true }),
  phone: (plan) => ({ baseMenu: withPhone(plan.baseMenu), isPhone: true }),
  waribikiPack: (plan) => ({ baseMenu: withPhone(plan.baseMenu), isPhone: true, isWaribikiPack: true }),
  dazn: () => ({ isDazn: true }),
  video: () => ({ isVideo: true }),
  gigazo: () => ({ isGigazo: true }),
  meshWifi: () => ({ isMeshWiFi: true }),
  smartHome: () => ({ isSmartHome: true }),
  gamingCustom: () => ({ isGamingCustom: true }),
  securityPack: () => ({ isSecurityPack: true }),
  anshinSupport: () => ({ isAnshinSupport: true }),
  kurashiSupport: () => ({ isKurashiSupport: true }),
};

/** True when the plan already holds everything the patch would write. */
export function isIncluded(plan: PlanData, patch: Partial<PlanData>): boolean {
  return (Object.keys(patch) as (keyof PlanData)[]).every((key) => plan[key] === patch[key]);
}
