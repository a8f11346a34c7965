import InputMask from 'imask/esm/controls/input';
import 'imask/esm/masked/pattern';

/** The part of imask a phone field uses: the pattern mask and its input control, not the whole library. */
export type PhoneControl = InputMask<{ mask: string; lazy: boolean; placeholderChar: string }>;

/** Puts imask's pattern mask on a tel input (loaded on the field's first focus, see phone-mask.ts). */
export const attachPhoneControl = (input: HTMLInputElement, mask: string): PhoneControl =>
  new InputMask(input, { mask, lazy: true, placeholderChar: '_' });
