/**
 * URLs from the server (ARCHITECTURE.md, safety rules). A link the shopper sees may be any http(s) URL; a place
 * the browser is sent to by script stays in the shop's own origin, except a payment page on a bank's origin the
 * page config lists. Each returns the absolute URL to use, or null when the URL must be refused.
 */
export function safeUrl(url: unknown, base: string = location.href): string | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    const parsed = new URL(url.trim(), base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A URL of the shop's own origin: `redirect_url`, a toast's link, a listing's url. */
export function shopUrl(url: unknown, base: string = location.href): string | null {
  const safe = safeUrl(url, base);
  return safe && new URL(safe).origin === new URL(base).origin ? safe : null;
}

/** A `payment_url`: the shop's own origin or one of the bank origins the page config lists. */
export function paymentUrl(
  url: unknown,
  bankOrigins: readonly string[],
  base: string = location.href,
): string | null {
  const safe = safeUrl(url, base);
  if (!safe) return null;
  const origin = new URL(safe).origin;
  return origin === new URL(base).origin || bankOrigins.includes(origin) ? safe : null;
}
