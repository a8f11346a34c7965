import { expect } from '@open-wc/testing';
import '@angular/compiler'; // Angular compiles the snippet's component in the browser (JIT), as its dev server would
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { createElement, version as reactVersion } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createApp } from 'vue';
import { ProductCard as AngularCard } from '../../docs/frameworks/angular.ts';
import { ProductCard as React18Card } from '../../docs/frameworks/react18.tsx';
import VueCard from '../../docs/frameworks/vue/ProductCard.vue';
import '../../docs/frameworks/lit.ts';
import { cleanup, mount, newShopper, ready, serverCart, setPageConfig, until } from '../helpers/page.ts';

/**
 * docs/frameworks.md's snippets, run as they are written (test/server/frameworks-doc.test.ts checks the doc shows
 * these very files): each binds a product card's `shop-add-to-cart` before the tag is defined, as a framework does
 * while the loader fetches the chunk, and listens to the element's `shop-cart-update`.
 */
const PRODUCT = 5; // the snippets' product: it has a price in the demo catalogue
const react19 = reactVersion.startsWith('19.');

const where = {
  plain: '.card',
  vue: '#vue',
  lit: 'product-card',
  react18: '#react18',
  react19: '#react19',
  angular: 'app-product-card',
} as const;
type Framework = keyof typeof where;

let page: HTMLElement;
const card = (framework: Framework) => page.querySelector(where[framework])!;
/** The card's own add-to-cart element, inside a shadow root for Lit. */
const addToCart = (framework: Framework) =>
  (card(framework).shadowRoot ?? card(framework)).querySelector('shop-add-to-cart')!;
const lines = (framework: Framework) =>
  (card(framework).shadowRoot ?? card(framework)).querySelector('.lines')?.textContent;

describe('the framework snippets of docs/frameworks.md: properties bound before the upgrade, events from the element', () => {
  before(async () => {
    setPageConfig();
    await newShopper();
    page = mount(
      '<div class="card"></div><div id="vue"></div><product-card></product-card><div id="react18"></div><div id="react19"></div><app-product-card></app-product-card>',
    );
    (card('lit') as HTMLElement & { productId: number }).productId = PRODUCT;
    // compiled by @vitejs/plugin-vue with the options of docs/frameworks/vue/vite.config.ts (web-test-runner.config.mjs)
    createApp(VueCard, { productId: PRODUCT }).mount(card('vue'));
    flushSync(() => createRoot(card('react18')).render(createElement(React18Card, { productId: PRODUCT })));
    if (react19) {
      const { ProductCard } = await import('../../docs/frameworks/react19.tsx');
      flushSync(() => createRoot(card('react19')).render(createElement(ProductCard, { productId: PRODUCT })));
    }
    await bootstrapApplication(AngularCard, { providers: [provideZonelessChangeDetection()] });
    await import('../../docs/frameworks/plain.ts');
    const frameworks = (Object.keys(where) as Framework[]).filter((name) => react19 || name !== 'react19');
    await until(() => frameworks.every((name) => addToCart(name)), 'every card drawn');
    // the loader has not fetched the chunk yet: the properties are own properties of undefined elements
    expect(customElements.get('shop-add-to-cart')).to.equal(undefined);
    await import('../../elements/shop-add-to-cart/shop-add-to-cart.ts');
    await Promise.all(frameworks.map((name) => ready(addToCart(name))));
  });
  after(cleanup);

  /** Clicks the card's button: the product lands in the cart and the event is heard once on every level. */
  async function addsOnce(framework: Framework) {
    const element = addToCart(framework);
    const heard = { element: 0, ancestor: 0, document: 0 };
    const count = (level: keyof typeof heard) => () => void heard[level]++;
    const listeners = [
      [element, count('element')],
      [card(framework), count('ancestor')],
      [document, count('document')],
    ] as const;
    for (const [target, listener] of listeners) target.addEventListener('shop-cart-update', listener);
    const before = (await serverCart()).items.find((line) => line.productId === PRODUCT)?.quantity ?? 0;
    try {
      element.querySelector('button')!.click();
      await until(() => lines(framework) === 'В корзине: 1', `${framework}'s listener to show the cart`);
      // the others' cards heard nothing: the event came from this card's element
      for (const other of Object.keys(where) as Framework[])
        if (other !== framework && !clicked.has(other) && lines(other) !== undefined)
          expect(lines(other), other).to.equal('В корзине: 0');
      clicked.add(framework);
      expect(heard).to.deep.equal({ element: 1, ancestor: 1, document: 1 });
      const after = (await serverCart()).items.find((line) => line.productId === PRODUCT)?.quantity;
      expect(after).to.equal(before + 1);
    } finally {
      for (const [target, listener] of listeners) target.removeEventListener('shop-cart-update', listener);
    }
  }
  const clicked = new Set<Framework>();

  it('Vue 3: `:productId.prop` is kept, `@shop-cart-update` hears the element once', () => addsOnce('vue'));
  it('Lit: `.productId` is kept across its shadow root, `@shop-cart-update` hears it once', () =>
    addsOnce('lit'));
  it('Angular: `[productId]` is kept, `(shop-cart-update)` hears it once', () => addsOnce('angular'));
  it('React 18: the `product-id` attribute, a listener added through a ref', () => addsOnce('react18'));
  (react19 ? it : it.skip)('React 19: an `onshop-cart-update` prop hears the element once', () =>
    addsOnce('react19'),
  );

  it('a script: `el.productId` set right after createElement is kept, its listener hears the element once', async () => {
    // plain.ts logs the lines; the card shows nothing of its own
    const logged: unknown[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void logged.push(args);
    try {
      const element = addToCart('plain');
      expect(Object.hasOwn(element, 'productId')).to.equal(false);
      expect(element.getAttribute('product-id')).to.equal(String(PRODUCT));
      element.querySelector('button')!.click();
      await until(() => logged.length === 1, 'the listener');
      expect(logged[0]).to.deep.equal(['lines in the cart:', 1]);
    } finally {
      console.log = log;
    }
  });
});
