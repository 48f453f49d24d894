// The plan-choice step (/apply/form): the inputs of computeEstimate.

import { array, boolean, mixed, number, object, string, type InferType, type TestContext } from 'yup';
import {
  ESTIMATE_OPTION_FLAGS,
  type BaseMenu,
  type EreaType,
  type EstimateOptionFlag,
  type NetflixPlan,
} from '@hikari/shared/domain';
import { buildingTypeField } from './fields';
import { messages } from './messages';
import type { FormContext } from './validate-with';
import { lazySchema } from './lazy-schema';

/**
 * 10G is refused when the area is known not to be a 10G area: the value's
 * own ereaType 1, or is10GArea false in the context (the area answer).
 */
export function is10GRefused(ctx: TestContext, ereaType: unknown): boolean {
  const context = ctx.options.context as FormContext | undefined;
  return ereaType === 1 || context?.is10GArea === false;
}

/** ereaType as the area search sets it; the plan step and the stored estimate check it alike. */
export const ereaTypeField = lazySchema(() =>
  number<EreaType>()
    .oneOf([0, 1] as const)
    .default(0),
);

/** The plan, refused as 10G where the area is not a 10G area (the plan step and the stored estimate). */
export const selectedPlanField = lazySchema(() =>
  string()
    .required(messages.select('料金プラン'))
    .oneOf(['plan10G', 'plan1G'] as const, messages.select('料金プラン'))
    .test(
      '10g-area',
      messages.plan10GNotInArea,
      (plan, ctx) => plan !== 'plan10G' || !is10GRefused(ctx, ctx.parent?.ereaType),
    ),
);

export const simulationSchema = lazySchema(() =>
  object({
    buildingType: buildingTypeField(),
    /** From the area search: 1 when the area is not a 10G area. */
    ereaType: ereaTypeField,
    selectedPlan: selectedPlanField,
    baseMenu: number<BaseMenu>()
      .typeError(messages.select('ご利用サービス'))
      .required(messages.select('ご利用サービス'))
      .oneOf([0, 1, 2] as const, messages.select('ご利用サービス')),
    selectedOptions: array(
      string()
        .required()
        .oneOf(
          [...ESTIMATE_OPTION_FLAGS] as EstimateOptionFlag[],
          'お選びいただけないオプションが含まれています',
        ),
    )
      .default([])
      .test(
        'unique',
        '同じオプションが重複しています',
        (list) => !list || new Set(list).size === list.length,
      ),
    netflixPlan: mixed<NetflixPlan>()
      .nullable()
      .oneOf(['normal', 'premium', null] as const, messages.select('Netflixパックのプラン'))
      .default(null),
    campaignPolicy: string()
      .required(messages.select('お乗り換え特典'))
      .oneOf(['benefits', 'price'] as const, messages.select('お乗り換え特典')),
    isLimitedCampaignArea: boolean().default(false),
  }),
);

export type SimulationValues = InferType<typeof simulationSchema>;
