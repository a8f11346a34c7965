import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]shared[\\/]i18n[\\/](ru|uz)\.json$/;
const PREFIX = '\0shop-messages:';

/**
 * Ships the message catalogues already parsed, so the ICU parser stays out of the bundle (about 6 KB gzip on
 * every page): a plain text stays a string that the runtime shows as it is, without creating a formatter; a
 * message with arguments or plurals arrives as its parsed form. Also used by the element tests' Vite server.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'shop-precompile-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@formatjs/icu-messageformat-parser' && this.environment?.mode === 'build') {
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
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => {
          const message = parse(text);
          const plain = message.length === 1 && message[0]!.type === TYPE.literal;
          return [key, plain ? (message[0] as { value: string }).value : message];
        }),
      );
      return `export default ${JSON.stringify(parsed)};`;
    },
  };
}
