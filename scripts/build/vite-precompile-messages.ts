import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]shared[\\/]i18n[\\/](ru|uz)\.json$/;
const PREFIX = '\0shop-messages:';
const FROM = '?from=';
/** A module that lists the ids its chunk carries: an element folder's, or the runtime's shared/i18n/messages.ts. */
const LIST = /[\\/]messages\.ts$/;
const IMPORT = /^\s*import\s[^;]*;/gm;
const QUOTED = /'([a-z][a-z0-9_]*)'|"([a-z][a-z0-9_]*)"/g;

/** Source without its comments (roughly: a `//` after a colon or a quote stays, as in a URL). */
export const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The ids a messages.ts lists: its quoted ids outside the imports and comments. */
export const listedIds = (code: string): string[] =>
  [...withoutComments(code).replace(IMPORT, '').matchAll(QUOTED)].map(
    ([, single, double]) => (single ?? double)!,
  );

/**
 * Ships the message catalogues already parsed, so the ICU parser stays out of the bundle (about 6 KB gzip on
 * every page): a plain text stays a string that the runtime shows as it is, without creating a formatter; a
 * message with arguments or plurals arrives as its parsed form. ru.json imported by a `messages.ts` becomes only
 * the ids that file lists, so each chunk carries its own texts, not the catalogue. Also used by the element tests'
 * Vite server.
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
      if (!CATALOGUE.test(file)) return null;
      const from = importer.replace(/[?#].*$/, '');
      // not .json, so vite's JSON plugin leaves it; a list's part names the list (vite.config.ts places it by that)
      return `${PREFIX}${file}${LIST.test(from) ? `${FROM}${from}` : ''}.mjs`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file, list] = id.slice(PREFIX.length, -'.mjs'.length).split(FROM) as [string, string?];
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      if (list) this.addWatchFile(list);
      const kept = list ? listedIds(readFileSync(list, 'utf8')) : Object.keys(messages);
      const unknown = kept.filter((key) => !(key in messages));
      if (unknown.length) this.error(`${list}: no message ${unknown.join(', ')} in ${file}`);
      const parsed = Object.fromEntries(
        kept.map((key) => {
          const message = parse(messages[key]!);
          const plain = message.length === 1 && message[0]!.type === TYPE.literal;
          return [key, plain ? (message[0] as { value: string }).value : message];
        }),
      );
      return `export default ${JSON.stringify(parsed)};`;
    },
  };
}
