import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { tsImport } from 'tsx/esm/api';

/**
 * The contract's part of dist/ (called by scripts/build/build.mjs after the elements): dist/openapi.json, generated
 * from shared/contract with the reference store's real answers as examples, and dist/shop-elements-check.js,
 * the conformance checker in one file (valibot and the schemas inside) that `npx shop-elements-check` runs.
 */
export async function buildContract(root) {
  const dist = join(root, 'dist');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { storeExamples } = await tsImport('./openapi-examples.ts', import.meta.url);
  const { openApiDocument } = await tsImport('./openapi.ts', import.meta.url);
  const document = openApiDocument(await storeExamples(), version);
  writeFileSync(join(dist, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);

  const checker = join(dist, 'shop-elements-check.js');
  await build({
    entryPoints: [join(root, 'checker/bin.ts')],
    outfile: checker,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  chmodSync(checker, 0o755);
}
