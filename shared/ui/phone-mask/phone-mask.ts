import { getConfig, toLocale, type Locale } from '../../config.ts';
import {
  PHONE_MASKS,
  caretAfter,
  digitsBefore,
  formatPhone,
  insertIntoPhone,
  nationalNumber,
  phonePattern,
} from '../../domain/phone.ts';
import type { PhoneControl } from './phone-mask-control.ts';

export interface PhoneMaskOptions {
  locale?: Locale;
  /** the shown value after every change the mask makes (typing, pasting, deleting) */
  onValue?: (value: string) => void;
}

const isFocused = (input: HTMLInputElement) =>
  (input.getRootNode() as Document | ShadowRoot).activeElement === input;

/**
 * Masks a tel input by locale (docs/behaviour/validation.md): the mask's placeholder, a pattern that requires exactly the mask's
 * length, and typed or pasted text read the way shoppers write numbers (8…, +7…, 7…, 9…, +998…, with spaces,
 * brackets and dashes; see `nationalNumber`). Insertions are handled here; imask (deleting, the caret over
 * the fixed characters, the slots shown while focused) loads on the field's first focus, so a page pays for
 * it only once a shopper starts on a phone. Returns the function that removes the mask again.
 */
export function maskPhone(input: HTMLInputElement, options: PhoneMaskOptions = {}): () => void {
  const locale = toLocale(options.locale ?? getConfig().lang);
  const { mask, placeholder } = PHONE_MASKS[locale];
  input.placeholder = placeholder;
  input.pattern = phonePattern(locale);
  if (!input.inputMode) input.inputMode = 'tel';
  let control: PhoneControl | null = null;
  let loading: Promise<void> | null = null;
  let stopped = false;
  let pending = '';
  /** set while the mask itself changes the field, so imask's 'accept' is not taken for the shopper's edit */
  let ownChange = false;
  const quietly = (change: () => void) => {
    ownChange = true;
    try {
      change();
    } finally {
      ownChange = false;
    }
  };

  const national = () => (control ? control.unmaskedValue : (nationalNumber(input.value, locale) ?? ''));
  /** How a number shows without imask: with the mask's slots while focused, as imask shows it. */
  const plain = (digits: string) =>
    isFocused(input) ? formatPhone(digits, locale, true) : digits ? formatPhone(digits, locale) : '';
  /** Shows a number with the caret after its `caret`-th digit, and tells the form. */
  const show = (digits: string, caret: number) => {
    const position = caretAfter(caret, locale);
    if (control) {
      const masked = control;
      quietly(() => {
        masked.unmaskedValue = digits;
        masked.cursorPos = position; // at once: imask's delayed caret would land after the next key
      });
    } else {
      input.value = plain(digits);
      if (isFocused(input)) input.setSelectionRange(position, position);
    }
    // the author's form listens for input (required marks); imask sees no change in it
    input.dispatchEvent(new Event('input', { bubbles: true }));
    options.onValue?.(input.value);
  };

  /** Text typed or pasted at the caret or over the selection. */
  const insert = (text: string, pasted = false) => {
    const shown = input.value;
    const at = digitsBefore(shown, input.selectionStart ?? shown.length, locale);
    const to = digitsBefore(shown, input.selectionEnd ?? shown.length, locale);
    const next = insertIntoPhone(
      { national: national(), pending: pasted ? '' : pending },
      at,
      to,
      text,
      locale,
    );
    // not a number, more digits than it holds, or another country's (a paste of one leaves nothing waiting)
    if (!next || (pasted && next.pending)) return;
    pending = next.pending;
    show(next.national, next.caret);
  };

  const onBeforeInput = (event: InputEvent) => {
    if (event.inputType !== 'insertText' && event.inputType !== 'insertReplacementText') return;
    const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
    if (!text) return;
    event.preventDefault();
    insert(text);
  };
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    insert(event.clipboardData?.getData('text/plain') ?? '', true);
  };
  // a value put in without typing (autofill, a drop) before imask is there: read it as pasted
  const onInput = () => {
    if (control) return;
    const digits = nationalNumber(input.value, locale);
    if (digits !== null && input.value !== plain(digits)) show(digits, digits.length);
  };

  const attach = async () => {
    const { attachPhoneControl } = await import('./phone-mask-control.ts');
    if (stopped) return;
    const digits = national();
    const masked = attachPhoneControl(input, mask);
    control = masked;
    // a '+99' typed before imask arrived stays pending: only the shopper's own edits through imask end it
    quietly(() => {
      masked.unmaskedValue = digits;
      if (isFocused(input)) onFocus();
    });
    masked.on('accept', () => {
      if (!ownChange) pending = '';
      options.onValue?.(input.value);
    });
  };
  // while focused the whole mask shows, so typed digits fill its slots
  const onFocus = () => {
    if (control) {
      const masked = control;
      quietly(() => {
        masked.updateOptions({ lazy: false });
        masked.alignCursor(); // to the first empty slot
      });
      return;
    }
    loading ??= attach().catch((error: unknown) =>
      console.error('[shop-elements] the phone mask could not be loaded:', error),
    );
    if (!input.value) input.value = plain('');
  };
  const onBlur = () => {
    pending = '';
    if (!control) {
      const digits = nationalNumber(input.value, locale);
      if (digits !== null) input.value = plain(digits);
      return;
    }
    const digits = control.unmaskedValue;
    control.updateOptions({ lazy: true });
    control.value = plain(digits); // without the fixed characters typed after the last digit
  };
  // a form reset changes the value without an input event; the mask must read it again
  const form = input.form;
  const onReset = () => setTimeout(() => control?.updateValue());

  const initial = nationalNumber(input.value, locale);
  if (initial !== null) input.value = plain(initial);
  input.addEventListener('beforeinput', onBeforeInput);
  input.addEventListener('paste', onPaste);
  input.addEventListener('input', onInput);
  input.addEventListener('focus', onFocus);
  input.addEventListener('blur', onBlur);
  form?.addEventListener('reset', onReset);
  if (isFocused(input)) onFocus();
  return () => {
    stopped = true;
    input.removeEventListener('beforeinput', onBeforeInput);
    input.removeEventListener('paste', onPaste);
    input.removeEventListener('input', onInput);
    input.removeEventListener('focus', onFocus);
    input.removeEventListener('blur', onBlur);
    form?.removeEventListener('reset', onReset);
    control?.destroy();
  };
}
