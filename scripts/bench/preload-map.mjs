/**
 * The files a page with these tags loads, from dist/preload.json (scripts/build/vite-preload-map.ts): the loader, the
 * runtime, its locale's messages and every tag's files, each once.
 */
export function filesForTags(map, tags, lang = 'ru') {
  const files = new Set([map.loader, ...map.runtime, ...(map.locales[lang] ?? [])]);
  for (const tag of tags) for (const file of map.elements[tag] ?? []) files.add(file);
  return [...files];
}
