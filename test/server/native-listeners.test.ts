import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * An element defined with `reactEvents: false` renders in a shadow root without React's delegated listeners
 * (shared/page-root.tsx), so an `onClick` anywhere in its tree would never be called: none may have one.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const EVENT_PROP = /\son[A-Z][A-Za-z]*=\{/g;

/** The first React event prop on a DOM element (`<form onSubmit={…}>`), not a component's callback prop. */
function reactEventProp(source: string): string | null {
  for (const found of source.matchAll(EVENT_PROP)) {
    const tags = [...source.slice(0, found.index).matchAll(/<([A-Za-z][\w.]*)/g)];
    const tag = tags.at(-1)?.[1];
    if (tag && /^[a-z]/.test(tag)) return `<${tag}${found[0].trimEnd()}`;
  }
  return null;
}

/** The module and every module of our own it imports, through relative imports. */
function modulesOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, path] of source.matchAll(/from '(\.[^'?]+)'/g)) {
    const imported = resolve(dirname(file), path!);
    if (existsSync(imported) && /\.tsx?$/.test(imported)) modulesOf(imported, seen);
  }
  return seen;
}

const nativeOnly = readdirSync(join(root, 'elements'))
  .map((tag) => join(root, 'elements', tag, `${tag}.ts`))
  .filter((file) => existsSync(file) && /reactEvents: false/.test(readFileSync(file, 'utf8')));

describe('elements that listen natively', () => {
  it('the header counters are among them; the cards’ buttons have no React tree at all', () => {
    const tags = nativeOnly.map((file) => /(shop-[a-z-]+)\.ts$/.exec(file)![1]);
    for (const tag of ['shop-cart-count', 'shop-compare-count', 'shop-favorites-count'])
      assert.ok(tags.includes(tag), `${tag} is defined with reactEvents: false`);
    // light elements (shared/define-light.ts): a listing's 144 buttons skip React's first mount
    for (const tag of ['shop-add-to-cart', 'shop-compare-toggle', 'shop-favorite-toggle']) {
      const source = readFileSync(join(root, 'elements', tag, `${tag}.ts`), 'utf8');
      assert.match(source, /defineLightElement\(/, `${tag} is a light element`);
      for (const module of modulesOf(join(root, 'elements', tag, `${tag}.ts`)))
        assert.ok(!/from 'react/.test(readFileSync(module, 'utf8')), `${module} imports no React`);
    }
  });

  for (const file of nativeOnly) {
    const tag = /(shop-[a-z-]+)\.ts$/.exec(file)![1];
    it(`<${tag}> has no React event prop on a DOM element anywhere in its tree`, () => {
      for (const module of modulesOf(file)) {
        const found = reactEventProp(readFileSync(module, 'utf8'));
        assert.equal(found, null, `${module.slice(root.length + 1)} has ${found}`);
      }
    });
  }
});
