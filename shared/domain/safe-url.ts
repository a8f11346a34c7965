/**
 * A URL from the server is followed only when it is relative or http(s) (ARCHITECTURE.md, safety rules).
 * Returns the absolute URL to use, or null when the URL must be refused.
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
