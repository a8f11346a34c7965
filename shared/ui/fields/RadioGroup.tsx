interface Props<T extends string> {
  name: string;
  /** what the group asks; `legendHidden` keeps it for assistive technology only */
  legend: string;
  legendHidden?: boolean;
  value: string;
  options: { value: T; label: string }[];
  onChoose: (value: T) => void;
  required?: boolean;
  /** `data-block` of the fieldset, for page CSS and tests */
  block?: string;
}

/** A fieldset of radios (`.choices`, one `.choice` label per option) that reports the option chosen. */
export function RadioGroup<T extends string>({
  name,
  legend,
  legendHidden,
  value,
  options,
  onChoose,
  required,
  block,
}: Props<T>) {
  return (
    <fieldset className="choices" data-block={block}>
      <legend className={legendHidden ? 'visually-hidden' : 'field__label'}>{legend}</legend>
      {options.map((option) => (
        <label className="choice" key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            required={required}
            checked={value === option.value}
            onChange={() => onChoose(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
