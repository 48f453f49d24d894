// The checks of an installation address that need data beyond the form:
// the postal data (does the address belong to the postal code?) and the
// area search (is it served, for the plan chosen?). The API runs them on
// every application with its own data; the application step runs them
// before the visitor goes on. Both answer with these paths and messages.

import {
  isServedPrefecture,
  postalCodeMatchesAddress,
  type AreaSearchResult,
  type InstallationInfo,
  type PostalTownEntry,
  type SelectedPlan,
} from '@hikari/shared/domain';
import { messages } from './messages';

/** Where each problem is reported, as a path of the ApplyCTC payload. */
export const INSTALLATION_ERROR_PATHS = {
  postalCode: 'customer.installationInfo.postalCode',
  town: 'customer.installationInfo.town',
  building: 'customer.installationInfo.line2',
  plan: 'planData.selectedPlan',
} as const;

/**
 * The postal code against the address: `towns` are the postal data's towns
 * of that code (empty when the code is unknown). No message for a malformed
 * code or an empty address: the form schema reports those.
 */
export function postalCodeErrors(
  towns: readonly PostalTownEntry[],
  info: Pick<InstallationInfo, 'postalCode' | 'state' | 'city' | 'town'>,
): Record<string, string> {
  if (!info.state || !info.city || !info.town) return {};
  if (towns.length === 0) return { [INSTALLATION_ERROR_PATHS.postalCode]: messages.postalCodeUnknown };
  return postalCodeMatchesAddress(towns, info)
    ? {}
    : { [INSTALLATION_ERROR_PATHS.postalCode]: messages.postalCodeMismatch };
}

/**
 * What an area answer (the spec section 5 merge, for exactly the
 * installation address) means for the application. `null`: no answer for
 * this address. A prefecture outside the five is the form schema's message.
 */
export function areaAnswerErrors(
  area: AreaSearchResult | null,
  plan: { selectedPlan: SelectedPlan | string; prefecture: string },
): Record<string, string> {
  const { town, building } = INSTALLATION_ERROR_PATHS;
  if (!isServedPrefecture(plan.prefecture)) return {};
  if (!area) return { [town]: messages.areaNotChecked };
  if (area.result !== 'success') return { [town]: messages.areaCheckFailed };
  if (area.isRegister === true && area.isNonAvailable === true) {
    return { [building]: messages.buildingNotAvailable };
  }
  if (area.isServiceArea !== true) {
    return { [town]: area.status === 'unidentified' ? messages.areaUnidentified : messages.outsideArea };
  }
  if (area.isNonAvailable === true) return { [building]: messages.buildingNotAvailable };
  if (plan.selectedPlan === 'plan10G' && area.is10GArea === false) {
    return { [INSTALLATION_ERROR_PATHS.plan]: messages.plan10GNotInArea };
  }
  return {};
}
