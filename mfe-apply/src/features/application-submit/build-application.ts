// The ApplyCTC payload { planData, campaignData, customer, agreements } (the
// shape of the shared applicationSchema), built from the store at the moment
// of sending. The estimate is computed again from the current choices, as
// the API does, so a choice changed after the simulation is still priced.

import { applyForm2Schema, applyForm3Schema } from '@hikari/shared/forms';
import { paths } from '@hikari/shared/domain';
import { selectCampaignAddress, selectCampaignOffer, type RootState } from '@hikari/shared/store';
import { estimateFromChoices } from '../simulation';

export function buildApplication(state: RootState, now: Date) {
  const estimate = estimateFromChoices(state.planData, state.campaignData, {
    now,
    offer: selectCampaignOffer(state),
    campaignAddress: selectCampaignAddress(state),
    wishedWorksDays: state.customer.applicationDetails.dowConstruction,
  });
  const details = state.customer.applicationDetails;
  return {
    planData: estimate.planData,
    campaignData: estimate.campaignData,
    // The step-3 schema also carries the referral code with the customer.
    customer: { ...details, introducerId: estimate.campaignData.introducerId },
    agreements: {
      agreeOfTelecomServiceInfo: state.agreements.agreeOfTelecomServiceInfo,
      isAgreeOfConstruction1: details.isAgreeOfConstruction1,
      isAgreeOfConstruction2: details.isAgreeOfConstruction2,
      isAgreeExplanation: details.isAgreeExplanation,
    },
  };
}

export type ApplicationPayload = ReturnType<typeof buildApplication>;

const form2Fields = Object.keys(applyForm2Schema.fields);
const form3Fields = Object.keys(applyForm3Schema.fields);

/** The step whose page holds the answer at a payload path, or null when no step does. */
export function stepOfField(path: string): string | null {
  if (path.startsWith('customer.')) {
    const top = path.slice('customer.'.length).split(/[.[]/)[0] ?? '';
    if (form2Fields.includes(top)) return paths.applyForm2;
    if (form3Fields.includes(top)) return paths.applyForm3;
    return null;
  }
  if (path === 'campaignData.introducerId') return paths.applyForm3;
  if (path.startsWith('agreements.')) return paths.applyTerms;
  if (path.startsWith('planData.') || path.startsWith('campaignData.')) return paths.applyForm;
  return null;
}
