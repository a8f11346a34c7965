import type { ServerResponse } from 'node:http';
import { compressBody, pickEncoding, type Encoding } from './compression.ts';

interface CachedPage {
  at: number;
  raw: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Catalogue pages a guest sees: they read nothing but the URL and the catalogue, which does not change. */
const CATALOGUE = /^\/($|catalog\/|product\/|search$)/;

/**
 * Catalogue pages rendered for guests (sessions without a row: no cart, lists or client), kept a minute
 * by URL with their compressed forms, so a crowd of new visitors costs one render. A page that reads a
 * cookie or the database for a guest must not match CATALOGUE.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly now: () => number,
    private readonly lifetimeMs = 60_000,
    private readonly max = 100,
  ) {}

  static covers = (pathname: string) => CATALOGUE.test(pathname);

  /** Sends the cached page of `key`; false when there is none (or it is too old). */
  send(res: ServerResponse, key: string): boolean {
    const page = this.pages.get(key);
    if (!page || page.at <= this.now() - this.lifetimeMs) return false;
    const encoding = pickEncoding(res.req.headers['accept-encoding']);
    const body = encoding ? (page.encoded[encoding] ??= compressBody(page.raw, encoding)) : page.raw;
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
    return true;
  }

  keep(key: string, html: string): void {
    if (this.pages.size >= this.max) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { at: this.now(), raw: Buffer.from(html), encoded: {} });
  }
}
