// The site's records (docs/business-rules.md#records-and-field-names). Field names are the contract with
// the back office and are kept exactly as the back office spells them (ereaType too).

import type { CampaignHeadline } from './headline-figure';
import type { CampaignOffer } from './campaign-offer';
import type {
  BuildingType,
  DaznPlan,
  KurashiSupportPlan,
  NetflixPlan,
  SelectedPlan,
  VideoPlan,
  BaseMenu,
  EreaType,
  CampaignPolicy,
} from './choices';

// The value sets have their own module so that the catalog can name them without importing the entities.
export * from './choices';

/** The installation fields an area answer depends on, with the building type it was searched as. */
export interface AreaCheckedAddress extends Pick<
  InstallationInfo,
  'postalCode' | 'state' | 'city' | 'town' | 'line1' | 'line2'
> {
  buildingType: BuildingType;
}

export interface SettingsRecord {
  name: string;
  version: string;
  pickupId: number;
  callTime: {
    displayFirstTime: number;
    displayLastTime: number;
    telFirstTime: number;
    telLastTime: number;
  };
  maintenance: {
    isAlwaysDisplay: boolean;
    /** 'tel' | 'reserve' | … ; reserve shows no modal. */
    category: string;
    text: string;
    /** ISO date (YYYY-MM-DD) or date-time, Japan time when no offset is given. */
    firstDate: string | null;
    lastDate: string | null;
  };
  createdAt: string | null;
  updatedAt: string | null;
  /** The campaigns on offer, served by the API with the settings (the seeded offer by default). */
  campaignOffer: CampaignOffer;
  /**
   * The banner's headline for the offer, found by the API when it answered
   * (for no address yet); absent in the browser's defaults and in the stored row.
   */
  campaignHeadline?: CampaignHeadline;
}

export interface AreaSearchResult {
  result: 'success' | 'failed';
  status: string | null;
  isServiceArea: boolean | null;
  is10GArea: boolean | null;
  isTVArea: boolean | null;
  period: string | null;
  isRegister: boolean | null;
  isNonAvailable: boolean | null;
  isApprovedMansion: boolean | null;
  mansionPlanType: string | null;
  isMansionWari12: boolean | null;
  isKDDI: boolean | null;
  isAllCommufaMansion: boolean | null;
  notes: string | null;
}

export interface PlanData {
  simulationType: number;
  buildingType: BuildingType;
  recommendPackageId: number | null;
  ereaType: EreaType;
  isAreaChecked: boolean;
  isPinGoogleMap: boolean;
  isNoAddress: boolean;
  selectedPlan: SelectedPlan;
  isAnshinSupport: boolean;
  baseMenu: BaseMenu;
  prefecture: string;
  isMansionHome: boolean;
  mansionPlanType: string | null;
  // phone
  isPhone: boolean;
  isOtherPhoneOp: boolean;
  isNumberDisplay: boolean;
  isPlusNumber: boolean;
  isPlusChannel: boolean;
  isWaribikiPack: boolean;
  isSecurityPack: boolean;
  isAnshinPhone: boolean;
  isUnannounced: boolean;
  isWarikomi: boolean;
  isRejectNuisanceCall: boolean;
  isTensou: boolean;
  isTensouTel: string;
  isTensouSelected: boolean;
  is050: boolean;
  // TV and others
  isTV: boolean;
  isKurashiSupport: boolean;
  kurashiSupportPlan: KurashiSupportPlan;
  netflixPlan: NetflixPlan | null;
  isDazn: boolean;
  daznPlan: DaznPlan;
  isMeshWiFi: boolean;
  isGamingCustom: boolean;
  isSmartHome: boolean;
  isVideo: boolean;
  videoPlan: VideoPlan;
  isGigazo: boolean;
  isHolidayConstruction: boolean;
}

export const defaultPlanData: PlanData = {
  simulationType: 0,
  buildingType: 0,
  recommendPackageId: null,
  ereaType: 0,
  isAreaChecked: false,
  isPinGoogleMap: false,
  isNoAddress: false,
  selectedPlan: 'plan10G',
  // A paid option starts unticked: the visitor chooses it (issue 16; the back office's default was true).
  isAnshinSupport: false,
  baseMenu: 0,
  prefecture: '',
  isMansionHome: false,
  mansionPlanType: null,
  isPhone: false,
  isOtherPhoneOp: false,
  isNumberDisplay: false,
  isPlusNumber: false,
  isPlusChannel: false,
  isWaribikiPack: false,
  isSecurityPack: false,
  isAnshinPhone: false,
  isUnannounced: false,
  isWarikomi: false,
  isRejectNuisanceCall: false,
  isTensou: false,
  isTensouTel: '',
  isTensouSelected: false,
  is050: false,
  isTV: false,
  isKurashiSupport: false,
  kurashiSupportPlan: 'bike+home',
  netflixPlan: null,
  isDazn: false,
  daznPlan: 'monthly',
  isMeshWiFi: false,
  isGamingCustom: false,
  isSmartHome: false,
  isVideo: false,
  videoPlan: 'point+video990',
  isGigazo: false,
  isHolidayConstruction: false,
};

export interface BaseCampaign {
  isChangeCP: boolean;
  isOneYear980CP: boolean;
  is50000CP: boolean;
}

export interface CampaignData {
  isOriginal30000CP: boolean;
  isOriginal25000CP: boolean;
  isOriginal5000CP: boolean;
  isOriginalAddCP: boolean;
  isOriginalLimitedAddCP: boolean;
  originalAddCPCost: number;
  originalLimitedAddCPCost: number;
  introducerId: string;
  isOriginalFriendCP: boolean;
  originalFriendCPCost: number;
  campaignPolicy: CampaignPolicy;
  baseCampaign: BaseCampaign;
  isOneYear980CP: boolean;
  isOneYearWariCP: boolean;
  isChangeCP: boolean;
  isNetflixCP: boolean;
  isAuCouponCP: boolean;
  is10GAndGigazoCP3: boolean;
  is25000CP: boolean;
  is50000CP: boolean;
  isVODCP: boolean;
  is10GAnd980CP6: boolean;
  is1GAnd980CP6: boolean;
  is10GAndNetflixCP: boolean;
}

export const defaultCampaignData: CampaignData = {
  isOriginal30000CP: false,
  isOriginal25000CP: false,
  isOriginal5000CP: false,
  isOriginalAddCP: false,
  isOriginalLimitedAddCP: false,
  originalAddCPCost: 0,
  originalLimitedAddCPCost: 0,
  introducerId: '',
  isOriginalFriendCP: false,
  originalFriendCPCost: 0,
  campaignPolicy: 'benefits',
  baseCampaign: { isChangeCP: false, isOneYear980CP: false, is50000CP: false },
  isOneYear980CP: false,
  isOneYearWariCP: false,
  isChangeCP: false,
  isNetflixCP: false,
  isAuCouponCP: false,
  is10GAndGigazoCP3: false,
  is25000CP: false,
  is50000CP: false,
  isVODCP: false,
  is10GAnd980CP6: false,
  is1GAnd980CP6: false,
  is10GAndNetflixCP: false,
};

export interface InstallationInfo {
  postalCode: string;
  state: string;
  city: string;
  town: string;
  line1: string;
  line2: string;
  line3: string;
  stateKana: string;
  cityKana: string;
  townKana: string;
  image: string;
  detail: string;
  latitude: number | null;
  longitude: number | null;
}

export interface ContactInfo {
  type: string;
  buildingType: string;
  address: string;
  isNonSendingDeadline: boolean;
  sendingDeadlineYear: string;
  sendingDeadlineMonth: string;
  sendingDeadlineDate: string;
}

export interface BankInfo {
  type: string;
  isAgree: boolean;
  bankCode: string;
  bankName: string;
  bankBranchCode: string;
  bankBranch: string;
  /** 1: ordinary (普通), 2: current (当座). */
  accountKind: number;
  /** Never written to browser storage. */
  accountNo: string;
  accountNameKana: string;
}

export interface CurrentPhoneInfo {
  number: string;
  phone1: string;
  phone2: string;
  phone3: string;
  carrier: string;
  /** 'same' (same as the installation address) | 'other'. */
  addressType: string;
  /** 'self' | 'family' | 'other'. */
  relationship: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  buildingType: string;
  address: string;
}

/** A works slot chosen in the application (shared works-calendar.ts), with the hold that keeps it. */
export interface WorksSlotChoice {
  /** YYYY-MM-DD, Japan time. */
  date: string;
  band: 'am' | 'pm';
  holdId: string;
  /** ISO instant the hold ends. */
  expiresAt: string;
}

export interface CustomerData {
  buildingState: string;
  installationInfo: InstallationInfo;
  contactInfo: ContactInfo;
  bankInfo: BankInfo;
  /** 'private' | 'corporate'. */
  applicantType: string;
  corporationName: string;
  corporationNameKana: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  gender: string;
  dobYear: string;
  dobMonth: string;
  dobDate: string;
  daytimePhone: string;
  phone1: string;
  phone2: string;
  phone3: string;
  mail: string;
  mailConfirm: string;
  daytimePhone2: string;
  secondPhone1: string;
  secondPhone2: string;
  secondPhone3: string;
  isAgreeExplanation: boolean;
  isPhoneNumberPortability: boolean;
  isPhoneNumberPortability2: boolean;
  currentPhoneInfo: CurrentPhoneInfo;
  currentCarrier: string;
  dowConstruction: string[];
  /**
   * The works slot the visitor chose on the installation step, held for them
   * until `expiresAt` and booked with the application; null: 「工事日は後で相談する」.
   */
  worksSlot: WorksSlotChoice | null;
  contactHours: string;
  requestColumn: string;
  movingYear: string;
  movingMonth: string;
  movingDate: string;
  areaData: AreaSearchResult | null;
  /**
   * The installation address (and building type) `areaData` answers for,
   * kept in the same record so that the answer never outlives its address.
   */
  areaCheckedAddress: AreaCheckedAddress | null;
  isAgreeOfConstruction1: boolean;
  isAgreeOfConstruction2: boolean;
  isCheckedMap: boolean;
  isMobileRental: boolean;
  isMobileRentalAgree: boolean;
}

export const defaultCustomerData: CustomerData = {
  buildingState: '',
  installationInfo: {
    postalCode: '',
    state: '',
    city: '',
    town: '',
    line1: '',
    line2: '',
    line3: '',
    stateKana: '',
    cityKana: '',
    townKana: '',
    image: '',
    detail: '',
    latitude: null,
    longitude: null,
  },
  contactInfo: {
    type: 'same',
    buildingType: '',
    address: '',
    isNonSendingDeadline: true,
    sendingDeadlineYear: '',
    sendingDeadlineMonth: '',
    sendingDeadlineDate: '',
  },
  bankInfo: {
    type: 'bank',
    isAgree: false,
    bankCode: '',
    bankName: '',
    bankBranchCode: '',
    bankBranch: '',
    accountKind: 1,
    accountNo: '',
    accountNameKana: '',
  },
  applicantType: 'private',
  corporationName: '',
  corporationNameKana: '',
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  gender: '',
  dobYear: '',
  dobMonth: '',
  dobDate: '',
  daytimePhone: '',
  phone1: '',
  phone2: '',
  phone3: '',
  mail: '',
  mailConfirm: '',
  daytimePhone2: '',
  secondPhone1: '',
  secondPhone2: '',
  secondPhone3: '',
  isAgreeExplanation: false,
  isPhoneNumberPortability: false,
  isPhoneNumberPortability2: false,
  currentPhoneInfo: {
    number: '',
    phone1: '',
    phone2: '',
    phone3: '',
    carrier: '',
    addressType: 'same',
    relationship: 'self',
    lastName: '',
    firstName: '',
    lastNameKana: '',
    firstNameKana: '',
    buildingType: '',
    address: '',
  },
  currentCarrier: '',
  dowConstruction: [],
  worksSlot: null,
  contactHours: '',
  requestColumn: '',
  movingYear: '',
  movingMonth: '',
  movingDate: '',
  areaData: null,
  areaCheckedAddress: null,
  isAgreeOfConstruction1: false,
  isAgreeOfConstruction2: false,
  isCheckedMap: false,
  isMobileRental: false,
  isMobileRentalAgree: false,
};

export interface AgreeOfTelecomServiceInfo {
  isNet: boolean;
  isPhone: boolean;
  isTV: boolean;
  isGigazo: boolean;
}

export interface AccessLogEntry {
  path: string;
  columnId: string | null;
  type: string;
  datetime: string;
  /**
   * The tracked query parameters of that visit, so that whoever receives the
   * log (the API with an application) can classify it again rather than
   * trust `type`. Absent in logs written before it was kept.
   */
  params?: Partial<Record<string, string>>;
}

export interface AccessLog {
  totalCount: number;
  log: AccessLogEntry[];
}

export const PREFECTURES_SERVED = ['愛知県', '三重県', '岐阜県', '静岡県', '長野県'] as const;
