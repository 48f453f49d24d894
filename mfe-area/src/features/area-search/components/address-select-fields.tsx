import { useFormikContext } from 'formik';
import { isServedPrefecture } from '@hikari/shared/domain';
import { SelectField } from '@hikari/shared/form-ui';
import { formCopy } from '../../../content/area-copy';
import { PREFECTURE_GROUPS } from '../../../content/prefectures';
import { useListCitiesQuery, useListTownsQuery } from '../api';
import type { AreaDraft } from '../state/area-search-slice';

export interface AddressSelectFieldsProps {
  /** The visitor chose by hand and the postal code typed earlier was dropped with its look-up. */
  onPostalCodeDropped: () => void;
  /** Towns the typed postal code covers; choosing one of them keeps the code. */
  postalTowns: string[];
  /** False while the town is being picked among a postal code's towns, which shows the error there. */
  showTownError: boolean;
}

/** A disabled line in a select while its choices load. */
function LoadingOptions({ label }: { label: string }) {
  return (
    <option value="" disabled>
      {label}
    </option>
  );
}

/**
 * Prefecture → city → town. Choosing a prefecture empties city and town,
 * choosing a city empties the town, so a stale combination is never sent.
 */
export function AddressSelectFields({
  onPostalCodeDropped,
  postalTowns,
  showTownError,
}: AddressSelectFieldsProps) {
  const { values, setValues } = useFormikContext<AreaDraft>();
  const { prefecture, city, town } = values;

  const cities = useListCitiesQuery(prefecture, { skip: prefecture === '' });
  const towns = useListTownsQuery({ prefecture, city }, { skip: prefecture === '' || city === '' });

  const cityNames = cities.data?.map((c) => c.name) ?? [];
  // The postal look-up may fill a value before its list has loaded: keep it selectable.
  if (city && !cityNames.includes(city)) cityNames.unshift(city);
  const townNames = (towns.data ?? []).map((t) => t.town).filter((name) => name !== '');
  const distinctTowns = [...new Set(townNames)];
  if (town && !distinctTowns.includes(town)) distinctTowns.unshift(town);

  const prefectureHint =
    prefecture && !isServedPrefecture(prefecture) ? formCopy.outsidePrefectureHint(prefecture) : undefined;

  return (
    <>
      <SelectField
        name="prefecture"
        label={formCopy.prefecture}
        required
        autoComplete="address-level1"
        hint={prefectureHint}
        onChange={({ target: { value } }) => {
          // A postal code no longer describes an address chosen by hand.
          onPostalCodeDropped();
          void setValues((current) => ({
            ...current,
            prefecture: value,
            city: '',
            town: '',
            postalCode: '',
          }));
        }}
      >
        <option value="">{formCopy.choose}</option>
        {PREFECTURE_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.prefectures.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>

      <div className="area-search__select-row">
        <SelectField
          name="city"
          label={formCopy.city}
          required
          autoComplete="address-level2"
          disabled={prefecture === ''}
          hint={prefecture === '' ? formCopy.chooseAfter(formCopy.prefecture) : undefined}
          onChange={({ target: { value } }) => {
            onPostalCodeDropped();
            void setValues((current) => ({ ...current, city: value, town: '', postalCode: '' }));
          }}
        >
          <option value="">{formCopy.choose}</option>
          {cities.isFetching && !cities.data ? <LoadingOptions label={formCopy.loadingOptions} /> : null}
          {cityNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        {cities.isError ? (
          <p className="field__error area-search__load-error" role="alert">
            {formCopy.optionsFailed(formCopy.city)}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void cities.refetch()}
            >
              {formCopy.reloadOptions}
            </button>
          </p>
        ) : null}
      </div>

      <div className="area-search__select-row">
        <SelectField
          name="town"
          label={formCopy.town}
          required
          autoComplete="address-level3"
          disabled={city === ''}
          hint={city === '' ? formCopy.chooseAfter(formCopy.city) : undefined}
          showError={showTownError}
          onChange={({ target: { value } }) => {
            const keepsCode = postalTowns.includes(value);
            if (!keepsCode) onPostalCodeDropped();
            void setValues((current) => ({
              ...current,
              town: value,
              postalCode: keepsCode ? current.postalCode : '',
            }));
          }}
        >
          <option value="">{formCopy.choose}</option>
          {towns.isFetching && !towns.data ? <LoadingOptions label={formCopy.loadingOptions} /> : null}
          {distinctTowns.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        {towns.isError ? (
          <p className="field__error area-search__load-error" role="alert">
            {formCopy.optionsFailed(formCopy.town)}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void towns.refetch()}
            >
              {formCopy.reloadOptions}
            </button>
          </p>
        ) : null}
      </div>
    </>
  );
}
