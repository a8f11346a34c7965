import { Field } from './Field.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** the input's type; none is a plain text input */
  type?: 'email' | 'number' | 'date';
  required?: boolean;
  min?: number | string;
  autoComplete?: string;
  /** a multi-line text (a textarea) of this many rows */
  rows?: number;
}

/** A labelled text input, or a textarea when `rows` is given, that reports each change of its value. */
export function TextField({ id, label, required, onValue, rows, ...input }: Props) {
  const control = {
    id,
    className: 'field__input',
    required,
    onChange: (event: { currentTarget: { value: string } }) => onValue(event.currentTarget.value),
  };
  return (
    <Field id={id} label={label} required={required}>
      {rows ? (
        <textarea {...control} name={input.name} rows={rows} value={input.value} />
      ) : (
        <input {...control} {...input} />
      )}
    </Field>
  );
}
