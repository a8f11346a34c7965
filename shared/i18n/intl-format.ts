import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * @formatjs/intl for the messages simpleFormat leaves (selects, number and date styles, tags): loaded, with the
 * catalogues, before the first render of a page whose messages need it (shared/i18n/index.ts).
 */
const cache = createIntlCache();
const intls = new Map<string, IntlShape<string>>();

export function intlFormat(
  messages: Record<string, string | MessageFormatElement[]>,
  key: string,
  values: Record<string, string | number> | undefined,
  locale: string,
): string {
  let intl = intls.get(locale);
  if (!intl) {
    const parsed = Object.fromEntries(
      Object.entries(messages).map(([id, message]) => [
        id,
        typeof message === 'string' ? [{ type: 0, value: message }] : message,
      ]),
    ) as Record<string, MessageFormatElement[]>;
    intl = createIntl(
      {
        locale,
        defaultLocale: 'ru',
        messages: parsed,
        onError: (error) => console.error('[shop-elements] i18n:', error.message),
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl.formatMessage({ id: key }, values) as string;
}

/** A new catalogue means new messages for the locale's intl. */
export const forgetIntl = (locale: string) => intls.delete(locale);
