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

/** The buttons that had the focus as their form went busy: a disabled button loses it to the page's body. */
const hadFocus = new WeakSet<Element>();

/**
 * The buttons wait while the form is being sent: disabled and marked busy, or given back, with the focus when a
 * button had it and it went nowhere else meanwhile (docs/accessibility.md).
 */
export function markBusy(buttons: Iterable<HTMLButtonElement | HTMLInputElement>, busy: boolean): void {
  for (const button of buttons) {
    if (busy && (button.getRootNode() as Document | ShadowRoot).activeElement === button)
      hadFocus.add(button);
    button.disabled = busy;
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    if (busy || !hadFocus.delete(button)) continue;
    const active = document.activeElement;
    if (active === null || active === document.body) button.focus();
  }
}
