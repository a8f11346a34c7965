import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { r2wcPlugin } from './scripts/build/manifest/r2wc-plugin.mjs';

/** `npx cem analyze` and `npm run build` (scripts/build/manifest/analyze.mjs) read the same settings. */
export default {
  globs: ['elements/shop-*/shop-*.ts'],
  outdir: 'dist',
  plugins: [r2wcPlugin({ root: dirname(fileURLToPath(import.meta.url)) })],
};
