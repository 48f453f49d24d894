import { useMemo } from 'react';
import {
  campaignDefinitionsFor,
  compareBaseCampaigns,
  compareCampaignPolicies,
  formatYen,
  getCampaign,
  isCampaignOffered,
  offeredCampaign,
  type BaseCampaign,
  type ChoiceOutcome,
} from '@hikari/shared/domain';
import { campaignDataChanged, useAppDispatch } from '@hikari/shared/store';
import * as copy from '../../../content/simulation-content';
import { OptionChoice } from './option-choice';
import type { SimulationInputs } from './use-simulation-inputs';

type BaseChoice = 'isOneYear980CP' | 'is50000CP';

const outcomeText = (o: ChoiceOutcome<unknown> | undefined) =>
  o
    ? copy.comparisonCopy.outcome(
        formatYen(o.firstYear),
        formatYen(o.cashBackTotal),
        formatYen(o.effectiveMonthly),
      )
    : '';

/** The base campaigns on offer now (one at most), each with what it gives with everything else as chosen. */
/** `inputs`: the choices as they are now; `figures`: the same, deferred, for the comparisons (useDeferredInputs). */
interface FieldsetProps {
  inputs: SimulationInputs;
  figures: SimulationInputs;
}

export function BaseCampaignFieldset({ inputs, figures }: FieldsetProps) {
  const dispatch = useAppDispatch();
  const { campaign, offer, campaignAddress, now } = inputs;
  const baseChoices = useMemo(
    () =>
      (['isOneYear980CP', 'is50000CP'] as const).filter((id) =>
        isCampaignOffered(offer, id, now, campaignAddress),
      ),
    [offer, now, campaignAddress],
  );
  // What each overlapping choice gives with everything else as chosen, so the visitor can compare.
  const baseOutcomes = useMemo(
    () =>
      compareBaseCampaigns(
        figures.plan,
        figures.campaign,
        { now: figures.now, offer: figures.offer, campaignAddress: figures.campaignAddress },
        [...baseChoices, null],
      ),
    [figures, baseChoices],
  );
  if (baseChoices.length === 0) return null;
  const chosenBase = baseChoices.find((id) => campaign.baseCampaign[id]) ?? null;
  const outcomeOf = (id: BaseChoice | null) => baseOutcomes.find((o) => o.choice === id);
  const chooseBase = (id: BaseChoice | null) => {
    const baseCampaign: BaseCampaign = {
      ...campaign.baseCampaign,
      isOneYear980CP: id === 'isOneYear980CP',
      is50000CP: id === 'is50000CP',
    };
    dispatch(campaignDataChanged({ baseCampaign }));
  };
  const amounts = offer.amounts;
  const definitions = campaignDefinitionsFor(offer);
  const price980 = formatYen(amounts.oneYear980Monthly);
  const limitedEntry = offeredCampaign(offer, 'isOriginalLimitedAddCP');
  return (
    <fieldset aria-describedby="base-campaign-hint">
      <legend>{copy.baseCampaignLegend}</legend>
      <p id="base-campaign-hint" className="field__hint">
        {copy.baseCampaignHint}
      </p>
      <div className="option-list">
        {baseChoices.map((id) => (
          <OptionChoice
            key={id}
            type="radio"
            name="baseCampaign"
            label={getCampaign(id, definitions).name}
            note={`${
              id === 'is50000CP'
                ? copy.baseCampaignNotes.is50000CP(formatYen(amounts.is50000CP))
                : copy.baseCampaignNotes.isOneYear980CP(amounts.oneYear980Months, price980)
            } ${outcomeText(outcomeOf(id))}`}
            checked={chosenBase === id}
            onChange={() => chooseBase(id)}
          />
        ))}
        <OptionChoice
          type="radio"
          name="baseCampaign"
          label={copy.baseCampaignNone}
          note={outcomeText(outcomeOf(null))}
          checked={chosenBase === null}
          onChange={() => chooseBase(null)}
        />
      </div>
      {limitedEntry?.area ? (
        <p className="field__hint">
          {copy.limitedAreaHint(getCampaign('isOriginalLimitedAddCP', definitions).name)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** のりかえ campaign and its policy, hidden while it is not on offer. */
export function ChangeCampaignFieldset({ inputs, figures }: FieldsetProps) {
  const dispatch = useAppDispatch();
  const { plan, campaign, offer, campaignAddress, now } = inputs;
  const policyOutcomes = useMemo(
    () =>
      compareCampaignPolicies(figures.plan, figures.campaign, {
        now: figures.now,
        offer: figures.offer,
        campaignAddress: figures.campaignAddress,
      }),
    [figures],
  );
  const policyApplies = campaign.baseCampaign.isChangeCP && plan.baseMenu !== 0;
  return (
    <fieldset hidden={!isCampaignOffered(offer, 'isChangeCP', now, campaignAddress)}>
      <legend>{copy.campaignLegend}</legend>
      <OptionChoice
        label={copy.changeLabel}
        checked={campaign.baseCampaign.isChangeCP}
        onChange={(checked) =>
          dispatch(campaignDataChanged({ baseCampaign: { ...campaign.baseCampaign, isChangeCP: checked } }))
        }
      />
      <fieldset className="fieldset--nested" aria-describedby="policy-hint">
        <legend>{copy.policyLegend}</legend>
        <p id="policy-hint" className="field__hint">
          {copy.policyHint}
          {policyApplies ? null : ` ${copy.comparisonCopy.policyNoPhone}`}
        </p>
        <div className="choices">
          {copy.policyChoices.map((item) => (
            <label key={item.value} className="choice">
              <input
                type="radio"
                name="campaignPolicy"
                checked={campaign.campaignPolicy === item.value}
                onChange={() => dispatch(campaignDataChanged({ campaignPolicy: item.value }))}
              />
              <span className="choice__text">
                {item.label}
                <small className="choice__note">
                  {item.note}
                  {policyApplies
                    ? ` ${outcomeText(policyOutcomes.find((o) => o.choice === item.value))}`
                    : null}
                </small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
