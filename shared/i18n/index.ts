import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { getConfig, toLocale, type Locale } from '../config.ts';
import { runtimeMessages } from './messages.ts';
import type ruMessages from './ru.json';
import { formatNumber } from './ru-number.ts';
import { isSimple, simpleFormat } from './simple-format.ts';

export type MessageKey = keyof typeof ruMessages;
export type MessageValues = Record<string, string | number>;
/**
 * A catalogue as the build ships it (scripts/build/vite-precompile-messages.ts): a plain text stays a string, a message
 * with arguments or plurals arrives parsed.
 */
type Catalogue = Partial<Record<MessageKey, string | MessageFormatElement[]>>;

/**
 * ru arrives in parts: the runtime's own texts here, each element's with its chunk (its folder's messages.ts calls
 * addMessages() as the chunk runs, before the element is defined). uz comes whole, on a uz page only.
 */
const catalogues: Partial<Record<Locale, Catalogue>> = { ru: {} };
/** @formatjs/intl, once a catalogue has a message beyond plain arguments and plurals (none has today). */
let intl: typeof import('./intl-format.ts') | null = null;
/** What the next render waits for (loadLocale()); null when something new may be needed. */
let loading: Promise<void> | null = null;

const needsIntl = (catalogue: Catalogue | undefined) =>
  Object.values(catalogue ?? {}).some((message) => typeof message !== 'string' && !isSimple(message));

/** Adds a locale's whole catalogue (uz arrives on demand, so a ru page never downloads it). */
export function addCatalogue(locale: Locale, messages: Catalogue): void {
  catalogues[locale] = messages;
  intl?.forgetIntl(locale);
}

/**
 * Adds the ru texts of `ids` to the catalogue: an element's part travels with its chunk (elements/shop-x/messages.ts;
 * the build leaves only these ids in the `ru` it imports, and test/server/messages.test.ts checks that every id the
 * element's code can show is there).
 */
export function addMessages(ru: Partial<Record<MessageKey, unknown>>, ids: readonly MessageKey[]): void {
  const part: Catalogue = {};
  for (const id of ids) part[id] = ru[id] as Catalogue[MessageKey];
  Object.assign(catalogues.ru!, part);
  for (const locale of Object.keys(catalogues)) intl?.forgetIntl(locale); // uz falls back to ru
  if (!intl && needsIntl(part)) loading = null; // the next render loads @formatjs/intl first
}
addMessages(runtimeMessages.ru, runtimeMessages.ids);

async function load(locale: Locale): Promise<void> {
  if (!catalogues[locale]) addCatalogue('uz', (await import('./uz.json')).default as Catalogue);
  if (!intl && (needsIntl(catalogues.ru) || needsIntl(catalogues[locale])))
    intl = await import('./intl-format.ts');
}

/**
 * Loads what the page locale's messages need before a render (shared/runtime/page-root.tsx): the uz catalogue on a uz
 * page, and @formatjs/intl when a message is more than texts, plain arguments and plurals. Once, unless a part
 * added since needs @formatjs/intl; a failure is reported once, and the texts fall back to ru.
 */
export function loadLocale(locale: Locale = getConfig().lang): Promise<void> {
  return (loading ??= load(locale).catch((error: unknown) =>
    console.error('[shop-elements] the messages of the page locale could not be loaded:', error),
  ));
}

const messageOf = (key: MessageKey, locale: Locale) => catalogues[locale]?.[key] ?? catalogues.ru![key];

/** The text of a message in the page's locale; a key missing from uz falls back to its ru text. */
export function t(key: MessageKey, values?: MessageValues, locale?: Locale): string {
  const known = toLocale(locale ?? getConfig().lang);
  const message = messageOf(key, known);
  if (message === undefined) {
    // an id whose part has not arrived: test/server/messages.test.ts keeps this from happening
    console.error(`[shop-elements] i18n: no message "${key}" in the catalogue parts loaded`);
    return key;
  }
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
 * 'cart' and 'account' show 0–2 fraction digits; 'catalog' and 'product' show none (docs/behaviour/README.md). 'order' is the
 * checkout's 0–2: kopecks show as two digits ('21 784,70 ₽', never '21 784,7 ₽'), whole roubles without any.
 */
export type MoneyReading = 'cart' | 'catalog' | 'order';

/** Money is always roubles in the ru-RU format, whatever the interface language. */
export function formatMoney(value: number, reading: MoneyReading = 'cart'): string {
  const amount = Number.isFinite(value) ? value : 0;
  if (reading === 'catalog') return roubles(amount, 0, 0);
  if (reading === 'cart') return roubles(amount, 0, 2);
  const kopecks = Math.round(amount * 100) % 100 !== 0;
  return roubles(amount, kopecks ? 2 : 0, kopecks ? 2 : 0);
}

/** As Intl writes roubles in ru-RU: the number, a no-break space and the rouble sign. */
const roubles = (amount: number, minFraction: number, maxFraction: number) =>
  `${formatNumber(amount, minFraction, maxFraction)}\u00a0₽`;

/** 'N товар/товара/товаров' by the Russian plural rule (docs/behaviour/constants.md), '{n} ta mahsulot' in uz. */
export const productsCount = (count: number, locale?: Locale) => t('products_count', { count }, locale);
