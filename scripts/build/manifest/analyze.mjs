import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import config from '../../../custom-elements-manifest.config.mjs';
import { isRegistration } from './r2wc-plugin.mjs';

/** dist/custom-elements.json's content: the analyzer over every registration module, with the r2wc plugin. */
export function analyzeElements(root) {
  const paths = readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `elements/${entry.name}/${entry.name}.ts`)
    .filter(isRegistration)
    .sort();
  const modules = paths.map((path) =>
    ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.ES2022, true),
  );
  const manifest = create({ modules, plugins: config.plugins });
  manifest.readme = 'README.md';
  return manifest;
}

/** The custom-element declarations of a manifest, sorted by tag. */
export const elementsOf = (manifest) =>
  manifest.modules
    .flatMap((module) => module.declarations.map((declaration) => ({ ...declaration, path: module.path })))
    .filter((declaration) => declaration.customElement)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
