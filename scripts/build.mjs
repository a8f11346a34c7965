import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildContract } from './build-contract.mjs';
import { elementsMarkdown, readElements, toManifest } from './manifest.mjs';

/**
 * dist/: the autoloader and its chunks, preload.json (the files each tag needs), the TypeScript declarations and
 * custom-elements.json; README's element list.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

await build({ root, logLevel: 'warn', build: { manifest: true } });

execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')],
  { stdio: 'inherit' },
);

await buildContract(root);

const elements = readElements(root);
const references = elements.map((e) => `import './${e.path.replace(/\.ts$/, '.js')}';`).join('\n');
writeFileSync(
  join(root, 'dist/types/index.d.ts'),
  `/** Types for TypeScript users: every tag in HTMLElementTagNameMap, the event map and the data it carries. */\n` +
    `${references}\nexport type { ShopEventMap, ShopEventName, ToastDetail, ToastLink } from './shared/events.js';\n` +
    `export type { Cart, CartLine, CartTotalType } from './shared/contract/cart.js';\n` +
    `export type { ListUpdate } from './shared/contract/lists.js';\n`,
);
writeFileSync(join(root, 'dist/custom-elements.json'), `${JSON.stringify(toManifest(elements), null, 2)}\n`);

const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const updated = readme.replace(
  /(<!-- elements:start -->)[\s\S]*?(<!-- elements:end -->)/,
  `$1\n${elementsMarkdown(elements)}\n$2`,
);
if (updated !== readme) writeFileSync(readmePath, updated);
console.log(`Built dist/ with ${elements.length} elements.`);
