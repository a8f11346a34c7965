import IMask from 'imask';
import { getConfig, toLocale, type Locale } from '../config.ts';
import { PHONE_MASKS, phonePattern } from '../domain/phone.ts';

/**
 * Masks a tel input by locale (spec §5): imask with the locale's mask, its placeholder, and a pattern that
 * requires exactly the mask's length. Returns the function that removes the mask again.
 * imask lives only in the chunks of the form elements that import this module.
 */
export function maskPhone(input: HTMLInputElement, locale: Locale = getConfig().lang): () => void {
  const known = toLocale(locale);
  const { mask, placeholder } = PHONE_MASKS[known];
  input.placeholder = placeholder;
  input.pattern = phonePattern(known);
  if (!input.inputMode) input.inputMode = 'tel';
  const masked = IMask(input, { mask, lazy: true, placeholderChar: '_' });
  // while focused the whole mask shows, so typed digits fill its slots (a typed 9 is not taken for +998's 9)
  const onFocus = () => {
    masked.updateOptions({ lazy: false });
    masked.alignCursor(); // to the first empty slot
  };
  const onBlur = () => {
    masked.updateOptions({ lazy: true });
    if (!masked.unmaskedValue) masked.value = '';
  };
  // a digit typed before the first slot (the caret left at 0) goes to the first slot, not to +998's own 9
  const firstSlot = mask.indexOf('0');
  const onKeydown = (event: KeyboardEvent) => {
    if (!/^\d$/.test(event.key) || (input.selectionEnd ?? 0) > firstSlot) return;
    if ((input.selectionStart ?? 0) < firstSlot && input.value.length >= firstSlot)
      input.setSelectionRange(firstSlot, firstSlot);
  };
  // a form reset changes the value without an input event; the mask must read it again
  const form = input.form;
  const onReset = () => setTimeout(() => masked.updateValue());
  input.addEventListener('focus', onFocus);
  input.addEventListener('keydown', onKeydown);
  input.addEventListener('blur', onBlur);
  form?.addEventListener('reset', onReset);
  if (document.activeElement === input) onFocus();
  return () => {
    input.removeEventListener('focus', onFocus);
    input.removeEventListener('keydown', onKeydown);
    input.removeEventListener('blur', onBlur);
    form?.removeEventListener('reset', onReset);
    masked.destroy();
  };
}
