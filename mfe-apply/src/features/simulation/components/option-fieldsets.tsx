import {
  formatYen,
  holidayWorksFromWishedDays,
  PHONE_SUB_OPTION_FLAGS,
  priceCatalog,
} from '@hikari/shared/domain';
import * as copy from '../../../content/simulation-content';
import { monthly } from './monthly';
import { OptionChoice } from './option-choice';
import type { PlanFieldsetProps } from './plan-fieldsets';
import { VariantChoices } from './variant-choices';

const options = priceCatalog.options;

/** 転送先の電話番号, under 着信転送 once it is chosen. */
function TensouTelField({ plan, change }: PlanFieldsetProps) {
  return (
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
  );
}

/** The phone's options, open only with a base menu that has the phone. */
export function PhoneOptionsFieldset({ plan, change }: PlanFieldsetProps) {
  const hasPhone = plan.baseMenu !== 0;
  return (
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
                <TensouTelField plan={plan} change={change} />
              ) : null}
            </OptionChoice>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Netflix, DAZN and the video service. */
export function EntertainmentFieldset({ plan, change }: PlanFieldsetProps) {
  return (
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
  );
}

/** The other options, くらしサポート among them. */
export function OtherOptionsFieldset({ plan, change }: PlanFieldsetProps) {
  return (
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
  );
}

/** 休日工事: decided by the wished works days once step 3 has them. */
export function ConstructionFieldset({
  plan,
  change,
  wishedWorksDays,
}: PlanFieldsetProps & { wishedWorksDays: Parameters<typeof holidayWorksFromWishedDays>[0] }) {
  const holidayFromDays = holidayWorksFromWishedDays(wishedWorksDays);
  return (
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
  );
}
