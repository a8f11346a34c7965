import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import config from '../../../custom-elements-manifest.config.mjs';
import { isRegistration } from './r2wc-plugin.mjs';

/**
 * A custom element of dist/custom-elements.json as the r2wc plugin writes it, with its module's path.
 * @typedef {object} ElementDeclaration
 * @property {'class'} kind
 * @property {string} name
 * @property {string} tagName
 * @property {string} path
 * @property {string} summary
 * @property {string} description
 * @property {string} [markup]
 * @property {{ name: string, type: { text: string }, description: string, default?: string, fieldName?: string, reflected?: boolean }[]} [attributes]
 * @property {{ kind: 'field', name: string, type: { text: string }, attribute: string, description: string }[]} [members]
 * @property {{ name: string, type: { text: string }, description: string, target: 'element', onDocument?: string }[]} [events]
 * @property {{ name: string, description: string }[]} [slots]
 * @property {{ name: string, description: string }[]} [cssParts]
 * @property {{ name: string, description: string, default?: string }[]} [cssProperties]
 */

/**
 * @typedef {object} Manifest
 * @property {string} schemaVersion
 * @property {{ kind: string, path: string, declarations: ElementDeclaration[] }[]} modules
 */

/**
 * dist/custom-elements.json's content: the analyzer over every registration module, with the r2wc plugin.
 * @param {string} root
 * @returns {Manifest}
 */
export function analyzeElements(root) {
  const paths = readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `elements/${entry.name}/${entry.name}.ts`)
    .filter(isRegistration)
    .sort();
  return analyzeModules(paths.map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') })));
}

/**
 * The manifest of these registration modules (the build's, or a test's): the analyzer with the r2wc plugin, which
 * throws on a header or a declaration that drifts.
 * @param {{ path: string, source: string }[]} sources
 * @returns {Manifest}
 */
export function analyzeModules(sources) {
  const modules = sources.map(({ path, source }) =>
    ts.createSourceFile(path, source, ts.ScriptTarget.ES2022, true),
  );
  const manifest = create({ modules, plugins: config.plugins });
  manifest.readme = 'README.md';
  return manifest;
}

/**
 * The custom-element declarations of a manifest, sorted by tag.
 * @param {Manifest} manifest
 * @returns {ElementDeclaration[]}
 */
export const elementsOf = (manifest) =>
  manifest.modules
    .flatMap((module) => module.declarations.map((declaration) => ({ ...declaration, path: module.path })))
    .filter((declaration) => declaration.customElement)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
