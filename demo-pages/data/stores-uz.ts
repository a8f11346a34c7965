import type { StoreInfo } from './stores.ts';

/**
 * The shops' names, addresses and hours in Uzbek (Latin script): proper names transliterated, the street words
 * and the opening days translated, so the list is generated rather than written twice.
 */
const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '’',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** 'Алтуфьево' → 'Altufevo': letter by letter, capitals kept. */
export function transliterate(text: string): string {
  return text.replace(/[А-Яа-яЁё]/g, (ch) => {
    const lower = ch.toLowerCase();
    const latin = LETTERS[lower] ?? lower;
    return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  });
}

/** Street kinds: in Uzbek the kind follows the name ('Lyublinskaya ko‘chasi'). */
const STREETS: Record<string, string> = {
  улица: 'ko‘chasi',
  проспект: 'prospekti',
  шоссе: 'shossesi',
};

const WORDS: Record<string, string> = {
  СтройДом: 'StroyDom',
  Москва: 'Moskva',
  на: '',
  ежедневно: 'har kuni',
  'вл.': 'uchastka',
};

/** One part of an address: 'улица Люблинская' and 'Ленинский проспект' both end with the street kind. */
function addressPart(part: string): string {
  const words = part.trim().split(/\s+/);
  const kind = words.findIndex((word) => word in STREETS);
  if (kind >= 0) {
    const name = words.filter((_, i) => i !== kind).map(transliterate);
    return [...name, STREETS[words[kind]!]].join(' ');
  }
  return words.map((word) => WORDS[word] ?? transliterate(word)).join(' ');
}

const phrase = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => WORDS[word] ?? transliterate(word))
    .filter(Boolean)
    .join(' ');

export const storeInUzbek = (store: StoreInfo): StoreInfo => ({
  ...store,
  name: phrase(store.name),
  address: store.address.split(',').map(addressPart).join(', '),
  metro: store.metro === null ? null : transliterate(store.metro),
  hours: phrase(store.hours),
});
