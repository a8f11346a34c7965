import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSize, pageWeight } from './page-weight.mjs';
import { startStore } from './store-process.mjs';

/** The byte budgets the test command enforces (gzip): the autoloader, and the JS of a 48-card listing page. */
export const BUDGETS = { autoloader: 3 * 1024, listingPage: 90 * 1024 };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const autoloader = gzipSize(join(root, 'dist/shop-elements.js'));
const store = await startStore(root);
let listing;
try {
  listing = pageWeight(root, await (await fetch(`${store.url}/catalog/laminat`)).text());
} finally {
  await store.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  ['autoloader dist/shop-elements.js', autoloader, BUDGETS.autoloader],
  [
    `listing page JS (${listing.tags.length} tags, ${listing.files.length} files)`,
    listing.gzip,
    BUDGETS.listingPage,
  ],
];
let failed = 0;
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) failed++;
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${name}: ${kb(size)} gzip (budget ${kb(budget)})`);
}
console.log(`${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
