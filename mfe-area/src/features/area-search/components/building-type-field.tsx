import { useField } from 'formik';
import type { BuildingType } from '@hikari/shared/domain';
import { formCopy } from '../../../content/area-copy';

/** Home or apartment: a radio group whose error is tied to every radio. */
export function BuildingTypeField() {
  const [field, meta, helpers] = useField<BuildingType | null>('buildingType');
  const errorId = 'field-buildingType-error';
  const showError = Boolean(meta.touched && meta.error);
  return (
    <fieldset className={`area-search__building-type${showError ? ' field--invalid' : ''}`}>
      <legend>
        {formCopy.buildingTypeLegend}
        <span className="field__required">必須</span>
      </legend>
      <div className="choices">
        {formCopy.buildingTypes.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              id={`field-buildingType-${option.value}`}
              name="buildingType"
              value={option.value}
              checked={field.value === option.value}
              onChange={() => void helpers.setValue(option.value)}
              onBlur={() => void helpers.setTouched(true)}
              aria-describedby={showError ? errorId : undefined}
              aria-invalid={showError}
            />
            <span>
              <strong>{option.label}</strong>
              <br />
              <small>{option.note}</small>
            </span>
          </label>
        ))}
      </div>
      {showError ? (
        <p id={errorId} className="field__error" role="alert">
          {meta.error}
        </p>
      ) : null}
    </fieldset>
  );
}
