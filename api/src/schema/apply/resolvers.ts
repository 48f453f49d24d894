import { parseApplicationPayload } from '@hikari/shared/forms';
import type { CampaignData, CustomerData, PlanData } from '@hikari/shared/domain';
import { searchArea, STATUS_IDENTIFIED } from '../../area/search-area';
import {
  checkIntroducer,
  INTRODUCER_MESSAGES,
  issueIntroducer,
  normalizeIntroducerCode,
  useIntroducer,
} from '../../applications/introducers';
import { recomputeEstimate } from '../../applications/recompute-estimate';
import { applicationTracking } from '../../applications/tracking';
import { applications } from '../../db/schema';
import type { Resolvers } from '../../generated/resolvers-types';
import { badUserInput } from '../../graphql/errors';
import { once } from '../../graphql/idempotency';
import { log } from '../../log';
import { receptionId } from '../../submissions/reception-id';

interface ApplicationPayload {
  planData: PlanData;
  campaignData: CampaignData;
  customer: CustomerData;
  agreements: unknown;
}

export const OUTSIDE_AREA_MESSAGE = 'ご入力の設置先住所は提供エリア外のため、お申し込みいただけません。';
export const NON_AVAILABLE_MESSAGE = 'ご入力の建物ではサービスをご利用いただけません。';

export const applyResolvers: Resolvers = {
  Query: {
    checkIntroductionId: (_parent, { introductionId }, ctx) =>
      checkIntroducer(ctx.db, introductionId, ctx.now()),
  },
  Mutation: {
    async applyCTC(_parent, { formDataJSON, idempotencyKey, trackingJSON }, ctx) {
      const now = ctx.now();
      const outcome = parseApplicationPayload(formDataJSON, { now });
      if (!outcome.ok) throw badUserInput(outcome.errors);
      const form = outcome.value as unknown as ApplicationPayload;
      const introducerCode = form.campaignData.introducerId?.trim() ?? '';
      // Not part of what identifies a replay: the same application arriving from another page is the same.
      const tracking = applicationTracking(trackingJSON);

      // Everything below runs once per key: a replay gets the first answer even
      // if the master or the referral code has changed since. The validated
      // value is what identifies a replay (spacing and key order do not matter).
      return once(ctx.db, 'ApplyCTC', idempotencyKey, form, async (tx) => {
        // The area master, not the browser's copy of an earlier answer, decides.
        const address = form.customer.installationInfo;
        const query = {
          prefecture: address.state,
          city: address.city,
          town: address.town,
          banchi: address.line1,
          buildingName: address.line2,
        };
        const area = await searchArea(tx, { ...query, buildingType: 0 });
        const known = area.status === STATUS_IDENTIFIED;
        if (known && area.is10GArea === false) {
          // The shared schema owns the rule (and its message) that 10G needs a 10G area.
          const again = parseApplicationPayload(formDataJSON, { now, is10GArea: false });
          if (!again.ok) throw badUserInput(again.errors);
        }
        if (known && area.isServiceArea === false) {
          throw badUserInput({ 'customer.installationInfo.town': OUTSIDE_AREA_MESSAGE });
        }
        if (form.planData.buildingType === 1) {
          const building = await searchArea(tx, { ...query, buildingType: 1 });
          if (building.isNonAvailable) {
            throw badUserInput({ 'customer.installationInfo.line2': NON_AVAILABLE_MESSAGE });
          }
        }

        if (introducerCode !== '') {
          const check = await checkIntroducer(tx, introducerCode, now);
          if (!check.usable || !(await useIntroducer(tx, introducerCode))) {
            throw badUserInput({
              'campaignData.introducerId': check.usable ? INTRODUCER_MESSAGES.usedUp : check.message,
            });
          }
        }
        const estimate = recomputeEstimate(
          {
            planData: form.planData,
            campaignData: {
              ...form.campaignData,
              introducerId: introducerCode === '' ? '' : normalizeIntroducerCode(introducerCode),
            },
          },
          {
            is10GArea: known ? area.is10GArea : (form.customer.areaData?.is10GArea ?? null),
            introducerAccepted: introducerCode !== '',
            now,
          },
        );
        const id = receptionId('applications', now);
        const introductionId = await issueIntroducer(tx, id);
        await tx.insert(applications).values({
          receptionId: id,
          idempotencyKey,
          payload: { ...form, planData: estimate.planData, campaignData: estimate.campaignData, tracking },
          introductionId,
          estimate,
        });
        log.info(`[apply] stored application ${id}`);
        return { result: 'success', introductionId, receptionId: id };
      });
    },
  },
};
