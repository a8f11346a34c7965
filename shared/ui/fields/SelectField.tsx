import { Field } from './Field.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onValue: (value: string) => void;
  required?: boolean;
  /** whether the label shows the required asterisk (by default when required) */
  marked?: boolean;
  /** the text of a first 'not chosen' option with the value '' */
  empty?: string;
}

/** A labelled select; `empty` adds a first 'not chosen' option. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  onValue,
  required,
  marked = required,
  empty,
}: Props) {
  return (
    <Field id={id} label={label} required={marked}>
      <select
        id={id}
        name={name}
        className="field__input"
        required={required}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
