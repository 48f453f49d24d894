import { APPLICATION_JSON_MAX, parseApplicationPayload } from '@hikari/shared/forms';
import type { CampaignData, CustomerData, PlanData } from '@hikari/shared/domain';
import { searchArea, STATUS_IDENTIFIED } from '../../area/search-area';
import type { Db } from '../../db/client';
import {
  checkIntroducer,
  INTRODUCER_MESSAGES,
  issueIntroducer,
  normalizeIntroducerCode,
  useIntroducer,
} from '../../applications/introducers';
import { recomputeEstimate } from '../../applications/recompute-estimate';
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

/** The home-level area answer for the installation address of a not yet validated payload. */
async function areaOfRawPayload(db: Db, formDataJSON: string) {
  if (formDataJSON.length > APPLICATION_JSON_MAX) return null;
  try {
    const info = (JSON.parse(formDataJSON) as { customer?: { installationInfo?: Record<string, unknown> } })
      ?.customer?.installationInfo;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    if (!info || !text(info.state) || !text(info.city)) return null;
    return await searchArea(db, {
      buildingType: 0,
      prefecture: text(info.state),
      city: text(info.city),
      town: text(info.town),
      banchi: text(info.line1),
    });
  } catch {
    return null;
  }
}

export const applyResolvers: Resolvers = {
  Query: {
    checkIntroductionId: (_parent, { introductionId }, ctx) =>
      checkIntroducer(ctx.db, introductionId, ctx.now()),
  },
  Mutation: {
    async applyCTC(_parent, { formDataJSON, idempotencyKey }, ctx) {
      const now = ctx.now();
      // The area master, not the browser, says whether 10G can be offered: the
      // schema refuses plan10G when the context says the area is not 10G.
      const area = await areaOfRawPayload(ctx.db, formDataJSON);
      const outcome = parseApplicationPayload(formDataJSON, {
        now,
        is10GArea: area?.status === STATUS_IDENTIFIED ? area.is10GArea : undefined,
      });
      if (!outcome.ok) throw badUserInput(outcome.errors);
      const form = outcome.value as unknown as ApplicationPayload;
      const parsed = JSON.parse(formDataJSON) as unknown;
      const introducerCode = form.campaignData.introducerId?.trim() ?? '';

      // Everything below runs once per key: a replay gets the first answer even
      // if the referral code has been used up since.
      return once(ctx.db, 'ApplyCTC', idempotencyKey, parsed, async (tx) => {
        // The area master decides, not the browser's copy of an earlier answer.
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
        if (known && area.isServiceArea === false) {
          throw badUserInput({ 'customer.installationInfo.town': OUTSIDE_AREA_MESSAGE });
        }
        if (form.planData.buildingType === 1) {
          const building = await searchArea(tx, { ...query, buildingType: 1 });
          if (building.isNonAvailable)
            throw badUserInput({ 'customer.installationInfo.line2': NON_AVAILABLE_MESSAGE });
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
          payload: { ...form, planData: estimate.planData, campaignData: estimate.campaignData },
          introductionId,
          estimate,
        });
        log.info(`[apply] stored application ${id}`);
        return { result: 'success', introductionId };
      });
    },
  },
};
