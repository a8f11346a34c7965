import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { analyzeElements, analyzeModules, elementsOf } from '../../scripts/build/manifest/analyze.mjs';
import {
  elementsReference,
  elementTypes,
  vscodeData,
  webTypes,
} from '../../scripts/build/manifest/outputs.mjs';
import { themeTokens } from '../../scripts/build/manifest/r2wc-plugin.mjs';
import { authorMarkupMarkdown, readAuthorMarkup } from '../../scripts/build/wordpress-zip.mjs';

/**
 * The manifest says what the source does: every element's attributes, events, slots and parts in
 * dist/custom-elements.json (the analyzer with the r2wc plugin) agree with its code, and what is generated from
 * the manifest and committed (the tag types, the element reference of docs/elements.md) is up to date.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = analyzeElements(root);
const elements = elementsOf(manifest);

/** The element's own code: its registration module and every module it imports within elements/ and shared/. */
function moduleGraph(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (path: string) => {
    if (seen.has(relative(root, path)) || !existsSync(path)) return;
    const source = readFileSync(path, 'utf8');
    seen.set(relative(root, path), source);
    for (const [, spec] of source.matchAll(/(?:from|import\()\s*'(\.[^']+\.tsx?)'/g)) {
      const target = resolve(dirname(path), spec!);
      if (/\/(elements|shared)\//.test(target)) visit(target);
    }
  };
  visit(join(root, entry));
  return seen;
}

const words = (text: string) => text.split(/\s+/).filter((word) => /^[a-z][a-z-]*[a-z]$/.test(word));

/** `part="a b"`, `part={'a'}`, `part={\`a a-${x}\`}`: the static names, and the prefixes of the dynamic ones. */
function partsIn(sources: Iterable<string>) {
  const names = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const [, quoted, expression] of source.matchAll(/\bpart=(?:"([^"]*)"|\{([^}]*)\})/g)) {
      if (quoted) words(quoted).forEach((name) => names.add(name));
      for (const [, literal] of (expression ?? '').matchAll(/['`]([^'`$]*)/g)) {
        const text = literal!;
        words(text).forEach((name) => names.add(name));
        if (/[a-z]-$/.test(text)) prefixes.add(text.split(/\s+/).pop()!);
      }
    }
    // a light element (shared/runtime/define-light.ts) draws its parts with the DOM
    for (const [, quoted] of source.matchAll(/\.setAttribute\('part', '([^']*)'\)/g))
      words(quoted!).forEach((name) => names.add(name));
  }
  return { names, prefixes };
}

/**
 * The shared helpers an element calls with itself (`toastGenericError(host)`): each fires these events from the
 * element it is given, so the element's header lists them.
 */
const FIRED_BY_HELPERS: Record<string, string[]> = {
  toastSuccess: ['shop-toast'],
  toastError: ['shop-toast'],
  toastGenericError: ['shop-toast'],
  reachGoal: ['shop-goal'],
  addToCart: ['shop-cart-update', 'shop-toast'],
  changeList: ['shop-compare-update', 'shop-favorites-update', 'shop-toast'],
  toggleList: ['shop-compare-update', 'shop-favorites-update', 'shop-toast'],
  navigate: ['shop-navigate'],
};

/** Events a module fires: `emit('x'`, `new CustomEvent('x'`, and the helpers that fire them from the element. */
function eventsIn(sources: Iterable<string>) {
  const found = new Set<string>();
  for (const source of sources) {
    // the name argument, also a choice between names (`list === 'compare' ? 'shop-compare-update' : …`)
    for (const [, argument] of source.matchAll(/(?:\bemit\(|new CustomEvent\()([^,]+),/g))
      for (const [, name] of argument!.matchAll(/'(shop-[a-z-]+)'/g)) found.add(name!);
    for (const [, helper, args] of source.matchAll(/\b(\w+)\((host\b[^)]*)\)/g)) {
      const events = FIRED_BY_HELPERS[helper!] ?? [];
      // a list helper fires the update of the list it is given
      const list = /'(compare|favorites)'/.exec(args!)?.[1];
      for (const name of events) if (!list || !/-update$/.test(name) || name.includes(list)) found.add(name);
    }
  }
  return found;
}

/**
 * The props a registration module declares (docs/architecture/manifest.md), read from its text: name → the type
 * the runtime reads (`'number'`, or a closed set's values as `'a'|'b'`). The `props` object of the call, or the
 * const of the module it names.
 */
function declaredProps(source: string): Record<string, string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const given = /\bprops:\s*(\w+|\{[^}]*\})/.exec(code)?.[1] ?? '{}';
  const object = given.startsWith('{')
    ? given
    : (new RegExp(`const ${given}\\s*=\\s*(\\{[^}]*\\})`).exec(code)?.[1] ?? '');
  return Object.fromEntries(
    [...object.matchAll(/(\w+):\s*(?:'(\w+)'|\[([^\]]*)\])/g)].map(([, name, kind, values]) => [
      name!,
      kind ?? (values!.match(/'[^']*'/g) ?? []).join('|'),
    ]),
  );
}

describe('the element manifest', () => {
  it('lists every element with its tag, summary and a class', () => {
    const folders = readdirSync(join(root, 'elements'), { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(join(root, 'elements', entry.name, `${entry.name}.ts`)),
    );
    assert.equal(elements.length, folders.length);
    assert.ok(elements.length >= 35);
    for (const element of elements) {
      assert.match(element.tagName, /^shop-[a-z-]+$/);
      assert.ok(element.summary, `${element.tagName} has a summary`);
      assert.equal(element.path, `elements/${element.tagName}/${element.tagName}.ts`);
    }
  });

  it('gives each attribute defineElement reads the type it reads it as, and lists every prop', () => {
    for (const element of elements) {
      const props = declaredProps(readFileSync(join(root, element.path), 'utf8'));
      const fields = Object.fromEntries(
        (element.members ?? []).map((member: { name: string; type: { text: string } }) => [
          member.name,
          member.type.text,
        ]),
      );
      assert.deepEqual(Object.keys(fields).sort(), Object.keys(props).sort(), `${element.tagName}: props`);
      for (const [name, type] of Object.entries(props))
        assert.equal(fields[name], type, `${element.tagName}.${name}`);
    }
  });

  it('stops the build when the header and the declaration drift, naming the element and the name', () => {
    const analyze = (header: string, declaration: string) => () =>
      analyzeModules([
        {
          path: 'elements/shop-probe/shop-probe.ts',
          source: `/**\n * @tag shop-probe\n * @summary A probe.\n${header}\n */\nconst attributes = {\n${declaration}\n} as const;\nexport const ShopProbe = defineElement('shop-probe', Probe, { props: attributes });\n`,
        },
      ]);
    const declared = "  /** the product */\n  productId: 'number',";
    assert.doesNotThrow(analyze(' * @attr {boolean} open - reflected: the probe is open', declared));
    const drifts: [string, string, RegExp][] = [
      [' * @attr {number} size - the size', declared, /shop-probe\.ts: @attr size is no reflected state/],
      [
        ' * @attr {number} product-id - reflected: the product',
        declared,
        /@attr product-id is also a declared prop/,
      ],
      ['', `${declared}\n  price: 'number',`, /shop-probe\.ts: the prop price has no description/],
      ['', "  /** the product */\n  productId: 'int',", /shop-probe\.ts: the prop productId is 'int'/],
    ];
    for (const [header, declaration, message] of drifts) assert.throws(analyze(header, declaration), message);
  });

  it('documents every attribute the element reflects, and reflects every documented state attribute', () => {
    const problems: string[] = [];
    for (const element of elements) {
      const graph = moduleGraph(element.path);
      const reflected = new Set<string>();
      for (const source of graph.values())
        for (const [, name] of source.matchAll(
          // ARIA's own (aria-*, role) say what the element is to a screen reader, not a state of the shop's
          /(?:(?:useReflect|reflect)\(\s*host,|(?:host|this)\.(?:setAttribute|toggleAttribute)\()\s*'((?!aria-|role')[a-z-]+)'/g,
        ))
          reflected.add(name!);
      const documented = (element.attributes ?? []).filter((a: { reflected?: boolean }) => a.reflected);
      const names = new Set((element.attributes ?? []).map((a: { name: string }) => a.name));
      for (const name of reflected)
        if (!names.has(name)) problems.push(`${element.tagName} reflects ${name}: document it`);
      for (const { name } of documented)
        if (!reflected.has(name)) problems.push(`${element.tagName}: documented ${name} is never reflected`);
    }
    assert.deepEqual(problems, []);
  });

  it('documents every part the code renders, and renders every documented part', () => {
    const problems: string[] = [];
    for (const element of elements) {
      const graph = moduleGraph(element.path);
      const own = partsIn([...graph].filter(([path]) => path.startsWith('elements/')).map(([, s]) => s));
      const all = partsIn(graph.values());
      const documented = new Set((element.cssParts ?? []).map((p: { name: string }) => p.name));
      for (const name of own.names)
        if (!documented.has(name))
          problems.push(`${element.tagName} renders part "${name}": document it (@csspart)`);
      for (const name of documented) {
        const rendered = all.names.has(name) || [...all.prefixes].some((prefix) => name.startsWith(prefix));
        if (!rendered) problems.push(`${element.tagName}: documented part "${name}" is rendered nowhere`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('documents every event the element fires, and fires every documented event', () => {
    const problems: string[] = [];
    for (const element of elements) {
      const graph = moduleGraph(element.path);
      const own = eventsIn([...graph].filter(([path]) => path.startsWith('elements/')).map(([, s]) => s));
      const documented = new Set((element.events ?? []).map((e: { name: string }) => e.name));
      for (const name of own)
        if (!documented.has(name)) problems.push(`${element.tagName} fires ${name}: document it`);
      // shared helpers fire the document-level events (toasts, goals, the lists): follow all of shared/
      const all = eventsIn([...graph.values(), ...sharedFiring(graph)]);
      for (const name of documented)
        if (!all.has(name)) problems.push(`${element.tagName}: documented ${name} is never fired`);
    }
    assert.deepEqual(problems, []);
  });

  it('documents every named slot the code renders', () => {
    const problems: string[] = [];
    for (const element of elements) {
      const graph = moduleGraph(element.path);
      const documented = (element.slots ?? []).map((s: { name: string }) => s.name);
      for (const source of graph.values())
        for (const [, name] of source.matchAll(/<slot name="([a-z-]+)"/g))
          if (!documented.includes(name!))
            problems.push(`${element.tagName} has the slot "${name}": document it (@slot)`);
    }
    assert.deepEqual(problems, []);
  });

  it(
    'is what dist/custom-elements.json holds after the build',
    { skip: !existsSync(join(root, 'dist/custom-elements.json')) },
    () => {
      const built = JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8'));
      assert.deepEqual(elementsOf(built), elements);
    },
  );

  it('is what the committed tag types and the element reference of docs/elements.md were generated from (run npm run build)', async () => {
    const typesPath = join(root, 'elements/element-types.ts');
    const types = await format(elementTypes(elements), {
      ...(await resolveConfig(typesPath)),
      filepath: typesPath,
    });
    assert.equal(readFileSync(typesPath, 'utf8'), types);
    const reference = readFileSync(join(root, 'docs/elements.md'), 'utf8');
    assert.ok(
      reference.includes(
        `<!-- elements:start -->\n${elementsReference(elements, themeTokens(root))}\n<!-- elements:end -->`,
      ),
      'docs/elements.md is stale: run npm run build',
    );
    assert.ok(
      !readFileSync(join(root, 'README.md'), 'utf8').includes('<!-- elements:'),
      'README.md is a map',
    );
  });

  it("is what SECURITY.md's list of what an author may write was generated from, with the plugin's own list (run npm run build)", () => {
    const security = readFileSync(join(root, 'SECURITY.md'), 'utf8');
    const rules = readAuthorMarkup(root);
    assert.ok(
      security.includes(
        `<!-- author-markup:start -->\n${authorMarkupMarkdown(manifest, rules)}\n<!-- author-markup:end -->`,
      ),
    );
    const tags = new Set(elements.map((element) => element.tagName));
    for (const tag of rules.formElements) assert.ok(tags.has(tag), `${tag} in author-markup.json is a tag`);
    // an element whose documented markup holds form fields must let an author write them
    for (const element of elements) {
      const fields = /<(form|input|select|textarea)\b/.test(element.markup ?? '');
      if (fields) assert.ok(rules.formElements.includes(element.tagName), `${element.tagName} takes a form`);
    }
  });

  it("gives the editors (VS Code's HTML data, JetBrains web-types) every tag with its attributes", () => {
    type Tag = { name: string; attributes: { name: string }[] };
    const vscode = vscodeData(elements) as { tags: Tag[] };
    const jetbrains = webTypes(elements, { name: 'shop-elements', version: '0' }) as {
      contributions: { html: { elements: (Tag & { js: { events: { name: string }[] } })[] } };
    };
    for (const element of elements) {
      const attributes = (element.attributes ?? []).map((a) => a.name);
      const inVscode = vscode.tags.find((tag) => tag.name === element.tagName);
      const inJetbrains = jetbrains.contributions.html.elements.find((tag) => tag.name === element.tagName);
      assert.deepEqual(
        inVscode?.attributes.map((a) => a.name),
        attributes,
        element.tagName,
      );
      assert.deepEqual(
        inJetbrains?.attributes.map((a) => a.name),
        attributes,
        element.tagName,
      );
      assert.deepEqual(
        inJetbrains?.js.events.map((e) => e.name),
        (element.events ?? []).map((e) => e.name),
      );
    }
    const form = vscode.tags.find((tag) => tag.name === 'shop-form')!.attributes as {
      name: string;
      values?: { name: string }[];
    }[];
    assert.ok(form.find((a) => a.name === 'type')?.values?.some((v) => v.name === 'cheaper'));
  });
});

/** The shared modules that fire document-level events, reached through the element's imports of shared/. */
function sharedFiring(graph: Map<string, string>): string[] {
  const usesShared = [...graph.keys()].some((path) => path.startsWith('shared/'));
  if (!usesShared) return [];
  const reached = new Map<string, string>();
  for (const path of graph.keys())
    if (path.startsWith('shared/')) moduleGraph(path).forEach((s, p) => reached.set(p, s));
  return [...reached.values()];
}
