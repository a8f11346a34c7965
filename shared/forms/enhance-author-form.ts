import { formCaptcha, type FormCaptcha } from '../services/captcha.ts';
import { maskPhone } from '../ui/phone-mask/phone-mask.ts';
import { requiredMarks } from './form-fields.ts';

/** What enhancing an author's form gave: its captcha (null without one) and what takes it all down. */
export interface EnhancedForm {
  captcha: FormCaptcha | null;
  stop(): void;
}

/**
 * What every element around an author's own <form> adds to it (docs/behaviour/validation.md "Enquiry forms"): the
 * element shows the messages itself (no browser bubbles), each phone field gets the mask, each required field
 * its mark, and the `[data-captcha]` container its captcha when the form asks for one (`invisible` for a
 * captcha that checks without a box).
 */
export function enhanceAuthorForm(
  form: HTMLFormElement,
  { captcha }: { captcha: false | 'checkbox' | 'invisible' },
): EnhancedForm {
  form.noValidate = true;
  const stops = [...form.querySelectorAll<HTMLInputElement>('input[type=tel]')].map((input) =>
    maskPhone(input),
  );
  stops.push(requiredMarks(form));
  const container = captcha ? form.querySelector<HTMLElement>('[data-captcha]') : null;
  const ofForm = container ? formCaptcha(container, { invisible: captcha === 'invisible' }) : null;
  if (ofForm) stops.push(ofForm.stop);
  return { captcha: ofForm, stop: () => stops.forEach((stop) => stop()) };
}

/** The buttons wait while the form is being sent: disabled and marked busy, or given back. */
export function markBusy(buttons: Iterable<HTMLButtonElement | HTMLInputElement>, busy: boolean): void {
  for (const button of buttons) {
    button.disabled = busy;
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  }
}
