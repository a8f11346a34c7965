import { formatNumber } from '../../shared/i18n/ru-number.ts';

/** A number typed or written by a CMS: spaces dropped, a decimal comma read as a point; anything else is 0. */
export function readNumber(value: string | null | undefined): number {
  const number = Number(
    String(value ?? '')
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(',', '.'),
  );
  return Number.isFinite(number) ? number : 0;
}

/** Quantities below 0 count as 0. */
export const readQuantity = (value: string) => Math.max(0, readNumber(value));

/** docs/behaviour/README.md, docs/behaviour/constants.md: calculator totals formatted for ru-RU with the suffix ' ₽'. */
export const formatTotal = (value: number) => `${formatNumber(value, 0, 2)} ₽`;

/** Money in kopecks precision, so 0.1 × 3 is 0.3. */
export const roundMoney = (value: number) => Math.round(value * 100) / 100;
