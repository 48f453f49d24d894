export interface VariantChoice<V> {
  value: V;
  label: string;
  /** Price text shown beside the label, e.g. '月額1,590円'. */
  price?: string;
}

export interface VariantChoicesProps<V> {
  legend: string;
  /** Radio group name. */
  name: string;
  choices: readonly VariantChoice<V>[];
  selected: V;
  onSelect: (value: V) => void;
}

/** The plan variants of one option (Netflix, DAZN, くらしサポート) as one radio group. */
export function VariantChoices<V>({ legend, name, choices, selected, onSelect }: VariantChoicesProps<V>) {
  return (
    <fieldset className="fieldset--nested">
      <legend>{legend}</legend>
      <div className="choices">
        {choices.map((choice) => (
          <label key={String(choice.value)} className="choice">
            <input
              type="radio"
              name={name}
              checked={selected === choice.value}
              onChange={() => onSelect(choice.value)}
            />
            <span className="choice__text">
              {choice.label}
              {choice.price ? <span className="choice__price">{choice.price}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
