import type { Locale } from '../config.ts';

export interface PhoneMask {
  /** the mask in imask's notation: `0` is a digit, every other character is fixed */
  mask: string;
  /** the placeholder the input shows while empty */
  placeholder: string;
  /** the length of a complete number in characters; the input's pattern requires exactly this */
  length: number;
  /** the country code the mask starts with */
  country: string;
  /** how many digits the number has after the country code */
  digits: number;
  /** where the first digit slot is: everything before it is the fixed country prefix */
  firstSlot: number;
}

const mask = (pattern: string, placeholder: string, country: string): PhoneMask => ({
  mask: pattern,
  placeholder,
  length: pattern.length,
  country,
  digits: pattern.replace(/[^0]/g, '').length,
  firstSlot: pattern.indexOf('0'),
});

/** docs/behaviour/validation.md phones: ru `+7 (###) ### ## ##`, uz `+998-##-###-##-##` (# stands for a digit). */
export const PHONE_MASKS: Record<Locale, PhoneMask> = {
  ru: mask('+7 (000) 000 00 00', '+7 (___) ___ __ __', '7'),
  uz: mask('+998-00-000-00-00', '+998 __ ___ __ __', '998'),
};

/** The profile, register and checkout phones go out as digits only (docs/behaviour/validation.md). */
export function phoneDigits(value: string): string {
  return String(value ?? '').replace(/\D+/g, '');
}

/**
 * An input `pattern` that accepts exactly the mask's length in characters (docs/behaviour/validation.md); the mask's empty slot
 * character `_` does not count, so a half-typed number shown with its slots fails too.
 */
export function phonePattern(locale: Locale): string {
  return `[^_]{${(PHONE_MASKS[locale] ?? PHONE_MASKS.ru).length}}`;
}

/** Digits after a '+' that are another country's code (375 on a Russian page), not the locale's or its start. */
const otherCountry = (digits: string, country: string) =>
  digits !== '' && !digits.startsWith(country) && !country.startsWith(digits);

/**
 * The number after the country code, read the way Russians and Uzbeks type and paste it: spaces, brackets
 * and dashes mean nothing; a '+' is followed by the country code; more digits than a number holds start with
 * the country code (7, 998) or the Russian trunk prefix 8, and so does 7 or 8 before a mobile code (9xx –
 * no Russian area code starts with 79 or 89). Null when the digits cannot be one number of the locale (another
 * country's code after a '+', more digits than it holds): nothing is cut off or read otherwise to make it fit.
 */
export function nationalNumber(text: string, locale: Locale): string | null {
  const { country, digits: size } = PHONE_MASKS[locale];
  let digits = phoneDigits(text);
  const plus = /^[\s(]*\+/.test(text);
  // another country's code after the '+' (+375, +998 on a Russian page): no number of the locale
  if (plus && otherCountry(digits, country)) return null;
  if (plus && digits.startsWith(country)) digits = digits.slice(country.length);
  else if (locale === 'ru' && /^[78]/.test(digits) && (digits.length > size || digits[1] === '9'))
    digits = digits.slice(1);
  else if (locale === 'uz' && digits.length > size && digits.startsWith(country))
    digits = digits.slice(country.length);
  else if (locale === 'uz' && digits.length === size + 1 && digits.startsWith('8')) digits = digits.slice(1);
  return digits.length <= size ? digits : null;
}

/**
 * The number as the mask shows it: up to its last digit (`+7 (916) 12`, the bare prefix when empty), or with
 * `slots` the whole mask with '_' in the empty slots (`+7 (916) 12_ __ __`), as a focused field shows it.
 */
export function formatPhone(national: string, locale: Locale, slots = false): string {
  const { mask: pattern, firstSlot } = PHONE_MASKS[locale];
  if (!national && !slots) return pattern.slice(0, firstSlot);
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= national.length && !slots) break;
    out += char !== '0' ? char : (national[next++] ?? '_');
  }
  return out;
}

/** The position in the shown number just after its `count`-th digit (the first slot for 0). */
export function caretAfter(count: number, locale: Locale): number {
  const { mask: pattern, firstSlot } = PHONE_MASKS[locale];
  if (count <= 0) return firstSlot;
  let seen = 0;
  for (let i = 0; i < pattern.length; i++) if (pattern[i] === '0' && ++seen === count) return i + 1;
  return pattern.length;
}

/** How many digits of the number lie before a position of the shown number. */
export const digitsBefore = (shown: string, position: number, locale: Locale): number =>
  phoneDigits(shown.slice(PHONE_MASKS[locale].firstSlot, Math.max(position, PHONE_MASKS[locale].firstSlot)))
    .length;

/** A phone field's state between keys: its digits, and a '+' with part of the country code typed first. */
export interface PhoneEntry {
  national: string;
  /** '+', '+9', '+99': the start of a country code typed into an empty number, shown once complete */
  pending: string;
}

/**
 * Text typed or pasted into a phone field between two of its digits (`at`..`to`, a selection or the caret).
 * The new digits with the caret after the inserted ones, or null when the field must stay as it is (more
 * digits than the number holds, or no digit at all).
 */
export function insertIntoPhone(
  entry: PhoneEntry,
  at: number,
  to: number,
  text: string,
  locale: Locale,
): (PhoneEntry & { caret: number }) | null {
  const { country } = PHONE_MASKS[locale];
  const before = entry.national.slice(0, at);
  const after = entry.national.slice(to);
  const typed = at === 0 ? entry.pending + text : text;
  const typedDigits = phoneDigits(typed);
  // a '+' at the start not yet followed by the whole country code waits: '+', '+9', '+99' still being typed, or
  // another country's code (+375), whose digits then stay with it, never read as the locale's number
  const typingCode = /^\s*\+\d*$/.test(typed) && country.startsWith(typedDigits) && typedDigits !== country;
  if (at === 0 && (typingCode || (/^\s*\+/.test(typed) && otherCountry(typedDigits, country))))
    return { national: entry.national, pending: typed.trim(), caret: 0 };
  if (!typedDigits) return null;
  const national = nationalNumber(before + typed + after, locale);
  if (national === null) return null;
  return {
    national,
    pending: '',
    caret: Math.max(0, national.length - after.length),
  };
}
