import { Form, Formik, useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import {
  normalizeChomeInput,
  normalizePostalCode,
  normalizeText,
  type AreaAddressInput,
  type BuildingType,
} from '@hikari/shared/domain';
import { areaSearchSchema, validateWith } from '@hikari/shared/forms';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import {
  ChoiceGroup,
  fieldId,
  FocusFirstError,
  focusField,
  TextField,
  type ChoiceOption,
} from '@hikari/shared/form-ui';
import { formCopy } from '../../../content/area-copy';
import { draftChanged, selectAreaDraft, type AreaDraft } from '../state/area-search-slice';
import { AddressSelectFields } from './address-select-fields';
import { PostalCodeField } from './postal-code-field';
import { TownChoiceField } from './town-choice-field';
import { usePostalLookup, type PostalLookupState } from './use-postal-lookup';

export interface AreaSearchFormProps {
  /** /area/home/: the home choice is made for the visitor. Default false. */
  startWithHome?: boolean;
  searching: boolean;
  /** Focus the postal code on mount (back from an answer). Default false. */
  focusOnMount?: boolean;
  onSearch: (address: AreaAddressInput) => void;
}

/** Home or apartment, each with what counts as one. */
const buildingTypeOptions: ChoiceOption<BuildingType>[] = formCopy.buildingTypes.map((option) => ({
  value: option.value,
  label: (
    <span>
      <strong>{option.label}</strong>
      <br />
      <small>{option.note}</small>
    </span>
  ),
}));

/**
 * Keeps the slice's draft (and with it sessionStorage) equal to what is on
 * screen once the visitor changes something. Not on mount: a prerendered
 * form is hydrated with the empty values the server rendered, and saving
 * those would wipe the draft this tab kept before the form is mounted again
 * with it.
 */
function DraftSync() {
  const { values } = useFormikContext<AreaDraft>();
  const dispatch = useAppDispatch();
  const mounted = useRef(values);
  useEffect(() => {
    if (values === mounted.current) return;
    mounted.current = values;
    dispatch(draftChanged(values));
  }, [dispatch, values]);
  return null;
}

/** What the look-up of the typed code says about the form, beyond the shared schema's rules. */
function lookupErrors(values: AreaDraft, lookup: PostalLookupState): FormikErrors<AreaDraft> {
  if (lookup.status === 'idle' || normalizePostalCode(values.postalCode) !== lookup.zipcode) return {};
  if (lookup.status === 'notFound') return { postalCode: formCopy.postalNotFound };
  if (lookup.status === 'failed') return { postalCode: formCopy.postalFailed(lookup.failure) };
  if (lookup.status === 'found') {
    const named = lookup.candidates.filter((c) => c.town !== '');
    if (named.length > 1 && !named.some((c) => c.city === values.city && c.town === values.town)) {
      return { town: formCopy.townChoiceRequired };
    }
  }
  return {};
}

/** The address as searched: the schema's normalised values, no building name for a home. */
function toAddress(values: AreaDraft): AreaAddressInput | null {
  const checked = validateWith(areaSearchSchema, values);
  if (!checked.ok) return null;
  const v = checked.value;
  const buildingType = v.buildingType === 1 ? 1 : 0;
  return {
    buildingType,
    postalCode: v.postalCode,
    prefecture: v.prefecture,
    city: v.city,
    town: v.town,
    chome: v.chome,
    banchi: v.banchi,
    buildingName: buildingType === 1 ? v.buildingName : '',
  };
}

/** Building type, then the address: by postal code or by prefecture → city → town, then 丁目 and 番地. */
export function AreaSearchForm({
  startWithHome = false,
  searching,
  focusOnMount = false,
  onSearch,
}: AreaSearchFormProps) {
  const draft = useAppSelector(selectAreaDraft);
  const initialValues = useMemo<AreaDraft>(
    () => (startWithHome ? { ...draft, buildingType: 0 } : draft),
    // Formik reads its initial values once; later draft changes come from the form itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const lookup = usePostalLookup();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusOnMount) focusField(formRef, fieldId('postalCode'));
  }, [focusOnMount]);

  const named = lookup.state.status === 'found' ? lookup.state.candidates.filter((c) => c.town !== '') : [];
  const townChoiceShown = named.length > 1;
  const postalTowns =
    lookup.state.status === 'found' ? lookup.state.candidates.map((c) => c.town).filter((t) => t !== '') : [];

  return (
    <Formik<AreaDraft>
      initialValues={initialValues}
      validationSchema={areaSearchSchema}
      validate={(values) => lookupErrors(values, lookup.current.current)}
      onSubmit={(values) => {
        const address = toAddress(values);
        if (address) onSearch(address);
      }}
    >
      {({ values, setValues, setFieldTouched, setFieldValue }) => (
        <Form ref={formRef} className="form area-search__form" aria-label={formCopy.formLabel} noValidate>
          <DraftSync />
          {/* The fields stand in reading order, the town's choice right under the postal code. */}
          <FocusFirstError formRef={formRef} />
          <ChoiceGroup<BuildingType>
            name="buildingType"
            legend={formCopy.buildingTypeLegend}
            options={buildingTypeOptions}
            required
          />

          <fieldset className="area-search__address">
            <legend>{formCopy.addressLegend}</legend>
            <p className="field__hint">{formCopy.addressHint}</p>
            <PostalCodeField
              lookup={lookup.state}
              onCleared={lookup.reset}
              onRequestLookup={(zipcode, again) => {
                void lookup.request(zipcode, again).then((answer) => {
                  if (!answer) return;
                  if (answer.status === 'found') {
                    const candidates = answer.candidates.filter((c) => c.town !== '');
                    const first = candidates[0] ?? answer.candidates[0]!;
                    void setValues((current) => ({
                      ...current,
                      prefecture: first.prefecture,
                      city: first.city,
                      // Several towns: the visitor picks; one: it is theirs.
                      town: candidates.length > 1 ? '' : first.town,
                    }));
                  } else {
                    // Show at once why the code cannot be used, without waiting for a blur.
                    void setFieldTouched('postalCode', true, true);
                  }
                });
              }}
            />
            {townChoiceShown ? <TownChoiceField candidates={named} /> : null}
            <AddressSelectFields
              onPostalCodeDropped={lookup.reset}
              postalTowns={postalTowns}
              showTownError={!townChoiceShown}
            />
            <div className="area-search__lines">
              <TextField
                name="chome"
                label={formCopy.chome}
                hint={formCopy.chomeHint}
                inputMode="numeric"
                maxLength={10}
                onBlur={() => {
                  // Touched first without validating: the validation of the new value follows.
                  void setFieldTouched('chome', true, false);
                  void setFieldValue('chome', normalizeChomeInput(values.chome));
                }}
              />
              <TextField
                name="banchi"
                label={formCopy.banchi}
                hint={formCopy.banchiHint}
                required
                maxLength={30}
                onBlur={() => {
                  void setFieldTouched('banchi', true, false);
                  void setFieldValue('banchi', normalizeText(values.banchi));
                }}
              />
            </div>
            {values.buildingType === 1 ? (
              <TextField
                name="buildingName"
                label={formCopy.buildingName}
                hint={formCopy.buildingNameHint}
                required
                maxLength={60}
                autoComplete="off"
              />
            ) : null}
          </fieldset>

          <div className="actions">
            <button type="submit" className="button button--primary" disabled={searching}>
              {formCopy.submit}
            </button>
            <p className="area-search__status" role="status">
              {searching ? formCopy.searching : null}
            </p>
          </div>
        </Form>
      )}
    </Formik>
  );
}
