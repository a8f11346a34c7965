import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** dist/preload.json (written by `npm run build`): the files the runtime and each tag need. */
interface PreloadMap {
  loader: string;
  runtime: string[];
  locales: Record<string, string[]>;
  elements: Record<string, string[]>;
}

const FILE = join(resolve(fileURLToPath(new URL('../..', import.meta.url))), 'dist', 'preload.json');
let cached: { map: PreloadMap | null; modified: number } | null = null;

/** Read again after a rebuild (the dev server rebuilds while the store runs). */
function preloadMap(): PreloadMap | null {
  let modified: number;
  try {
    modified = statSync(FILE).mtimeMs;
  } catch {
    return null; // not built yet: the pages still work, the files load level by level
  }
  if (cached?.modified !== modified) {
    cached = { map: JSON.parse(readFileSync(FILE, 'utf8')) as PreloadMap, modified };
  }
  return cached.map;
}

/**
 * `<link rel="modulepreload">` for every file a page's tags need, so the browser fetches them all at once, in
 * parallel with the page, instead of level by level as each chunk's imports are discovered (docs/loading.md,
 * "Everything at once").
 */
export function preloadLinks(page: string): string {
  const map = preloadMap();
  if (!map) return '';
  const files = new Set(map.runtime);
  const lang = /<html lang="([a-z]+)"/.exec(page)?.[1] ?? 'ru';
  for (const file of map.locales[lang] ?? []) files.add(file);
  // a listing holds 150 elements of 17 tags: each tag's files are added once
  const tags = new Set(Array.from(page.matchAll(/<(shop-[a-z-]+)[\s>]/g), (match) => match[1]!));
  for (const tag of tags) for (const file of map.elements[tag] ?? []) files.add(file);
  for (const file of map.elements['shop-toaster'] ?? []) files.add(file); // the loader adds one
  return [...files].map((file) => `<link rel="modulepreload" href="/dist/${file}" />`).join('');
}
