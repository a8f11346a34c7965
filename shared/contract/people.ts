import * as v from 'valibot';

/**
 * The rules about people the forms and the order share: phones and passwords (docs/behaviour/validation.md). Only what the elements
 * check themselves belongs here; the request-only rules (the e-mail's) are in requests.ts, which no page carries.
 */

/** A complete phone as digits: ru 7 and 10 digits, uz 998 and 9 digits. */
export const PHONE_DIGITS = /^(7\d{10}|998\d{9})$/;

/** A phone as sent: digits only. */
export const PhoneDigits = v.pipe(
  v.string(),
  v.regex(PHONE_DIGITS, 'a phone as digits: 7XXXXXXXXXX or 998XXXXXXXXX'),
);

/** docs/behaviour/constants.md: the minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A password and its confirmation: the same, then at least 8 characters (the client checks in this order);
 * both problems belong to the password field.
 */
export const NewPassword = v.pipe(
  v.looseObject({ password: v.string(), password_confirmation: v.string() }),
  v.forward(
    v.check((value) => value.password === value.password_confirmation, 'password_mismatch'),
    ['password'],
  ),
  v.forward(
    v.check((value) => [...value.password].length >= MIN_PASSWORD_LENGTH, 'password_short'),
    ['password'],
  ),
);
