// The one valid application every package's tests start from: the answers of
// each step as a visitor gives them, and the ApplyCTC payload built from them the
// way the site builds it. Tests send it as it is or with one field changed.
// Pure TypeScript (no React), so the API and its bench tools can import it.
import {
  computeEstimate,
  defaultCustomerData,
  type AreaAddressInput,
  type AreaSearchResult,
  type CustomerData,
} from '@hikari/shared/domain';

/** Inside the additional campaign (2025-07-11 .. 2025-09-30); tests pin their clock here. */
export const FIXTURE_NOW = new Date('2025-08-01T12:00:00+09:00');

/**
 * An area search (SearchCommufaArea's input) for a home at 〒460-0008
 * 名古屋市中区栄3-1-1, as the form sends it, with `overrides`.
 */
export const areaSearchInput = <T extends object = object>(overrides?: T): AreaAddressInput & T => ({
  buildingType: 0,
  postalCode: '4600008',
  prefecture: '愛知県',
  city: '名古屋市中区',
  town: '栄',
  chome: '3',
  banchi: '1-1',
  buildingName: '',
  ...(overrides as T),
});

/**
 * The installation address (設置先) of that home as the site keeps it, 丁目 and
 * 番地 in line 1 the way the area pages write them, with `overrides`.
 */
export const installationAddress = <T extends object = object>(overrides?: T) => ({
  postalCode: '4600008',
  state: '愛知県',
  city: '名古屋市中区',
  town: '栄',
  line1: '3丁目1-1',
  line2: '',
  ...(overrides as T),
});

/** The area search's answer for a served, identified home (10 gigabit and TV), with `overrides`. */
export const servedAreaResult = (overrides: Partial<AreaSearchResult> = {}): AreaSearchResult => ({
  result: 'success',
  status: 'identified',
  isServiceArea: true,
  is10GArea: true,
  isTVArea: true,
  period: null,
  isRegister: true,
  isNonAvailable: false,
  isApprovedMansion: false,
  mansionPlanType: null,
  isMansionWari12: false,
  isKDDI: false,
  isAllCommufaMansion: false,
  notes: null,
  ...overrides,
});

/** The applicant step (/apply/form2/) of a private applicant: exactly the fields that step asks. */
export const validApplicant = {
  applicantType: 'private',
  corporationName: '',
  corporationNameKana: '',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  gender: 'male',
  dobYear: '1990',
  dobMonth: '4',
  dobDate: '1',
  daytimePhone: '0521234567',
  mail: 'taro@example.jp',
  mailConfirm: 'taro@example.jp',
  daytimePhone2: '',
};

/** Every customer answer of steps 1-3 (〒460-0008 名古屋市中区栄, a bank account at みずほ 本店). */
export const validCustomer: CustomerData = {
  ...defaultCustomerData,
  ...validApplicant,
  installationInfo: {
    ...defaultCustomerData.installationInfo,
    postalCode: '4600008',
    state: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    line1: '3-1-1',
  },
  currentCarrier: 'none',
  dowConstruction: ['sat'],
  contactHours: '10-12',
  bankInfo: {
    ...defaultCustomerData.bankInfo,
    type: 'bank',
    isAgree: true,
    bankCode: '0001',
    bankName: 'みずほ',
    bankBranchCode: '100',
    bankBranch: '本店',
    accountNo: '1234567',
    accountNameKana: 'ヤマダ　タロウ',
  },
};

/** Every agreement of the terms page, for the internet and phone plan. */
export const validAgreements = {
  agreeOfTelecomServiceInfo: { isNet: true, isPhone: true, isTV: false, isGigazo: false },
  isAgreeOfConstruction1: true,
  isAgreeOfConstruction2: true,
  isAgreeExplanation: true,
};

/**
 * The complete ApplyCTC payload: a detached house in a 10-gigabit area of 愛知県,
 * internet and phone, the change-of-carrier campaign, quoted at FIXTURE_NOW.
 * @param overrides.plan default 'plan10G'; @param overrides.introducerId default ''.
 */
export function validApplicationPayload(
  overrides: { plan?: 'plan10G' | 'plan1G'; introducerId?: string } = {},
) {
  const estimate = computeEstimate(
    {
      isAreaChecked: true,
      is10GArea: true,
      buildingType: 0,
      selectedPlan: overrides.plan ?? 'plan10G',
      baseMenu: 1,
      campaignPolicy: 'benefits',
      baseCampaign: { isChangeCP: true, isOneYear980CP: false, is50000CP: false },
      introducerId: overrides.introducerId ?? '',
      prefecture: '愛知県',
    },
    FIXTURE_NOW,
  );
  return {
    planData: estimate.planData,
    campaignData: estimate.campaignData,
    // Fresh copies: a test that changes its payload changes no other test's.
    customer: copy(validCustomer),
    agreements: copy(validAgreements),
  };
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export type ValidApplicationPayload = ReturnType<typeof validApplicationPayload>;
