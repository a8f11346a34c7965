import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a page of the store downloads: the autoloader, the runtime it starts, and for every shop-* tag on the
 * page the element's chunk with its static imports (from Vite's build manifest), each file counted once, gzip -9.
 */
export function pageWeight(root, html) {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8'));
  const tags = new Set([...html.matchAll(/<(shop-[a-z-]+)[\s>]/g)].map((match) => match[1]));
  tags.add('shop-toaster'); // the autoloader adds one when the page has none
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('elements/index.ts');
  visit('shared/boot.ts');
  const missing = [];
  for (const tag of tags) {
    const key = `elements/${tag}/${tag}.ts`;
    if (manifest[key]) visit(key);
    else missing.push(tag);
  }
  let gzip = 0;
  for (const file of files) gzip += gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
  return { tags: [...tags].sort(), missing, files: [...files], gzip };
}

export const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
