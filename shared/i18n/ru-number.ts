/**
 * A number as ru-RU's Intl.NumberFormat writes it (CLDR: groups of three parted by a no-break space, a decimal
 * comma, half away from zero on the number's shortest decimal form), without constructing one: a page's first
 * Intl.NumberFormat loads the locale's number data, 18–50 ms on the main thread, on the path to the first render
 * (docs/performance.md, "The load path"). CLDR's uz writes digits the same way. test/shared/i18n/ru-number.test.ts
 * compares it with Intl.NumberFormat over many numbers.
 */
export function formatNumber(value: number, minFraction = 0, maxFraction = 3): string {
  const shortest = String(Math.abs(value));
  // Infinity, NaN and the exponent forms (below 1e-6, from 1e21) are no shop's figures: Intl writes them
  if (!/^\d+(\.\d+)?$/.test(shortest))
    return new Intl.NumberFormat('ru-RU', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  const [whole = '', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.charAt(maxFraction) >= '5') digits = addOne(digits);
  const wholeDigits = digits.slice(0, digits.length - maxFraction);
  const shown = digits
    .slice(digits.length - maxFraction)
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${wholeDigits.replace(/\B(?=(\d{3})+$)/g, '\u00a0')}${shown ? `,${shown}` : ''}`;
}

/** A string of decimal digits plus one in its last place. */
function addOne(digits: string): string {
  const last = digits.search(/9*$/) - 1;
  const carried = '0'.repeat(digits.length - last - 1);
  return last < 0 ? `1${carried}` : `${digits.slice(0, last)}${Number(digits[last]) + 1}${carried}`;
}
