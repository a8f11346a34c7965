import { useEffect, useRef } from 'react';
import { maskPhone } from '../../shared/ui/phone-mask/phone-mask.ts';

interface Props {
  id: string;
  name: string;
  /** the value when the input appears (prefill or a kept value); the mask owns it afterwards */
  initial: string;
  required?: boolean;
  invalid?: boolean;
  onValue: (value: string) => void;
}

/** A tel input masked by locale (docs/behaviour/validation.md); uncontrolled, because the mask rewrites what is typed. */
export function PhoneInput({ id, name, initial, required, invalid, onValue }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onValue);
  latest.current = onValue;

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    // a prefilled or kept value is read like a pasted one, so it shows formatted
    element.value = initial;
    const destroy = maskPhone(element, { onValue: (value) => latest.current(value) });
    if (element.value !== initial) latest.current(element.value);
    return destroy;
    // the initial value is read once, when the input appears
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <input
      ref={input}
      id={id}
      name={name}
      type="tel"
      autoComplete="tel"
      className={`field__input${invalid ? ' field__input--invalid' : ''}`}
      aria-invalid={invalid || undefined}
      defaultValue={initial}
      required={required}
    />
  );
}
