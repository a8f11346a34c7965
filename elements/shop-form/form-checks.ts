import { ApiError } from '../../shared/api/client.ts';
import { passwordProblem } from '../../shared/domain/password.ts';
import {
  clearFieldStates,
  controlNamed,
  fieldControls,
  markInvalid,
  markValid,
  validityMessage,
} from '../../shared/forms/form-fields.ts';
import { t } from '../../shared/i18n/index.ts';
import { CHECKS_PASSWORD, type FormType } from './form-types.ts';

/**
 * The client checks of docs/behaviour/validation.md on the author's form: each field's own rules, the password
 * rules of the types that check passwords; an invalid field gets its message and the first one the focus, a
 * filled valid one its success state. True when the form may be sent.
 */
export function validateForm(form: HTMLFormElement, formType: FormType): boolean {
  clearFieldStates(form);
  const checked = fieldControls(form);
  const passwordField = controlNamed(form, 'password');
  const confirmation = controlNamed(form, 'password_confirmation');
  const ownRules = CHECKS_PASSWORD.includes(formType) && passwordField;
  for (const control of checked) {
    if (ownRules && (control === passwordField || control === confirmation)) continue;
    const problem = validityMessage(control);
    if (problem) markInvalid(control, problem);
  }
  if (ownRules) {
    const problem = passwordProblem(passwordField.value, confirmation?.value ?? '');
    if (problem) markInvalid(passwordField, t(problem));
  }
  const invalid = checked.filter((control) => control.getAttribute('aria-invalid') === 'true');
  checked.forEach((control) => {
    if (control.value.trim() && control.type !== 'checkbox' && control.type !== 'radio') markValid(control);
  });
  invalid[0]?.focus();
  return invalid.length === 0;
}

/** The server's field errors (Laravel's `{errors: {field: [messages]}}`), when the body has them. */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = error instanceof ApiError ? (error.body as { errors?: unknown } | null) : null;
  const errors = body && typeof body === 'object' ? body.errors : null;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [name, list] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(list) ? list[0] : list;
    if (typeof first === 'string' && first) out[name] = first;
  }
  return out;
}
