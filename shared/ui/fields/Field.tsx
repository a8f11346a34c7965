import type { ReactNode } from 'react';

/**
 * A labelled control: the label (with an asterisk when the field is marked required) above the control it names.
 * The element's stylesheet styles `.field`, `.field__label` and `.field__input`.
 */
export function Field({
  id,
  label,
  required,
  children,
}: {
  /** the id of the control, for the label */
  id: string;
  label: string;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}
