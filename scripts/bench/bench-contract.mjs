import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { build } from 'vite';
import { demoPages } from './demo-pages.mjs';
import { pageWeight } from './page-weight.mjs';

/** The modules of the contract in a page's JS: valibot and shared/contract. */
const CONTRACT = /node_modules[\\/]valibot[\\/]|[\\/]shared[\\/]contract[\\/]/;

/** Each output file's modules of the contract, from a build like `npm run build` kept in memory. */
async function contractModules(root) {
  const byFile = new Map();
  await build({
    root,
    logLevel: 'silent',
    build: { write: false, manifest: true },
    plugins: [
      {
        name: 'shop-contract-modules',
        generateBundle(_, bundle) {
          for (const [file, output] of Object.entries(bundle)) {
            if (output.type !== 'chunk') continue;
            const modules = Object.entries(output.modules).filter(([id]) => CONTRACT.test(id));
            byFile.set(
              file,
              modules.map(([id, module]) => ({ id, code: module.code ?? '' })),
            );
          }
        },
      },
    ],
  });
  return byFile;
}

/**
 * The cost of the schemas per page (docs/architecture/contract.md): for each page of the reference store (at `base`), the modules of
 * valibot and shared/contract its JS carries before any interaction, their code minified, and that code's gzip
 * size on its own (an upper bound of what they add to the page's gzip). Rows `[page, modules, minified, gzip]`.
 */
export async function contractCost(root, base) {
  const byFile = await contractModules(root);
  const rows = [];
  for (const [name, { path }] of Object.entries(await demoPages(base))) {
    const weight = pageWeight(root, await (await fetch(base + path)).text());
    const missing = weight.files.filter((file) => !byFile.has(file));
    if (missing.length)
      throw new Error(`${name}: ${missing.join(', ')} not in the measured build (rebuild dist/)`);
    const modules = weight.files.flatMap((file) => byFile.get(file));
    const { code } = await transform(modules.map((module) => module.code).join('\n'), { minify: true });
    rows.push([name, modules.length, code.length, modules.length ? gzipSync(code, { level: 9 }).length : 0]);
  }
  return rows;
}

/** The bench's section: one row a page, printed with the bench's `row(name, value, target)`. */
export async function printContractCost(root, base, row) {
  console.log(
    '\nThe schemas per page: valibot + shared/contract in the JS above (minified; gzip on their own)',
  );
  for (const [name, modules, minified, gzip] of await contractCost(root, base)) {
    row(
      `${name} (${modules} modules)`,
      `${(minified / 1024).toFixed(1)} KB / ${(gzip / 1024).toFixed(1)} KB`,
      '—',
    );
  }
}
