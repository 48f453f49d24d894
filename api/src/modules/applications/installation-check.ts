// The server's own checks of an application's installation address and
// payment account, with the data it holds: the postal data (the address must
// belong to its postal code), the area master through the shared
// docs/business-rules.md#area-search merge (the same `searchArea` the browser runs), and the zengin
// bank directory. The messages and field paths are the shared ones. A
// transfer's new address goes through the same address checks.
import {
  areaAddressOfInstallation,
  normalizePostalCode,
  searchArea as mergeAreaSearch,
  type AreaSearchResult,
  type BankInfo,
  type BuildingType,
  type InstallationInfo,
} from '@hikari/shared/domain';
import { postalCodeErrors, type AddressErrorPaths, type BankDirectory } from '@hikari/shared/forms';
import { searchArea as searchMaster } from '../area/search-area';
import type { Db } from '../../db/client';
import { findBanks, findBranches } from '../lookups/banks';
import { lookupPostalCode } from '../lookups/postal-data';

/** Bank and branch names by code from the zengin data (the /banks look-up's). */
export const bankDirectory: BankDirectory = {
  bankName: (bankCode) => findBanks({ code: bankCode })[0]?.name ?? null,
  branchName: (bankCode, branchCode) => findBranches(bankCode, { code: branchCode })?.[0]?.name ?? null,
};

/**
 * Messages by payload path when the address does not belong to its postal
 * code; {} when it does.
 * @param paths default: the ApplyCTC payload's installation address
 */
export function installationPostalErrors(
  info: Pick<InstallationInfo, 'postalCode' | 'state' | 'city' | 'town'>,
  paths?: AddressErrorPaths,
): Record<string, string> {
  const code = normalizePostalCode(info.postalCode);
  return postalCodeErrors(/^\d{7}$/.test(code) ? lookupPostalCode(code) : [], info, paths);
}

/**
 * The area answer for the installation address as the server finds it: the
 * shared merge (prefecture rule, an apartment searched as a home and as the
 * building) over the area master, inside the caller's transaction.
 */
export function searchInstallationArea(
  db: Db,
  info: Pick<InstallationInfo, 'postalCode' | 'state' | 'city' | 'town' | 'line1' | 'line2'>,
  buildingType: BuildingType,
): Promise<AreaSearchResult> {
  return mergeAreaSearch(areaAddressOfInstallation(info, buildingType), (address) =>
    searchMaster(db, { ...address, buildingType: address.buildingType === 1 ? 1 : 0 }),
  );
}

/** The payment account with the bank and branch names of the directory, not the browser's. */
export function withDirectoryNames(bank: BankInfo): BankInfo {
  if (bank.type !== 'bank') return bank;
  return {
    ...bank,
    bankName: bankDirectory.bankName(bank.bankCode) ?? '',
    bankBranch: bankDirectory.branchName(bank.bankCode, bank.bankBranchCode) ?? '',
  };
}
