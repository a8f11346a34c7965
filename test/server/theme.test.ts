import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { analyzeElements, elementsOf } from '../../scripts/build/manifest/analyze.mjs';
import { cssRead } from '../../scripts/build/manifest/r2wc-plugin.mjs';

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

describe('theming, the defaults', () => {
  it("gives the elements' colours only as fallbacks of documented custom properties", () => {
    const problems: string[] = [];
    for (const file of [...cssFiles('elements'), ...cssFiles('shared/ui')]) {
      const css = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [line] of css.matchAll(/^.*#[0-9a-fA-F]{3,8}\b.*$/gm))
        if (!/var\(--shop-[a-z0-9-]+,\s*#[0-9a-fA-F]{3,8}\)/.test(line))
          problems.push(`${file}: ${line.trim()}`);
    }
    assert.deepEqual(problems, []);
  });
});
