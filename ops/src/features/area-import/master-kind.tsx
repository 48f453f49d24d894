// The two area masters, named as the console names them, and the radio group
// that picks one (for the search and for the import).
import type { ChangeEvent } from 'react';
import { RadioChoice } from '../../ui/field';

export type Kind = 'towns' | 'buildings';

export const KIND_LABEL: Record<Kind, string> = {
  towns: '町域（提供エリア）',
  buildings: '建物（集合住宅）',
};

export interface MasterKindChoiceProps {
  legend: string;
  kind: Kind;
  /** Gets the input's change event (a Formik handleChange fits) and the master it picks. */
  onChange: (event: ChangeEvent<HTMLInputElement>, kind: Kind) => void;
  /** Said after each master's name. Default: nothing. */
  suffix?: string;
}

export function MasterKindChoice({ legend, kind, onChange, suffix }: MasterKindChoiceProps) {
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      {(Object.keys(KIND_LABEL) as Kind[]).map((value) => (
        <RadioChoice
          key={value}
          name="kind"
          value={value}
          checked={kind === value}
          onChange={(event) => onChange(event, value)}
        >
          {KIND_LABEL[value]}
          {suffix}
        </RadioChoice>
      ))}
    </fieldset>
  );
}
