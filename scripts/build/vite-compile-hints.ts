import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as the file streams in, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks the elements' first render runs (the loader, each element's chunk and what it imports
 * statically: the runtime, the families) with V8's compile hint. Lazily compiled, React's and the elements'
 * functions were compiled on the main thread at their first call, during the first render: about a third of the
 * listing's upgrade. Chunks an element imports on use (the map, the lightbox, the phone mask) stay lazy.
 */
export function compileHints(): Plugin {
  return {
    name: 'shop-compile-hints',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loader = chunks.find((chunk) => chunk.isEntry)!;
      const firstRender = new Set<OutputChunk>();
      const add = (chunk: OutputChunk) => {
        if (firstRender.has(chunk)) return;
        firstRender.add(chunk);
        for (const imported of chunk.imports) add(byFile.get(imported)!);
      };
      add(loader);
      for (const file of loader.dynamicImports) add(byFile.get(file)!);
      for (const chunk of firstRender) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}
