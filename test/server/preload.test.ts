import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { Shopper, startStore } from './harness.ts';

/** dist/preload.json, written by the build that `npm test` runs first. */
const MAP = JSON.parse(readFileSync(new URL('../../dist/preload.json', import.meta.url), 'utf8')) as {
  loader: string;
  runtime: string[];
  locales: Record<string, string[]>;
  elements: Record<string, string[]>;
};

const preloaded = (page: string) =>
  Array.from(page.matchAll(/<link rel="modulepreload" href="\/dist\/([^"]+)"/g), (match) => match[1]!);
const tagsOf = (page: string) => new Set(Array.from(page.matchAll(/<(shop-[a-z-]+)[\s>]/g), (m) => m[1]!));

describe('the store preloads each page’s chunks in one level (docs/loading.md, "Everything at once")', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  it('preload.json names the loader only as the loader: no list of files to preload holds it', () => {
    const lists = [MAP.runtime, ...Object.values(MAP.locales), ...Object.values(MAP.elements)];
    assert.deepEqual(
      lists.filter((files) => files.includes(MAP.loader)),
      [],
    );
  });

  it('preload.json lists the runtime, which holds the toaster the loader adds to every page', () => {
    assert.ok(
      MAP.runtime.some((file) => /^chunks\/runtime-/.test(file)),
      `runtime: ${MAP.runtime.join(', ')}`,
    );
    assert.deepEqual(MAP.elements['shop-toaster'], [], 'nothing beyond the runtime');
  });

  for (const path of ['/', '/catalog/laminat', '/cart', '/checkout', '/?lang=uz']) {
    it(`${path}: a modulepreload for the runtime and every file of every tag on the page, each once`, async () => {
      const { text: page } = await new Shopper(store.url).call('GET', path);
      const links = preloaded(page);
      assert.equal(new Set(links).size, links.length, 'each file once');
      // the loader is the page's module script: Firefox fires `error` on a modulepreload of it (test/journeys)
      assert.ok(!links.includes('shop-elements.js'), 'no modulepreload of the loader');
      // the journeys' error recorder (createApp's test-only pageScript) is not on a page of the store itself
      assert.deepEqual(
        Array.from(page.matchAll(/<script[^>]* src="([^"]+)"/g), (match) => match[1]),
        ['/dist/shop-elements.js'],
      );
      const expected = new Set([...MAP.runtime, ...(MAP.elements['shop-toaster'] ?? [])]);
      for (const tag of tagsOf(page)) for (const file of MAP.elements[tag] ?? []) expected.add(file);
      const uz = path.includes('lang=uz');
      for (const file of MAP.locales.uz ?? []) if (uz) expected.add(file);
      assert.deepEqual(new Set(links), expected);
      // the loader is the page's module script: a modulepreload of it too is redundant, and an `error` in Firefox
      assert.ok(page.includes(`<script type="module" src="/dist/${MAP.loader}"></script>`), 'the loader');
      assert.ok(!links.includes(MAP.loader), 'no modulepreload of the loader');
      if (!uz)
        for (const file of MAP.locales.uz ?? [])
          assert.ok(!links.includes(file), 'no uz messages on a ru page');
    });
  }
});
