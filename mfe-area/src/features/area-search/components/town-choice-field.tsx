import { useFormikContext } from 'formik';
import { formCopy } from '../../../content/area-copy';
import type { PostalTownCandidate } from '../api';
import type { AreaDraft } from '../state/area-search-slice';

export interface TownChoiceFieldProps {
  /** Named towns only (a rest-of-city entry cannot be told apart in a list). */
  candidates: PostalTownCandidate[];
}

const label = (c: PostalTownCandidate) => `${c.city}${c.town}`;
const key = (c: PostalTownCandidate) => `${c.prefecture}|${c.city}|${c.town}`;

/** One postal code, several towns: the visitor picks theirs; it also sets the selects below. */
export function TownChoiceField({ candidates }: TownChoiceFieldProps) {
  const { values, errors, touched, setValues, setFieldTouched } = useFormikContext<AreaDraft>();
  const errorId = 'field-townChoice-error';
  const error = touched.town ? errors.town : undefined;
  return (
    <fieldset className={`area-search__town-choice${error ? ' field--invalid' : ''}`}>
      <legend>{formCopy.townChoiceLegend}</legend>
      <div className="choices">
        {candidates.map((candidate, index) => (
          <label key={key(candidate)} className="choice">
            <input
              type="radio"
              id={`field-townChoice-${index}`}
              name="townChoice"
              checked={
                values.prefecture === candidate.prefecture &&
                values.city === candidate.city &&
                values.town === candidate.town
              }
              onChange={() =>
                void setValues((current) => ({
                  ...current,
                  prefecture: candidate.prefecture,
                  city: candidate.city,
                  town: candidate.town,
                }))
              }
              onBlur={() => void setFieldTouched('town', true)}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={Boolean(error)}
            />
            <span>{label(candidate)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
