import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { getConfig, toLocale, type Locale } from '../config.ts';
import ru from './ru.json';
import { isSimple, simpleFormat } from './simple-format.ts';

export type MessageKey = keyof typeof ru;
export type MessageValues = Record<string, string | number>;
/**
 * A catalogue as the build ships it (scripts/vite-precompile-messages.ts): a plain text stays a string, a message
 * with arguments or plurals arrives parsed.
 */
type Catalogue = Partial<Record<MessageKey, string | MessageFormatElement[]>>;

const catalogues: Partial<Record<Locale, Catalogue>> = { ru: ru as Catalogue };
/** @formatjs/intl, once a catalogue has a message beyond plain arguments and plurals (none has today). */
let intl: typeof import('./intl-format.ts') | null = null;

const needsIntl = (catalogue: Catalogue | undefined) =>
  Object.values(catalogue ?? {}).some((message) => typeof message !== 'string' && !isSimple(message));

/** Adds a locale's messages (uz arrives on demand, so a ru page never downloads them). */
export function addCatalogue(locale: Locale, messages: Catalogue): void {
  catalogues[locale] = messages;
  intl?.forgetIntl(locale);
}

/**
 * Loads what the page locale's messages need before the first render (shared/page-root.tsx): the uz catalogue
 * on a uz page, and @formatjs/intl when a message is more than texts, plain arguments and plurals.
 */
export async function loadLocale(locale: Locale = getConfig().lang): Promise<void> {
  if (!catalogues[locale]) addCatalogue('uz', (await import('./uz.json')).default as Catalogue);
  if (!intl && (needsIntl(catalogues.ru) || needsIntl(catalogues[locale])))
    intl = await import('./intl-format.ts');
}

const messageOf = (key: MessageKey, locale: Locale) => catalogues[locale]?.[key] ?? catalogues.ru![key];

/** The text of a message in the page's locale; a key missing from uz falls back to its ru text. */
export function t(key: MessageKey, values?: MessageValues, locale?: Locale): string {
  const known = toLocale(locale ?? getConfig().lang);
  const message = messageOf(key, known)!;
  if (typeof message === 'string') return message;
  const simple = simpleFormat(message, values ?? {}, known);
  if (simple !== null) return simple;
  if (intl) {
    const messages = { ...catalogues.ru, ...catalogues[known] } as Record<
      string,
      string | MessageFormatElement[]
    >;
    return intl.intlFormat(messages, key, values, known);
  }
  console.error(`[shop-elements] i18n: "${key}" needs @formatjs/intl, which loadLocale() did not load`);
  return key;
}

/**
 * 'cart' and 'account' show 0–2 fraction digits; 'catalog' and 'product' show none (spec §1). 'order' is the
 * checkout's 0–2: kopecks show as two digits ('21 784,70 ₽', never '21 784,7 ₽'), whole roubles without any.
 */
export type MoneyReading = 'cart' | 'catalog' | 'order';

const moneyFormats = new Map<string, Intl.NumberFormat>();
const moneyFormat = (min: number, max: number) => {
  let format = moneyFormats.get(`${min}-${max}`);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    moneyFormats.set(`${min}-${max}`, format);
  }
  return format;
};

/** Money is always roubles in the ru-RU format, whatever the interface language. */
export function formatMoney(value: number, reading: MoneyReading = 'cart'): string {
  const amount = Number.isFinite(value) ? value : 0;
  if (reading === 'catalog') return moneyFormat(0, 0).format(amount);
  if (reading === 'cart') return moneyFormat(0, 2).format(amount);
  const kopecks = Math.round(amount * 100) % 100 !== 0;
  return moneyFormat(kopecks ? 2 : 0, kopecks ? 2 : 0).format(amount);
}

/** 'N товар/товара/товаров' by the spec's plural rule, '{n} ta mahsulot' in uz. */
export const productsCount = (count: number, locale?: Locale) => t('products_count', { count }, locale);
