import { t } from '../i18n/index.ts';

/**
 * Field states of the author's light-DOM forms (docs/behaviour/states.md "invalid" and "success"): an invalid control gets
 * `aria-invalid`, `data-state="invalid"` and a message element (`.shop-field-error`, announced with
 * role=alert) linked by `aria-describedby`; a valid one gets `data-state="success"`.
 */
export type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const ERROR_CLASS = 'shop-field-error';
let counter = 0;

export const isControl = (node: Element | null | undefined): node is FieldControl =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLSelectElement ||
  node instanceof HTMLTextAreaElement;

/** The named controls a shopper fills in (no buttons, no hidden fields). */
export function fieldControls(form: HTMLFormElement): FieldControl[] {
  return [...form.elements].filter(
    (node): node is FieldControl =>
      isControl(node) &&
      Boolean(node.name) &&
      !['hidden', 'submit', 'button', 'reset', 'image'].includes((node as HTMLInputElement).type),
  );
}

export const controlNamed = (form: HTMLFormElement, name: string): FieldControl | null => {
  const found = form.elements.namedItem(name);
  const first = found instanceof RadioNodeList ? found[0] : found;
  return isControl(first as Element) ? (first as FieldControl) : null;
};

/** Removes every field state and message of the form (done before each validation run). */
export function clearFieldStates(form: HTMLFormElement): void {
  form.querySelectorAll(`.${ERROR_CLASS}`).forEach((node) => node.remove());
  form.querySelectorAll('[data-state]').forEach((node) => node.removeAttribute('data-state'));
  form.querySelectorAll('[aria-invalid]').forEach((node) => {
    node.removeAttribute('aria-invalid');
    const ids = (node.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id && !id.startsWith('shop-error-'));
    if (ids.length) node.setAttribute('aria-describedby', ids.join(' '));
    else node.removeAttribute('aria-describedby');
  });
}

/** Attaches a message to a control; a control already invalid keeps its first message. */
export function markInvalid(control: FieldControl, message: string): void {
  if (control.getAttribute('aria-invalid') === 'true') return;
  const note = document.createElement('span');
  note.className = ERROR_CLASS;
  note.id = `shop-error-${++counter}`;
  note.setAttribute('role', 'alert');
  note.textContent = message; // text only: server messages are never parsed as HTML
  const anchor =
    control.type === 'checkbox' || control.type === 'radio' ? (control.closest('label') ?? control) : control;
  anchor.after(note);
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('data-state', 'invalid');
  const described = control.getAttribute('aria-describedby');
  control.setAttribute('aria-describedby', described ? `${described} ${note.id}` : note.id);
}

export function markValid(control: FieldControl): void {
  if (control.getAttribute('aria-invalid') !== 'true') control.setAttribute('data-state', 'success');
}

/** The message of a control that fails the browser's own checks (required, type, pattern, range), or null. */
export function validityMessage(control: FieldControl): string | null {
  const { validity } = control;
  if (validity.valid) return null;
  if (validity.valueMissing) return t('field_required');
  if (control.type === 'tel' && (validity.patternMismatch || validity.tooShort))
    return t('field_invalid_phone');
  if (control.type === 'email' && validity.typeMismatch) return t('field_invalid_email');
  return t('field_invalid');
}

const isEmpty = (control: FieldControl) =>
  control.type === 'checkbox' || control.type === 'radio'
    ? !(control as HTMLInputElement).checked
    : !control.value.trim();

/**
 * Shows a required asterisk in the label of each required control while it is empty (docs/behaviour/validation.md generic inputs).
 * Returns the function that removes the marks and listeners.
 */
export function requiredMarks(form: HTMLFormElement): () => void {
  const marks = new Map<FieldControl, HTMLElement>();
  for (const control of fieldControls(form)) {
    const label = control.labels?.[0];
    if (!control.required || !label) continue;
    const mark = document.createElement('span');
    mark.className = 'shop-required-mark';
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = ' *';
    label.append(mark);
    marks.set(control, mark);
  }
  const update = () => marks.forEach((mark, control) => (mark.hidden = !isEmpty(control)));
  // after a reset the values change without input events
  const afterReset = () => setTimeout(update);
  update();
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  form.addEventListener('reset', afterReset);
  return () => {
    form.removeEventListener('input', update);
    form.removeEventListener('change', update);
    form.removeEventListener('reset', afterReset);
    marks.forEach((mark) => mark.remove());
  };
}
