import { defineConfig } from 'vite';
import { precompileMessages } from './scripts/vite-precompile-messages.ts';

/**
 * What every element needs, kept in one shared chunk so each page downloads it once, in one request, and gzip
 * sees it whole: React, jotai, intl, r2wc, wretch, and the runtime of shared/ that every element imports.
 */
const RUNTIME = [
  /node_modules\/(react|react-dom|scheduler|jotai|@formatjs|intl-messageformat|@r2wc|wretch)\//,
  /\/shared\/(config|events|store|define|boot|toast|cart-actions|list-actions)\.tsx?$/,
  /\/shared\/(i18n|api)\/(index|client|cart|lists|types)\.ts$/,
  /\/shared\/i18n\/(ru|uz)\.json/,
  /\/shared\/domain\/(cart|safe-url)\.ts$/,
  /\/shared\/services\/analytics\.ts$/,
  /\/shared\/ui\/(hooks\.ts|Spinner\.tsx|base\.css)/,
];

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
        manualChunks: (id) => (RUNTIME.some((pattern) => pattern.test(id)) ? 'runtime' : undefined),
      },
    },
  },
});
