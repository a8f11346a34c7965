import type { Locale } from '../config.ts';

export interface PhoneMask {
  /** the mask in imask's notation: `0` is a digit, every other character is fixed */
  mask: string;
  /** the placeholder the input shows while empty */
  placeholder: string;
  /** the length of a complete number in characters; the input's pattern requires exactly this */
  length: number;
}

const mask = (pattern: string, placeholder: string): PhoneMask => ({
  mask: pattern,
  placeholder,
  length: pattern.length,
});

/** Spec §5 phones: ru `+7 (###) ### ## ##`, uz `+998-##-###-##-##` (# stands for a digit). */
export const PHONE_MASKS: Record<Locale, PhoneMask> = {
  ru: mask('+7 (000) 000 00 00', '+7 (___) ___ __ __'),
  uz: mask('+998-00-000-00-00', '+998 __ ___ __ __'),
};

/** The profile, register and checkout phones go out as digits only (spec §5). */
export function phoneDigits(value: string): string {
  return String(value ?? '').replace(/\D+/g, '');
}

/**
 * An input `pattern` that accepts exactly the mask's length in characters (spec §5); the mask's empty slot
 * character `_` does not count, so a half-typed number shown with its slots fails too.
 */
export function phonePattern(locale: Locale): string {
  return `[^_]{${(PHONE_MASKS[locale] ?? PHONE_MASKS.ru).length}}`;
}
