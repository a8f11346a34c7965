import { defineConfig } from 'vite';
import { precompileMessages } from './scripts/vite-precompile-messages.ts';

/** Packages every element needs, kept in one shared chunk so each page downloads them once. */
const RUNTIME = /node_modules\/(react|react-dom|scheduler|jotai|@formatjs|intl-messageformat|@r2wc)\//;

export default defineConfig({
  plugins: [precompileMessages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: { 'shop-elements': 'elements/index.ts' },
      preserveEntrySignatures: 'allow-extension',
      // jotai's 'use client' marker means nothing outside React Server Components
      onwarn: (warning, warn) => warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warn(warning),
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        manualChunks: (id) => (RUNTIME.test(id) ? 'runtime' : undefined),
      },
    },
  },
});
