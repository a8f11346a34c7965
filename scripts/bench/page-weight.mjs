import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesForTags } from './preload-map.mjs';

/** The shop-* tags of a page's markup, plus the toaster the autoloader adds when the page has none. */
export const tagsOf = (html) =>
  new Set([...[...html.matchAll(/<(shop-[a-z-]+)[\s>]/g)].map((match) => match[1]), 'shop-toaster']);

/**
 * What a page of the store downloads before any interaction: the autoloader, the runtime it starts, and for
 * every shop-* tag on the page the element's chunk with its static imports (dist/preload.json), each file
 * counted once, gzip -9.
 */
export function pageWeight(root, html) {
  const map = JSON.parse(readFileSync(join(root, 'dist/preload.json'), 'utf8'));
  const tags = tagsOf(html);
  const files = filesForTags(map, tags, /<html lang="([a-z]+)"/.exec(html)?.[1]);
  const missing = [...tags].filter((tag) => !map.elements[tag]);
  let gzip = 0;
  for (const file of files) gzip += gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
  return { tags: [...tags].sort(), missing, files, gzip };
}

export const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
