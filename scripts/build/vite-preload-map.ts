import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { STYLESHEET } from './shop-elements-css.ts';

const TAG = /[\\/]elements[\\/](shop-[a-z-]+)[\\/]\1\.ts$/;
/** The module that defines every element: its chunk is the runtime. */
const DEFINE = /[\\/]shared[\\/]runtime[\\/]define\.tsx$/;
const UZ = /[\\/]shared[\\/]i18n[\\/]uz\.json/;

/**
 * Writes dist/preload.json: the stylesheet a page links next to the script (`css`), the files (relative to
 * dist/) the runtime needs, the messages of each locale besides ru, and for each tag the chunk that defines it
 * with everything it imports statically. A template links a page's files as `<link rel="modulepreload">`, so
 * the browser fetches them all at once instead of level by level (docs/loading.md, "Everything at once"). Read
 * from the bundle itself: several small elements may share one chunk.
 */
export function preloadMap(): Plugin {
  return {
    name: 'shop-preload-map',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const holding = (test: RegExp) => chunks.filter((chunk) => chunk.moduleIds.some((id) => test.test(id)));
      const loader = chunks.find((chunk) => chunk.isEntry)!;
      // the loader is the page's own module script: never a file to preload. The chunks import it back, but a
      // modulepreload of a URL the page already loads as a module script is redundant, and Firefox answers it with
      // an `error` event on the link (on every store page, while the file is served and the page works)
      const filesOf = (chunk: OutputChunk, files = new Set<string>()) => {
        if (files.has(chunk.fileName) || chunk === loader) return files;
        files.add(chunk.fileName);
        for (const imported of chunk.imports) filesOf(byFile.get(imported)!, files);
        return files;
      };
      // the runtime the loader starts on every page: the chunk that defines the elements (the toaster in it too)
      const runtime = new Set<string>();
      for (const file of loader.dynamicImports) {
        const chunk = byFile.get(file)!;
        if (chunk.moduleIds.some((id) => DEFINE.test(id))) filesOf(chunk, runtime);
      }
      // The loader is the page's own module script, never a preload: Firefox fires `error` on a modulepreload of
      // a module the document already has (the runtime imports the loader, so the walk above reaches it).
      runtime.delete(loader.fileName);
      const beyondRuntime = (chunk: OutputChunk) =>
        [...filesOf(chunk)].filter((file) => !runtime.has(file) && file !== loader.fileName);
      const elements: Record<string, string[]> = {};
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const tag = TAG.exec(id)?.[1];
          if (tag) elements[tag] = beyondRuntime(chunk);
        }
      }
      // every file the loader asks for must be preloadable, or the page waits for a second level of requests
      const listed = new Set([...runtime, ...Object.values(elements).flat()]);
      const unlisted = loader.dynamicImports.filter(
        (file) => !listed.has(file) && !byFile.get(file)!.moduleIds.some((id) => UZ.test(id)),
      );
      if (unlisted.length)
        this.error(
          `preload.json: the loader imports ${unlisted.join(', ')}, which no list names (vite.config.ts)`,
        );
      const uz = holding(UZ)[0];
      const map = {
        // what the page needs before the script runs (scripts/build/shop-elements-css.ts, emitted before this)
        ...(STYLESHEET in bundle ? { css: STYLESHEET } : {}),
        loader: loader.fileName,
        runtime: [...runtime],
        // the messages of a locale other than ru, which the first render on such a page waits for
        locales: uz ? { uz: beyondRuntime(uz) } : {},
        elements: Object.fromEntries(Object.entries(elements).sort(([a], [b]) => a.localeCompare(b))),
      };
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}
