// The terms step (/apply/terms). The telecom-service explanations must be
// agreed for each service in the plan: the net always, phone, TV and
// gigazo only when chosen. The plan comes from the payload's planData when
// validated inside the application, or from the context's planData.

import { boolean, object, type InferType } from 'yup';
import type { PlanData } from '@hikari/shared/domain';
import { contextPlanData, mustBeTrue, unknownFieldsMessage } from './fields';
import { messages } from './messages';
import { lazySchema } from './lazy-schema';

type ServiceFlag = keyof Pick<PlanData, 'isPhone' | 'isTV' | 'isGigazo'>;

const agreementFor = (service: ServiceFlag, label: string) =>
  boolean()
    .default(false)
    .test(`agree-${service}`, messages.agree(`${label}の重要事項説明`), (agreed, ctx) => {
      // Without a known plan only the net is required; the application
      // schema always knows the plan, so nothing slips through there.
      const planData = contextPlanData(ctx);
      return planData?.[service] !== true || agreed === true;
    });

export const termsSchema = lazySchema(() =>
  object({
    agreeOfTelecomServiceInfo: object({
      isNet: mustBeTrue(messages.agree('インターネットサービスの重要事項説明')),
      isPhone: agreementFor('isPhone', '光電話'),
      isTV: agreementFor('isTV', '光テレビ'),
      isGigazo: agreementFor('isGigazo', 'ギガぞう'),
    }).exact(unknownFieldsMessage),
    isAgreeOfConstruction1: mustBeTrue(messages.agree('開通工事の内容に関する注意事項')),
    isAgreeOfConstruction2: mustBeTrue(messages.agree('工事の立ち会い・宅内設備に関する注意事項')),
    isAgreeExplanation: mustBeTrue(messages.agree('お申し込みに関する重要事項の説明')),
  }).exact(unknownFieldsMessage),
);

export type TermsValues = InferType<typeof termsSchema>;
