/**
 * A query typed with the wrong keyboard layout ('kfvbyfn' for 'ламинат'), switched to the other layout
 * (the standard Russian ЙЦУКЕН and US QWERTY keyboards, key by key).
 */
const LATIN = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

const toCyrillic = new Map<string, string>();
const toLatin = new Map<string, string>();
for (let i = 0; i < LATIN.length; i++) {
  toCyrillic.set(LATIN[i]!, CYRILLIC[i]!);
  toLatin.set(CYRILLIC[i]!, LATIN[i]!);
}

/**
 * The query as if typed in the other layout: Latin letters become Cyrillic when the query has Latin letters
 * and no Cyrillic ones, and the other way round. Returns null when there is nothing to switch.
 */
export function switchLayout(query: string): string | null {
  const hasCyrillic = /[а-яё]/i.test(query);
  const hasLatin = /[a-z]/i.test(query);
  if (hasCyrillic === hasLatin) return null;
  const map = hasLatin ? toCyrillic : toLatin;
  const switched = [...query].map((ch) => map.get(ch) ?? ch).join('');
  return switched === query ? null : switched;
}
