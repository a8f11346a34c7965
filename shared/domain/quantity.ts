/** The product-page quantity rules (docs/behaviour/states.md, docs/behaviour/validation.md, docs/behaviour/constants.md): the floor is 1, an invalid or missing quantity is 1. */
export const MIN_QUANTITY = 1;

/** Reads a typed or stored quantity: whole numbers from 1 up; anything else counts as 1. */
export function readQuantity(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return MIN_QUANTITY;
  const value = Math.floor(Number(text));
  return Number.isSafeInteger(value) && value >= MIN_QUANTITY ? value : MIN_QUANTITY;
}

/** Decrement never goes below 1; increment adds 1. */
export const stepQuantity = (current: number, delta: 1 | -1): number =>
  Math.max(MIN_QUANTITY, readQuantity(current) + delta);

/** The unitPrice data attribute: spaces (also non-breaking ones) are stripped before it is read as a number. */
export function readUnitPrice(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).replace(/\s+/g, '');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** The displayed total: unit price × quantity, rounded to whole roubles (the product page shows no decimals). */
export const productTotal = (unitPrice: number, quantity: number): number =>
  Math.round(unitPrice * readQuantity(quantity));
