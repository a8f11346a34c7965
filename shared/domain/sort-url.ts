/**
 * The listing URL after a sort change (docs/behaviour/listing.md, docs/behaviour/constants.md): page, sort and order are removed; sort={value} is set when
 * a value was chosen; order is 'desc' for 'rating' and 'asc' for anything else.
 */
export function sortUrl(current: string, value: string): string {
  const url = new URL(current);
  for (const name of ['page', 'sort', 'order']) url.searchParams.delete(name);
  if (value) url.searchParams.set('sort', value);
  url.searchParams.set('order', value === 'rating' ? 'desc' : 'asc');
  return url.href;
}
