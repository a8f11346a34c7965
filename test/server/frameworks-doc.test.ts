import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { analyzeElements, elementsOf } from '../../scripts/build/manifest/analyze.mjs';

/**
 * docs/frameworks.md cannot drift: each snippet it shows is a file of docs/frameworks/, shown unchanged (those files
 * are what test/elements/frameworks.test.ts runs, test/package/ builds in a Vite app of each framework and the gate
 * compiles), and its table of events names the elements the manifest says fire each one.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const doc = readFileSync(join(root, 'docs/frameworks.md'), 'utf8');
const snippets = readdirSync(join(root, 'docs/frameworks'), { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.(tsx?|vue)$/.test(file),
);
/** The doc's code blocks, each with the file named in the paragraph before it. */
const blocks = [...doc.matchAll(/`docs\/frameworks\/([\w./]+)`:\n\n```(?:tsx?|vue)\n([\s\S]*?)```/g)].map(
  ([, file, code]) => ({ file: file!, code: code! }),
);

const FROM_ANY = new Set(['shop-toast', 'shop-goal']);

describe('docs/frameworks.md', () => {
  it('shows every snippet of docs/frameworks/ as the file is, once', () => {
    assert.deepEqual(blocks.map((block) => block.file).sort(), [...snippets].sort());
    for (const { file, code } of blocks)
      assert.equal(
        code,
        readFileSync(join(root, 'docs/frameworks', file), 'utf8'),
        `${file} as the doc shows it`,
      );
  });

  it('has no other TypeScript or Vue block, which no test would run', () => {
    assert.equal([...doc.matchAll(/```(?:tsx?|vue)\n/g)].length, blocks.length);
  });

  it('names, for each event, the elements the manifest says fire it', () => {
    const firing = new Map<string, string[]>();
    for (const element of elementsOf(analyzeElements(root)))
      for (const event of element.events ?? [])
        firing.set(event.name, [...(firing.get(event.name) ?? []), element.tagName]);
    const rows = [...doc.matchAll(/^\| `(shop-[a-z-]+)` \|[^|]*\|([^|]*)\|/gm)];
    assert.deepEqual(rows.map(([, name]) => name).sort(), [...firing.keys()].sort());
    for (const [, name, from] of rows) {
      // what stands in parentheses is a remark on the elements, not one of them (shop-tab-open's shop-tabs)
      const named = [...from!.replace(/\([^)]*\)/g, '').matchAll(/`(shop-[a-z-]+)`/g)].map(([, tag]) => tag);
      // a toast or a goal comes from whichever element the shopper used: the row says so rather than list them
      if (FROM_ANY.has(name!)) assert.deepEqual(named, [], `${name}'s row names no element`);
      else assert.deepEqual(named.sort(), firing.get(name!)!.sort(), `${name}'s elements`);
    }
  });
});
