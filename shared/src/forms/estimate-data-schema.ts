// Shape checks of the stored estimate (planData, campaignData) inside the
// application payload. The server recomputes the campaigns from the
// choices; these only make sure the choices are well-formed, and fill a
// field an older browser did not send with its default.

import { boolean, mixed, number, object, string } from 'yup';
import { defaultCampaignData, defaultPlanData, type BaseMenu, type PlanData } from '@hikari/shared/domain';
import { buildingTypeField, unknownFieldsMessage } from './fields';
import { introducerIdField } from './introducer-id';
import { messages } from './messages';
import { ereaTypeField, selectedPlanField } from './simulation-schema';
import { lazySchema } from './lazy-schema';

type BooleanKeys<T> = { [K in keyof T]-?: T[K] extends boolean ? K : never }[keyof T];

const flag = (fallback: boolean) => boolean().typeError('はい・いいえで選択してください').default(fallback);

const planFlags = Object.fromEntries(
  (Object.keys(defaultPlanData) as (keyof PlanData)[])
    .filter((key) => typeof defaultPlanData[key] === 'boolean')
    .map((key) => [key, flag(defaultPlanData[key] as boolean)]),
) as { [K in BooleanKeys<PlanData>]: ReturnType<typeof flag> };

export const planDataSchema = lazySchema(() =>
  object({
    ...planFlags,
    simulationType: number().integer().min(0).default(0),
    buildingType: buildingTypeField(),
    recommendPackageId: number().integer().nullable().default(null),
    ereaType: ereaTypeField,
    selectedPlan: selectedPlanField,
    baseMenu: number<BaseMenu>()
      .required(messages.select('ご利用サービス'))
      .oneOf([0, 1, 2] as const, messages.select('ご利用サービス')),
    prefecture: string().default(''),
    mansionPlanType: string().nullable().default(null),
    isTensouTel: string().default(''),
    kurashiSupportPlan: string()
      .oneOf(['bike+home', 'home'] as const)
      .default(defaultPlanData.kurashiSupportPlan),
    netflixPlan: mixed<'normal' | 'premium'>()
      .nullable()
      .oneOf(['normal', 'premium', null] as const)
      .default(null),
    daznPlan: string()
      .oneOf(['monthly', 'annual'] as const)
      .default(defaultPlanData.daznPlan),
    videoPlan: string()
      .oneOf(['point+video990'] as const)
      .default(defaultPlanData.videoPlan),
  }).exact(unknownFieldsMessage),
);

const cost = () => number().integer().min(0).default(0);

export const campaignDataSchema = lazySchema(() =>
  object({
    isOriginal30000CP: flag(false),
    isOriginal25000CP: flag(false),
    isOriginal5000CP: flag(false),
    isOriginalAddCP: flag(false),
    isOriginalLimitedAddCP: flag(false),
    originalAddCPCost: cost(),
    originalLimitedAddCPCost: cost(),
    introducerId: introducerIdField(),
    isOriginalFriendCP: flag(false),
    originalFriendCPCost: cost(),
    campaignPolicy: string()
      .oneOf(['benefits', 'price'] as const, messages.select('お乗り換え特典'))
      .default(defaultCampaignData.campaignPolicy),
    baseCampaign: object({
      isChangeCP: flag(false),
      isOneYear980CP: flag(false),
      is50000CP: flag(false),
    }).exact(unknownFieldsMessage),
    isOneYear980CP: flag(false),
    isOneYearWariCP: flag(false),
    isChangeCP: flag(false),
    isNetflixCP: flag(false),
    isAuCouponCP: flag(false),
    is10GAndGigazoCP3: flag(false),
    is25000CP: flag(false),
    is50000CP: flag(false),
    isVODCP: flag(false),
    is10GAnd980CP6: flag(false),
    is1GAnd980CP6: flag(false),
    is10GAndNetflixCP: flag(false),
  }).exact(unknownFieldsMessage),
);
