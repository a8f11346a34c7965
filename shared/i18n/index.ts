import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { getConfig, toLocale, type Locale } from '../config.ts';
import ru from './ru.json';
import uz from './uz.json';

export type MessageKey = keyof typeof ru;
export type MessageValues = Record<string, string | number>;

const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = { ru, uz };
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();

/** The intl of a locale; a key missing from uz falls back to its ru text. */
export function getIntl(locale: Locale = getConfig().lang): IntlShape<string> {
  const known = toLocale(locale);
  let intl = intls.get(known);
  if (!intl) {
    intl = createIntl(
      {
        locale: known,
        defaultLocale: 'ru',
        messages: { ...ru, ...catalogues[known] },
        onError: (error) => console.error('[shop-elements] i18n:', error.message),
      },
      cache,
    );
    intls.set(known, intl);
  }
  return intl;
}

/** The text of a message in the page's locale. */
export function t(key: MessageKey, values?: MessageValues, locale?: Locale): string {
  return getIntl(locale).formatMessage({ id: key }, values) as string;
}

/** 'cart' and 'account' show 0–2 fraction digits; 'catalog' and 'product' show none (spec §1). */
export type MoneyReading = 'cart' | 'catalog';

const moneyFormats = new Map<MoneyReading, Intl.NumberFormat>();

/** Money is always roubles in the ru-RU format, whatever the interface language. */
export function formatMoney(value: number, reading: MoneyReading = 'cart'): string {
  let format = moneyFormats.get(reading);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 0,
      maximumFractionDigits: reading === 'cart' ? 2 : 0,
    });
    moneyFormats.set(reading, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

/** 'N товар/товара/товаров' by the spec's plural rule, '{n} ta mahsulot' in uz. */
export const productsCount = (count: number, locale?: Locale) => t('products_count', { count }, locale);
