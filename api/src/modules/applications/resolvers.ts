import { areaAnswerErrors, messages, parseApplicationPayload } from '@hikari/shared/forms';
import {
  areaCheckedAddressOf,
  isUnregisteredBuilding,
  type CampaignData,
  type CustomerData,
  type PlanData,
} from '@hikari/shared/domain';
import {
  checkIntroducer,
  INTRODUCER_MESSAGES,
  issueIntroducer,
  normalizeIntroducerCode,
  useIntroducer,
} from './introducers';
import { recomputeEstimate } from './recompute-estimate';
import { readCampaignOffer } from '../settings/campaign-offer';
import {
  bankDirectory,
  installationPostalErrors,
  searchInstallationArea,
  withDirectoryNames,
} from './installation-check';
import { applicationTracking } from './tracking';
import { applications } from '../../db/schema';
import type { MutationApplyCtcArgs, Resolvers } from '../../generated/resolvers-types';
import { badUserInput } from '../../graphql/errors';
import { once, type ReplayIdentity } from '../../graphql/idempotency';
import { log } from '../../log';
import { receptionId } from '../../graphql/reception-id';
import { enqueueContractDocument } from '../mail/contract-document';
import { closeSentDrafts } from '../drafts/drafts';
import { issueFollowToken } from '../follow/tokens';
import { bookForApplication, type SlotAnswer } from '../works/bookings';

interface ApplicationPayload {
  planData: PlanData;
  campaignData: CampaignData;
  customer: CustomerData;
  agreements: unknown;
}

// The shared messages (the application step shows the same words).
export const OUTSIDE_AREA_MESSAGE = messages.outsideArea;
export const NON_AVAILABLE_MESSAGE = messages.buildingNotAvailable;

/**
 * What identifies a replay: the validated payload (spacing and key order do
 * not matter), so a replay is recognised only when the payload is valid.
 * Bank and branch codes are checked against the zengin directory by the
 * shared schema.
 */
export const applyReplay: ReplayIdentity<Pick<MutationApplyCtcArgs, 'formDataJSON'>, ApplicationPayload> = {
  operation: 'ApplyCTC',
  input({ formDataJSON }, now) {
    const outcome = parseApplicationPayload(formDataJSON, { now, banks: bankDirectory });
    if (!outcome.ok) throw badUserInput(outcome.errors);
    return outcome.value as unknown as ApplicationPayload;
  },
};

export const applyResolvers: Resolvers = {
  Query: {
    checkIntroductionId: (_parent, { introductionId }, ctx) =>
      checkIntroducer(ctx.db, introductionId, ctx.now()),
  },
  Mutation: {
    async applyCTC(_parent, { formDataJSON, idempotencyKey, trackingJSON, draftTokens }, ctx) {
      const now = ctx.now();
      const form = applyReplay.input({ formDataJSON }, now);
      const postalErrors = installationPostalErrors(form.customer.installationInfo);
      if (Object.keys(postalErrors).length > 0) throw badUserInput(postalErrors);
      const introducerCode = form.campaignData.introducerId?.trim() ?? '';
      // Not part of what identifies a replay: the same application arriving from another page is the same.
      const tracking = applicationTracking(trackingJSON);

      // Everything below runs once per key: a replay gets the first answer even
      // if the master or the referral code has changed since.
      // The completion page's link to the application's page: issued in the
      // application's transaction, but kept out of what `once` stores (no token
      // is kept in the clear); a replay gets a new one.
      let pageToken: string | null = null;
      const answer = await once(ctx, applyReplay.operation, idempotencyKey, form, async (tx) => {
        // The server's own area search for exactly this address (the shared
        // docs/business-rules.md#area-search merge over the master), not the browser's areaData,
        // decides: served, the building available, 10G only in a 10G area.
        const address = form.customer.installationInfo;
        const buildingType = form.planData.buildingType === 1 ? 1 : 0;
        const area = await searchInstallationArea(tx, address, buildingType);
        const areaErrors = areaAnswerErrors(area, {
          selectedPlan: form.planData.selectedPlan,
          prefecture: address.state,
        });
        if (Object.keys(areaErrors).length > 0) throw badUserInput(areaErrors);

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
            planData: { ...form.planData, isAreaChecked: true },
            campaignData: {
              ...form.campaignData,
              introducerId: introducerCode === '' ? '' : normalizeIntroducerCode(introducerCode),
            },
          },
          {
            is10GArea: area.is10GArea,
            introducerAccepted: introducerCode !== '',
            now,
            // The fee and the price follow the visitor's answers as this server reads them.
            wishedWorksDays: form.customer.dowConstruction,
            isMansionHome: isUnregisteredBuilding(buildingType, area),
            // Campaigns from the offer the API holds; the area-limited one for
            // the address this server's own search found served.
            offer: await readCampaignOffer(tx),
            campaignAddress:
              area.result === 'success' && area.isServiceArea === true
                ? { prefecture: address.state.trim(), city: address.city.trim() }
                : null,
          },
        );
        const id = receptionId('applications', now);
        // The works slot the visitor held, booked in this transaction: if it is
        // gone, nothing is stored and the visitor chooses again beside the field.
        const choice = form.customer.worksSlot;
        let worksSlot: SlotAnswer | null = null;
        if (choice) {
          const booked = await bookForApplication(
            tx,
            id,
            { prefecture: address.state.trim(), buildingType, wishedDays: form.customer.dowConstruction },
            choice,
            now,
          );
          if (!booked.ok) throw badUserInput({ 'customer.worksSlot': booked.message });
          worksSlot = booked.slot;
        }
        const introductionId = await issueIntroducer(tx, id);
        const [stored] = await tx
          .insert(applications)
          .values({
            receptionId: id,
            idempotencyKey,
            payload: {
              ...form,
              planData: estimate.planData,
              campaignData: estimate.campaignData,
              // What the server found, in place of what the browser said it had found.
              customer: {
                ...form.customer,
                areaData: area,
                areaCheckedAddress: areaCheckedAddressOf(address, buildingType),
                bankInfo: withDirectoryNames(form.customer.bankInfo),
                // What was booked, not the hold that kept it.
                worksSlot: worksSlot ? { date: worksSlot.date, band: worksSlot.band } : null,
              },
              tracking,
            },
            introductionId,
            estimate,
          })
          .returning();
        // The contract document goes to the outbox in this transaction: it is
        // sent exactly when the application is stored (mail/worker.ts).
        await enqueueContractDocument(tx, { ...stored!, kind: 'applications' }, ctx.config, now, worksSlot);
        // The drafts of the 「メールで続きを送る」 links it came through lose their answers.
        await closeSentDrafts(tx, draftTokens ?? [], now);
        pageToken = await issueFollowToken(tx, id, now);
        log.info(`[apply] stored application ${id}`);
        return { result: 'success', introductionId, receptionId: id, worksSlot };
      });
      // The contract document is in the outbox: the worker sends it now rather than at its next look.
      ctx.mail.wake();
      return {
        ...answer,
        followToken: pageToken ?? (await issueFollowToken(ctx.db, answer.receptionId, now)),
      };
    },
  },
};
