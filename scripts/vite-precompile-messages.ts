import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]shared[\\/]i18n[\\/](ru|uz)\.json$/;
const PREFIX = '\0shop-messages:';

/**
 * Ships the message catalogues already parsed, so the ICU parser stays out of the bundle
 * (about 6 KB gzip on every page); the runtime formats the parsed messages.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'shop-precompile-messages',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === '@formatjs/icu-messageformat-parser') {
        return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
      }
      if (!importer) return null;
      const file = resolve(dirname(importer), source);
      return CATALOGUE.test(file) ? `${PREFIX}${file}.mjs` : null; // not .json, so vite's JSON plugin leaves it
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const messages = JSON.parse(readFileSync(id.slice(PREFIX.length, -'.mjs'.length), 'utf8')) as Record<
        string,
        string
      >;
      const parsed = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(parsed)};`;
    },
  };
}
