/** How many single-letter edits (insert, delete, replace) turn `a` into `b`. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The name an author most likely meant by `given`, for a "did you mean": the same name in another case or spelling
 * (`productId`, `product_id`, `productid` for `product-id`), or one at most two letters away (`product-idd`).
 */
export function nearMiss(given: string, names: Iterable<string>): string | undefined {
  const plain = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
  let best: string | undefined;
  let bestDistance = given.length > 3 ? 3 : 1;
  for (const name of names) {
    const apart = plain(name) === plain(given) ? 0 : distance(given.toLowerCase(), name.toLowerCase());
    if (apart < bestDistance) [best, bestDistance] = [name, apart];
  }
  return best;
}
