import type { Catalog } from '../data/catalog.ts';
import type { StoreCtx } from './context.ts';

export type Lang = 'ru' | 'uz';

/**
 * The shopper's language: a page says it with `?lang=uz`, a store-and-locale API path with its `{lang}`, any
 * other call of the elements with the `Accept-Language` the client sends from the config's `lang`. Russian
 * is the default.
 */
export function langOf(ctx: StoreCtx): Lang {
  if (ctx.url.searchParams.get('lang') === 'uz' || ctx.params.lang === 'uz') return 'uz';
  if (ctx.url.pathname.startsWith('/api/') && ctx.params.lang === undefined) {
    return /^uz\b/i.test(String(ctx.req.headers['accept-language'] ?? '')) ? 'uz' : 'ru';
  }
  return 'ru';
}

/** A path of the store in the language: `?lang=uz` added for uz, as it is for ru. */
export function localPath(lang: Lang, path: string): string {
  if (lang !== 'uz') return path;
  const url = new URL(path, 'http://store.invalid');
  url.searchParams.set('lang', 'uz');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The catalogue in the shopper's language (the same products, ids and slugs in both). */
export const catalogOf = (ctx: StoreCtx): Catalog => ctx.state.store.catalogs[langOf(ctx)];
