import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';
import { buildContract } from './build-contract.mjs';
import { writeIntegrity } from './integrity.mjs';
import { writePublicTypes } from './public-types.mjs';
import { authorMarkupMarkdown, packWordPressPlugin, readAuthorMarkup } from './wordpress-zip.mjs';
import { analyzeElements, elementsOf } from './manifest/analyze.mjs';
import {
  elementAttributes,
  elementsReference,
  elementTypes,
  jsxTypes,
  vscodeData,
  webTypes,
} from './manifest/outputs.mjs';
import { themeTokens } from './manifest/r2wc-plugin.mjs';

/**
 * dist/: the autoloader and its chunks, preload.json (the files each tag needs), the TypeScript declarations,
 * custom-elements.json (the analyzer) and what is made from it: the editors' data, the tag and JSX types, the
 * element reference of docs/elements.md; the WordPress plugin's zip; integrity.json, the SRI hash of each of
 * those files.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
/** Writes a file only when its content changed, so a build leaves committed files untouched. */
const update = (path, content) => {
  let old = null;
  try {
    old = readFileSync(path, 'utf8');
  } catch {
    // a new file
  }
  if (old !== content) writeFileSync(path, content);
};

// the manifest first: the tag types it gives are part of the declarations tsc emits
const manifest = analyzeElements(root);
const elements = elementsOf(manifest);
const typesPath = join(root, 'elements/element-types.ts');
update(
  typesPath,
  await format(elementTypes(elements), { ...(await resolveConfig(typesPath)), filepath: typesPath }),
);

const attributesPath = join(root, 'elements/element-attributes.ts');
update(
  attributesPath,
  await format(elementAttributes(elements), {
    ...(await resolveConfig(attributesPath)),
    filepath: attributesPath,
  }),
);

await build({ root, logLevel: 'warn', build: { manifest: true } });

execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')],
  { stdio: 'inherit' },
);

await buildContract(root);

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
writeFileSync(join(root, 'dist/custom-elements.json'), json(manifest));
writeFileSync(join(root, 'dist/vscode.html-custom-data.json'), json(vscodeData(elements)));
writeFileSync(join(root, 'dist/web-types.json'), json(webTypes(elements, pkg)));
writeFileSync(join(root, 'dist/types/jsx.d.ts'), jsxTypes(elements));
writeFileSync(
  join(root, 'dist/types/index.d.ts'),
  `/** Types for TypeScript users: every tag in HTMLElementTagNameMap, the event maps and the data they carry, and the loader's observe(). */\n` +
    `export { observe } from './elements/index.js';\n` +
    `export type * from './elements/element-types.js';\n` +
    `export type { ShopEventMap, ShopEventName, ShopElementEventMap, NavigateDetail, ToastDetail, ToastLink } from './shared/events.js';\n` +
    `export type { Cart, CartLine, CartTotalType, FilterAnswer, ListUpdate } from './shared/data.js';\n`,
);
// the data the events carry as plain types: the declarations need no valibot
writePublicTypes(root);

// the element reference (docs/elements.md), between its markers
const referencePath = join(root, 'docs/elements.md');
update(
  referencePath,
  readFileSync(referencePath, 'utf8').replace(
    /(<!-- elements:start -->)[\s\S]*?(<!-- elements:end -->)/,
    `$1\n${elementsReference(elements, themeTokens(root))}\n$2`,
  ),
);
// what an Author may write, from the plugin's own list (SECURITY.md)
const securityPath = join(root, 'SECURITY.md');
update(
  securityPath,
  readFileSync(securityPath, 'utf8').replace(
    /(<!-- author-markup:start -->)[\s\S]*?(<!-- author-markup:end -->)/,
    `$1\n${authorMarkupMarkdown(manifest, readAuthorMarkup(root))}\n$2`,
  ),
);
// the WordPress plugin with this dist/ inside (integrations/wordpress/, docs/cms/wordpress.md) and the store's
// forms, which the guide lists
const { wordpressForms, wordpressFormsMarkdown } = await tsImport('./wordpress-forms.ts', import.meta.url);
const guidePath = join(root, 'docs/cms/wordpress.md');
update(
  guidePath,
  readFileSync(guidePath, 'utf8').replace(
    /(<!-- wordpress-forms:start -->)[\s\S]*?(<!-- wordpress-forms:end -->)/,
    `$1\n${wordpressFormsMarkdown()}\n$2`,
  ),
);
packWordPressPlugin(root, wordpressForms());
// the SRI hash of every file above, for pages that load dist/ from a CDN (docs/cdn.md)
writeIntegrity(join(root, 'dist'));
console.log(`Built dist/ with ${elements.length} elements, and dist/shop-elements-wordpress.zip.`);
