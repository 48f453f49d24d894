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

/** Where the problems of one address are reported: paths of its postal code, town and building name. */
export interface AddressErrorPaths {
  postalCode: string;
  town: string;
  building: string;
}

/** The paths of an address object at `prefix` with the installation address's field names (the transfer's new address). */
export const addressErrorPaths = (prefix: string): AddressErrorPaths => ({
  postalCode: `${prefix}.postalCode`,
  town: `${prefix}.town`,
  building: `${prefix}.line2`,
});

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
 * @param paths default: the ApplyCTC payload's installation address
 */
export function postalCodeErrors(
  towns: readonly PostalTownEntry[],
  info: Pick<InstallationInfo, 'postalCode' | 'state' | 'city' | 'town'>,
  paths: AddressErrorPaths = INSTALLATION_ERROR_PATHS,
): Record<string, string> {
  if (!info.state || !info.city || !info.town) return {};
  if (towns.length === 0) return { [paths.postalCode]: messages.postalCodeUnknown };
  return postalCodeMatchesAddress(towns, info) ? {} : { [paths.postalCode]: messages.postalCodeMismatch };
}

/**
 * What an area answer (the docs/business-rules.md#area-search merge, for exactly the
 * installation address) means for the application. `null`: no answer for
 * this address. A prefecture outside the five is the form schema's message.
 * Without a `selectedPlan` (a transfer chooses none) the 10G rule is not
 * applied.
 * @param paths default: the ApplyCTC payload's installation address
 */
export function areaAnswerErrors(
  area: AreaSearchResult | null,
  plan: { selectedPlan?: SelectedPlan | string; prefecture: string },
  paths: AddressErrorPaths = INSTALLATION_ERROR_PATHS,
): Record<string, string> {
  const { town, building } = paths;
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
