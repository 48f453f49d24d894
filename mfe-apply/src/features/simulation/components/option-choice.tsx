import { useId, type ReactNode } from 'react';

export interface OptionChoiceProps {
  label: ReactNode;
  /** Price text shown after the label, e.g. '月額550円'. */
  price?: ReactNode;
  /** Longer explanation under the choice, read after the name by screen readers. */
  note?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Default 'checkbox'. */
  type?: 'checkbox' | 'radio';
  name?: string;
  children?: ReactNode;
}

/** One option of the simulation: a checkbox (or radio) with its price and an explanation. */
export function OptionChoice({
  label,
  price,
  note,
  checked,
  onChange,
  disabled = false,
  type = 'checkbox',
  name,
  children,
}: OptionChoiceProps) {
  const noteId = useId();
  return (
    <div className="option-choice">
      <label className="choice">
        <input
          type={type}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="choice__text">
          {label}
          {price ? <span className="choice__price">{price}</span> : null}
        </span>
      </label>
      {note ? (
        <p id={noteId} className="option-choice__note">
          {note}
        </p>
      ) : null}
      {children ? <div className="option-choice__more">{children}</div> : null}
    </div>
  );
}
