import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { analyzeElements, elementsOf } from '../../scripts/build/manifest/analyze.mjs';
import { cssRead, TOKEN_DEFAULT } from '../../scripts/build/manifest/r2wc-plugin.mjs';

/**
 * Theming goes through documented `--shop-*` custom properties and `::part()` names only: every property the
 * elements' CSS reads is in the manifest, and the reference store's theme (demo-pages/public/theme.css) reaches
 * into the elements with nothing else.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const elements = elementsOf(analyzeElements(root));
const propertiesOf = (tag: string) =>
  new Set((elements.find((e) => e.tagName === tag)?.cssProperties ?? []).map((p) => p.name));
const allProperties = new Set(elements.flatMap((e) => (e.cssProperties ?? []).map((p) => p.name)));
const theme = readFileSync(join(root, 'demo-pages/public/theme.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

function cssFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('theming', () => {
  it("lists in each element's manifest entry every --shop-* property its CSS reads", () => {
    const problems: string[] = [];
    for (const element of elements) {
      const documented = propertiesOf(element.tagName);
      for (const name of cssRead(root, element.path).keys())
        if (!documented.has(name)) problems.push(`${element.tagName} reads ${name}`);
    }
    assert.deepEqual(problems, []);
  });

  it('documents every --shop-* property any element or shared style reads', () => {
    const read = new Set<string>();
    for (const file of [...cssFiles('elements'), ...cssFiles('shared/ui')])
      for (const [, name] of readFileSync(join(root, file), 'utf8').matchAll(/var\((--shop-[a-z0-9-]+)/g))
        read.add(name!);
    assert.ok(read.size > 20);
    assert.deepEqual(
      [...read].filter((name) => !allProperties.has(name)),
      [],
    );
  });

  it("the store's theme sets only documented --shop-* properties", () => {
    const set = new Set([...theme.matchAll(/(--shop-[a-z0-9-]+)\s*:/g)].map((m) => m[1]!));
    assert.ok(set.has('--shop-accent'));
    assert.deepEqual(
      [...set].filter((name) => !allProperties.has(name)),
      [],
    );
  });

  it("the store's theme styles the elements' insides only through their documented parts", () => {
    const problems: string[] = [];
    for (const [, tag, part] of theme.matchAll(/([a-z][a-z0-9-]*)?::part\(([a-z-]+)\)/g)) {
      const owners = tag ? elements.filter((e) => e.tagName === tag) : elements;
      if (!owners.some((e) => (e.cssParts ?? []).some((p) => p.name === part)))
        problems.push(`${tag ?? '*'}::part(${part})`);
    }
    assert.deepEqual(problems, []);
    // a custom property of the elements' own is set on its tag (or the page), not on the tag of another element
    for (const [, tag, body] of theme.matchAll(/(shop-[a-z-]+)[^{,]*\{([^}]*)\}/g))
      for (const [, name] of body!.matchAll(/(--shop-[a-z0-9-]+)\s*:/g))
        assert.ok(propertiesOf(tag!).has(name!), `${tag} sets ${name}, which is not one of its properties`);
  });
});

/** The base sheet every element adopts first: the shared tokens' defaults (docs/theming.md). */
const BASE = 'shared/ui/base.css';
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
/** Every stylesheet of the elements, without its comments. */
const sheets = [...cssFiles('elements'), ...cssFiles('shared')].map((file) => ({
  file,
  css: withoutComments(readFileSync(join(root, file), 'utf8')),
}));
/** token → where its default is written, and the default. */
function defaults(): Map<string, { file: string; value: string }[]> {
  const found = new Map<string, { file: string; value: string }[]>();
  for (const { file, css } of sheets)
    for (const [, , token, value] of css.matchAll(TOKEN_DEFAULT))
      found.set(token!, [...(found.get(token!) ?? []), { file, value: value!.trim() }]);
  return found;
}
/** The tokens shared/ui/base.css documents in its header (`@cssprop`). */
const sharedTokens = [
  ...readFileSync(join(root, BASE), 'utf8').matchAll(/@cssprop (--shop-[a-z0-9-]+)/g),
].map((m) => m[1]!);

describe('theming, the defaults (docs/theming.md)', () => {
  it("writes each token's default once, as a private property on :host, and no rule repeats a fallback", () => {
    const problems: string[] = [];
    for (const [token, places] of defaults())
      if (places.length > 1)
        problems.push(`${token}: ${places.map((p) => `${p.file} ${p.value}`).join(', ')}`);
    for (const { file, css } of sheets) {
      for (const [definition, own, token] of css.matchAll(TOKEN_DEFAULT))
        if (own !== token!.replace('--shop-', '--_')) problems.push(`${file}: ${definition}`);
      for (const [read] of css.replace(TOKEN_DEFAULT, '').matchAll(/var\(--shop-[a-z0-9-]+,[^)]*\)/g))
        problems.push(`${file}: ${read}`);
    }
    assert.deepEqual(problems, []);
  });

  it('gives the shared tokens their defaults in the base sheet every element adopts', () => {
    assert.ok(sharedTokens.includes('--shop-accent'));
    const found = defaults();
    assert.deepEqual(
      sharedTokens
        .filter((token) => token !== '--shop-font') // unset, the elements inherit the page's font
        .filter((token) => found.get(token)?.[0]?.file !== BASE),
      [],
    );
    const registrations = elements.map((e) => e.path);
    assert.deepEqual(
      registrations.filter((path) => {
        const source = readFileSync(join(root, path), 'utf8');
        return /\.css\?inline'/.test(source) && !source.includes("/shared/ui/base.css?inline'");
      }),
      [],
      'an element with a stylesheet adopts the base sheet',
    );
  });

  it('lists in docs/theming.md every token with the default the stylesheets give it', () => {
    const doc = readFileSync(join(root, 'docs/theming.md'), 'utf8');
    const listed = new Map(
      [...doc.matchAll(/^\| `(--shop-[a-z0-9-]+)` +\|[^|]+\| +`?([^`|]+?)`? +\|$/gm)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    const written = new Map([...defaults()].map(([token, [first]]) => [token, first!.value]));
    assert.deepEqual(
      Object.fromEntries([...listed].filter(([token]) => token !== '--shop-font')),
      Object.fromEntries(written),
    );
    assert.equal(listed.get('--shop-font'), "the page's");
  });

  it("gives the elements' colours only as the defaults of documented tokens", () => {
    const problems: string[] = [];
    for (const { file, css } of sheets)
      for (const [line] of css.matchAll(/^.*#[0-9a-fA-F]{3,8}\b.*$/gm))
        if (!/^\s*--_[a-z0-9-]+: var\(--shop-[a-z0-9-]+, #[0-9a-fA-F]{3,8}\);$/.test(line))
          problems.push(`${file}: ${line.trim()}`);
    assert.deepEqual(problems, []);
  });
});
