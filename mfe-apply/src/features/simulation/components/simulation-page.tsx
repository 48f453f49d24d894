import { useEffect, useMemo, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  basePlanPrice,
  baseMenuLabels,
  compareBaseCampaigns,
  compareCampaignPolicies,
  holidayWorksFromWishedDays,
  pricedBuildingType,
  type ChoiceOutcome,
  formatYen,
  campaignDefinitionsFor,
  getCampaign,
  isCampaignOffered,
  offeredCampaign,
  paths,
  priceCatalog,
  type BaseCampaign,
  type BaseMenu,
  type PlanData,
} from '@hikari/shared/domain';
import {
  campaignDataChanged,
  campaignDataReplaced,
  planDataChanged,
  planDataReplaced,
  selectApplicationDetails,
  selectCampaignAddress,
  selectCampaignData,
  selectCampaignOffer,
  selectPlanData,
  stepCompleted,
  useAppDispatch,
  useAppSelector,
} from '@hikari/shared/store';
import { Notice, PageHeading, usePageInstant } from '@hikari/shared/ui';
import * as copy from '../../../content/simulation-content';
import { allowedPlan, PHONE_SUB_OPTION_FLAGS, simulate } from '@hikari/shared/domain';
import { OptionChoice } from './option-choice';
import { VariantChoices } from './variant-choices';
import { PriceSummary } from './price-summary';

const monthly = (amount: number) => `月額${formatYen(amount)}`;
const outcomeText = (o: ChoiceOutcome<unknown> | undefined) =>
  o
    ? copy.comparisonCopy.outcome(
        formatYen(o.firstYear),
        formatYen(o.cashBackTotal),
        formatYen(o.effectiveMonthly),
      )
    : '';
const options = priceCatalog.options;

/**
 * /apply/form/: the fee simulation. Each choice goes straight to the shared
 * planData/campaignData, and the estimate beside it is recomputed from them
 * on every render, so what the visitor sees is always the current choice.
 */
export function SimulationPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const plan = useAppSelector(selectPlanData);
  const campaign = useAppSelector(selectCampaignData);
  const offer = useAppSelector(selectCampaignOffer);
  const campaignAddress = useAppSelector(selectCampaignAddress);
  // Once step 3 has the wished works days, they decide the holiday works fee (as on the API).
  const wishedWorksDays = useAppSelector(selectApplicationDetails).dowConstruction;
  const holidayFromDays = holidayWorksFromWishedDays(wishedWorksDays);
  const tenGAllowed = plan.ereaType === 0;
  const hasPhone = plan.baseMenu !== 0;

  // A 10G choice stored before the area search said "not 10G" must not stay selected.
  useEffect(() => {
    if (plan.selectedPlan !== allowedPlan(plan))
      dispatch(planDataChanged({ selectedPlan: allowedPlan(plan) }));
  }, [dispatch, plan]);

  const now = usePageInstant();
  const { breakdown } = useMemo(
    () => simulate(plan, campaign, { now, offer, campaignAddress, wishedWorksDays }),
    [plan, campaign, offer, campaignAddress, now, wishedWorksDays],
  );
  // The base campaigns the visitor can choose from: only those on offer now.
  const onOffer = (id: 'isChangeCP' | 'isOneYear980CP' | 'is50000CP') =>
    isCampaignOffered(offer, id, now, campaignAddress);
  const baseChoices = useMemo(
    () =>
      (['isOneYear980CP', 'is50000CP'] as const).filter((id) =>
        isCampaignOffered(offer, id, now, campaignAddress),
      ),
    [offer, now, campaignAddress],
  );
  const chosenBase = baseChoices.find((id) => campaign.baseCampaign[id]) ?? null;
  // What each overlapping choice gives with everything else as chosen, so the visitor can compare.
  const baseOutcomes = useMemo(
    () => compareBaseCampaigns(plan, campaign, { now, offer, campaignAddress }, [...baseChoices, null]),
    [plan, campaign, offer, campaignAddress, now, baseChoices],
  );
  const outcomeOf = (id: 'isOneYear980CP' | 'is50000CP' | null) => baseOutcomes.find((o) => o.choice === id);
  const policyOutcomes = useMemo(
    () => compareCampaignPolicies(plan, campaign, { now, offer, campaignAddress }),
    [plan, campaign, offer, campaignAddress, now],
  );
  const policyApplies = campaign.baseCampaign.isChangeCP && hasPhone;
  const chooseBase = (id: 'isOneYear980CP' | 'is50000CP' | null) => {
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

  const change = (patch: Partial<PlanData>) => dispatch(planDataChanged(patch));
  const chooseMenu = (menu: BaseMenu) => change({ baseMenu: menu, isPhone: menu !== 0, isTV: menu === 2 });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { estimate } = simulate(plan, campaign, {
      now: new Date(),
      offer,
      campaignAddress,
      wishedWorksDays,
    });
    dispatch(planDataReplaced(estimate.planData));
    dispatch(campaignDataReplaced(estimate.campaignData));
    if (estimate.planData.isAreaChecked) {
      dispatch(stepCompleted(paths.applyForm));
      navigate(paths.applyForm2);
    } else {
      navigate(paths.applyArea);
    }
  };

  return (
    <>
      <PageHeading lead={copy.simulationCopy.lead}>{copy.simulationCopy.heading}</PageHeading>
      {plan.isAreaChecked ? (
        <Notice tone="success">
          {copy.simulationCopy.areaCheckedServed}
          {!tenGAllowed ? ` ${copy.simulationCopy.areaChecked1GOnly}` : null}
        </Notice>
      ) : (
        <Notice>{copy.simulationCopy.areaNotChecked}</Notice>
      )}
      <div className="simulation">
        <form
          id="simulation-form"
          className="form simulation__form"
          onSubmit={onSubmit}
          aria-label={copy.simulationCopy.heading}
        >
          <fieldset>
            <legend>お住まいの種類</legend>
            <div className="choices">
              {copy.buildingChoices.map((item) => (
                <label key={item.value} className="choice">
                  <input
                    type="radio"
                    name="buildingType"
                    value={item.value}
                    checked={plan.buildingType === item.value}
                    onChange={() => change({ buildingType: item.value })}
                  />
                  {item.label}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend>プラン</legend>
            <div className="choices">
              {copy.planChoices.map((item) => (
                <label key={item.value} className="choice">
                  <input
                    type="radio"
                    name="selectedPlan"
                    value={item.value}
                    checked={plan.selectedPlan === item.value}
                    disabled={item.value === 'plan10G' && !tenGAllowed}
                    aria-describedby={`plan-note-${item.value}`}
                    onChange={() => change({ selectedPlan: item.value })}
                  />
                  <span className="choice__text">
                    <strong>{item.label}</strong>
                    <span className="choice__price">
                      {monthly(basePlanPrice(pricedBuildingType(plan), item.value))}
                    </span>
                    <small id={`plan-note-${item.value}`} className="choice__note">
                      {item.note}
                    </small>
                  </span>
                </label>
              ))}
            </div>
            {!tenGAllowed ? <p className="field__hint">{copy.tenGUnavailableHint}</p> : null}
          </fieldset>

          <fieldset>
            <legend>基本メニュー</legend>
            <div className="option-list">
              {baseMenuLabels.map((label, index) => {
                const menu = index as BaseMenu;
                const extra =
                  menu === 0 ? 0 : options.isPhone.monthly + (menu === 2 ? options.isTV.monthly : 0);
                return (
                  <OptionChoice
                    key={label}
                    type="radio"
                    name="baseMenu"
                    label={label}
                    price={menu === 0 ? undefined : `＋${monthly(extra)}`}
                    note={copy.baseMenuNotes[menu]}
                    checked={plan.baseMenu === menu}
                    onChange={() => chooseMenu(menu)}
                  />
                );
              })}
            </div>
          </fieldset>

          <fieldset disabled={!hasPhone} aria-describedby="phone-options-hint">
            <legend>{copy.phoneOptionsLegend}</legend>
            <p id="phone-options-hint" className="field__hint">
              {copy.phoneOptionsHint}
            </p>
            <div className="option-list">
              {PHONE_SUB_OPTION_FLAGS.map((flag) => {
                const option = options[flag];
                const included =
                  plan.isWaribikiPack && priceCatalog.waribikiPackIncludes.includes(flag)
                    ? copy.packIncludedNote
                    : '';
                const setup = option.setupFee ? ` ${copy.setupFeeNote(formatYen(option.setupFee))}` : '';
                return (
                  <OptionChoice
                    key={flag}
                    label={option.label}
                    price={monthly(option.monthly)}
                    note={`${copy.phoneOptionNotes[flag]}${included}${setup}`}
                    checked={hasPhone && plan[flag]}
                    onChange={(checked) => change({ [flag]: checked })}
                  >
                    {flag === 'isTensou' && hasPhone && plan.isTensou ? (
                      <div className="field">
                        <label htmlFor="tensou-tel" className="field__label">
                          {copy.tensouTelLabel}
                        </label>
                        <p id="tensou-tel-hint" className="field__hint">
                          {copy.tensouTelHint}
                        </p>
                        <input
                          id="tensou-tel"
                          className="field__input"
                          type="tel"
                          inputMode="tel"
                          autoComplete="off"
                          aria-describedby="tensou-tel-hint"
                          value={plan.isTensouTel}
                          onChange={(event) =>
                            change({
                              isTensouTel: event.target.value,
                              isTensouSelected: event.target.value.trim() !== '',
                            })
                          }
                        />
                      </div>
                    ) : null}
                  </OptionChoice>
                );
              })}
            </div>
          </fieldset>

          <fieldset>
            <legend>{copy.entertainmentLegend}</legend>
            <VariantChoices
              legend={copy.netflixLegend}
              name="netflixPlan"
              choices={copy.netflixChoices.map((item) => ({
                value: item.value,
                label: item.value ? `Netflixパック ${item.label}` : item.label,
                price: item.value ? monthly(priceCatalog.netflixPlans[item.value].monthly ?? 0) : undefined,
              }))}
              selected={plan.netflixPlan}
              onSelect={(netflixPlan) => change({ netflixPlan })}
            />
            <div className="option-list">
              <OptionChoice
                label={copy.daznLabel}
                price={monthly(priceCatalog.daznPlans.monthly.monthly ?? 0)}
                checked={plan.isDazn}
                onChange={(checked) => change({ isDazn: checked })}
              >
                {plan.isDazn ? (
                  <VariantChoices
                    legend={copy.daznPlanLegend}
                    name="daznPlan"
                    choices={(['monthly', 'annual'] as const).map((value) => {
                      const price = priceCatalog.daznPlans[value];
                      return {
                        value,
                        label: copy.daznPlanLabels[value],
                        price:
                          price.yearly !== undefined
                            ? `年額${formatYen(price.yearly)}`
                            : monthly(price.monthly ?? 0),
                      };
                    })}
                    selected={plan.daznPlan}
                    onSelect={(daznPlan) => change({ daznPlan })}
                  />
                ) : null}
              </OptionChoice>
              <OptionChoice
                label={`${copy.videoLabel}（${priceCatalog.videoPlans[plan.videoPlan].label}）`}
                price={monthly(priceCatalog.videoPlans[plan.videoPlan].monthly ?? 0)}
                checked={plan.isVideo}
                onChange={(checked) => change({ isVideo: checked })}
              />
            </div>
          </fieldset>

          <fieldset>
            <legend>{copy.otherOptionsLegend}</legend>
            <div className="option-list">
              {(Object.keys(copy.otherOptionNotes) as copy.OtherOptionFlag[]).map((flag) => {
                const option = options[flag];
                const free = option.freeMonthsWithLine
                  ? copy.freeMonthsWithLineNote(option.freeMonthsWithLine)
                  : '';
                return (
                  <OptionChoice
                    key={flag}
                    label={option.label}
                    price={monthly(option.monthly)}
                    note={`${copy.otherOptionNotes[flag]}${free}`}
                    checked={plan[flag]}
                    onChange={(checked) => change({ [flag]: checked })}
                  />
                );
              })}
              <OptionChoice
                label={copy.kurashiLabel}
                price={monthly(priceCatalog.kurashiSupportPlans[plan.kurashiSupportPlan].monthly ?? 0)}
                checked={plan.isKurashiSupport}
                onChange={(checked) => change({ isKurashiSupport: checked })}
              >
                {plan.isKurashiSupport ? (
                  <VariantChoices
                    legend={copy.kurashiPlanLegend}
                    name="kurashiSupportPlan"
                    choices={(['bike+home', 'home'] as const).map((value) => ({
                      value,
                      label: copy.kurashiPlanLabels[value],
                      price: monthly(priceCatalog.kurashiSupportPlans[value].monthly ?? 0),
                    }))}
                    selected={plan.kurashiSupportPlan}
                    onSelect={(kurashiSupportPlan) => change({ kurashiSupportPlan })}
                  />
                ) : null}
              </OptionChoice>
            </div>
          </fieldset>

          <fieldset>
            <legend>{copy.constructionLegend}</legend>
            <OptionChoice
              label={copy.holidayConstructionLabel}
              price={`＋${formatYen(priceCatalog.fees.holidayInstallation)}（初回のみ）`}
              note={holidayFromDays === undefined ? copy.holidayConstructionNote : copy.holidayDecidedByDays}
              checked={holidayFromDays ?? plan.isHolidayConstruction}
              disabled={holidayFromDays !== undefined}
              onChange={(checked) => change({ isHolidayConstruction: checked })}
            />
          </fieldset>

          {baseChoices.length > 0 ? (
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
                        ? copy.baseCampaignNotes.is50000CP(
                            formatYen(amounts.is50000CP),
                            amounts.oneYear980Months,
                            price980,
                          )
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
          ) : null}

          <fieldset hidden={!onOffer('isChangeCP')}>
            <legend>{copy.campaignLegend}</legend>
            <OptionChoice
              label={copy.changeLabel}
              checked={campaign.baseCampaign.isChangeCP}
              onChange={(checked) =>
                dispatch(
                  campaignDataChanged({ baseCampaign: { ...campaign.baseCampaign, isChangeCP: checked } }),
                )
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
        </form>
        <aside className="simulation__summary" aria-label={copy.summaryCopy.heading}>
          <PriceSummary breakdown={breakdown} />
        </aside>
        {/* After the estimate in reading order, so a phone shows the price before the button. */}
        <div className="actions simulation__actions">
          <button type="submit" form="simulation-form" className="button button--primary">
            {copy.simulationCopy.submit}
          </button>
        </div>
        {/* Phones: the two key figures stay in sight while choosing; the summary above is the accessible one. */}
        <div className="simulation__bar" aria-hidden="true">
          <span>
            {copy.summaryCopy.firstYear} <strong>{formatYen(breakdown.monthlyTotal.firstYear)}</strong>
          </span>
          <span>
            {copy.summaryCopy.effective(breakdown.termMonths)}{' '}
            <strong>{formatYen(breakdown.effectiveMonthly)}</strong>
          </span>
        </div>
      </div>
    </>
  );
}
