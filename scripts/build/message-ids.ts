import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { listedIds, withoutComments } from './vite-precompile-messages.ts';

/**
 * Which message ids the code of each chunk can show, read from the sources, for the test that every one of them
 * travels with that code (test/server/messages.test.ts): an element folder's `messages.ts` gives the texts its
 * chunk carries, `shared/i18n/messages.ts` those of the runtime chunk every page loads.
 *
 * The reading is generous on purpose: every quoted string of our own code that is a message id counts as used
 * (ids travel in tables, `{ label: 'goods' }`, before they reach `t()`), a template `payment_${…}` counts as
 * every id it can make, and `productsCount(` as `products_count`. A word that is also an id (`'name'`) costs a
 * few bytes; a missed id would show a shopper the id.
 */
export interface MessageUse {
  /** the ids of shared/i18n/ru.json */
  catalogue: Set<string>;
  /** the ids the runtime chunk carries (shared/i18n/messages.ts) */
  runtime: Set<string>;
  /** the ids the code the loader starts (shared/runtime/boot.ts and what it imports) can show: module → ids */
  runtimeUses: Map<string, Set<string>>;
  elements: Map<string, ElementUse>;
}

export interface ElementUse {
  /** the ids the folder's own messages.ts lists (empty without one) */
  listed: Set<string>;
  /**
   * module → the ids there when it renders: the runtime's and those of every messages.ts its chunk loads, and for
   * a part loaded on use (a dynamic import) those its own chunk brings too
   */
  available: Map<string, Set<string>>;
  /** the ids the code the element loads (statically or on use) can show: module → ids */
  uses: Map<string, Set<string>>;
  /** the element's registration module imports its messages.ts */
  importsOwn: boolean;
}

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const QUOTED = /'([a-z][a-z0-9_]*)'|"([a-z][a-z0-9_]*)"/g;
const TEMPLATE_PREFIX = /`([a-z][a-z0-9_]*)\$\{/g;
/**
 * The declaration of an element's attributes (docs/architecture/manifest.md): kinds and the values an attribute
 * takes (shop-form's `type: ['projecting', …]`), never a text to show.
 */
const DECLARATION = /\b(?:const attributes = |props: )\{[^}]*\}/g;

interface Module {
  code: string;
  statics: string[];
  dynamics: string[];
}

export function messageUse(root: string): MessageUse {
  const catalogue = new Set(
    Object.keys(JSON.parse(readFileSync(join(root, 'shared/i18n/ru.json'), 'utf8')) as object),
  );
  const modules = new Map<string, Module>();
  const read = (file: string): Module => {
    let module = modules.get(file);
    if (!module) {
      const code = withoutComments(readFileSync(file, 'utf8'));
      module = { code, statics: [], dynamics: [] };
      modules.set(file, module);
      for (const [, typeOnly, source, dynamic] of code.matchAll(IMPORT)) {
        const target = resolve(dirname(file), (source ?? dynamic)!);
        if (typeOnly || !/\.tsx?$/.test(target) || !existsSync(target)) continue;
        (dynamic ? module.dynamics : module.statics).push(target);
      }
    }
    return module;
  };
  const closure = (start: string, dynamic: boolean, stop: (file: string) => boolean = () => false) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || stop(file)) return;
      seen.add(file);
      const module = read(file);
      for (const next of dynamic ? [...module.statics, ...module.dynamics] : module.statics) visit(next);
    };
    visit(start);
    return seen;
  };
  const i18n = join(root, 'shared/i18n');
  const isMessages = (file: string) => file.endsWith('/messages.ts');
  const idsUsedBy = (file: string) => {
    const ids = new Set<string>();
    if (file.startsWith(i18n)) return ids; // the catalogue's own code: t(), plurals, the lists
    const code = read(file).code.replace(DECLARATION, '');
    for (const [, single, double] of code.matchAll(QUOTED)) {
      const id = (single ?? double)!;
      if (catalogue.has(id)) ids.add(id);
    }
    for (const [, prefix] of code.matchAll(TEMPLATE_PREFIX))
      for (const id of catalogue) if (id.startsWith(prefix!)) ids.add(id);
    if (/\bproductsCount\(/.test(code)) ids.add('products_count');
    return ids;
  };
  const usesOf = (files: Set<string>) => {
    const uses = new Map<string, Set<string>>();
    for (const file of files) {
      if (isMessages(file)) continue; // a list of ids, not their use
      const ids = idsUsedBy(file);
      if (ids.size) uses.set(relative(root, file), ids);
    }
    return uses;
  };
  const listedIn = (file: string) => {
    if (!existsSync(file)) return new Set<string>();
    return new Set(listedIds(readFileSync(file, 'utf8'))); // as the build reads it
  };

  const runtime = listedIn(join(i18n, 'messages.ts'));
  const elements = new Map<string, ElementUse>();
  const folders = readdirSync(join(root, 'elements')).filter((name) =>
    existsSync(join(root, 'elements', name, `${name}.ts`)),
  );
  /** Each module reached from `entry` with the ids there when it renders, parts loaded on use included. */
  const availability = (entry: string, inherited: Set<string>, into: Map<string, Set<string>>) => {
    const part = closure(entry, false);
    const here = new Set(inherited);
    for (const file of part) if (isMessages(file)) for (const id of listedIn(file)) here.add(id);
    for (const file of part) {
      if (into.has(relative(root, file))) continue;
      into.set(relative(root, file), here);
      for (const next of read(file).dynamics) availability(next, here, into);
    }
    return into;
  };
  for (const tag of folders) {
    const registration = join(root, 'elements', tag, `${tag}.ts`);
    const own = join(root, 'elements', tag, 'messages.ts');
    const available = availability(registration, runtime, new Map());
    elements.set(tag, {
      listed: listedIn(own),
      available,
      uses: usesOf(closure(registration, true)),
      importsOwn: read(registration).statics.includes(own),
    });
  }
  // the loader's own code and the runtime it starts; the elements' registration modules come through a glob
  const runtimeUses = usesOf(closure(join(root, 'elements/index.ts'), true));
  return { catalogue, runtime, runtimeUses, elements };
}
