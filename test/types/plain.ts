/**
 * A plain TypeScript module of a template author, compiled against the built types (dist/types) as a user's
 * project would: every tag and event typed; the `@ts-expect-error` lines fail the compile when the types loosen.
 */
import type { Cart, FilterAnswer, ShopEventMap, ShopFiltersElement } from '@shop-elements/elements';
import { observe } from '@shop-elements/elements';

// a closed shadow root of the page's own component, handed to the loader (docs/loading.md, "Tags in any root")
const closed = document.createElement('div').attachShadow({ mode: 'closed' });
const firstTime: boolean = observe(closed);
void firstTime;
// @ts-expect-error observe() takes a root, not an element
observe(document.body);

const button = document.querySelector('shop-add-to-cart');
if (button) {
  button.productId = 42;
  button.outOfStock = true;
  // @ts-expect-error product-id is a number
  button.productId = '42';
}

const filters: ShopFiltersElement = document.createElement('shop-filters');
filters.categoryId = 3;
filters.addEventListener('shop-navigate', (event) => {
  const url: string = event.detail.url;
  if (url.includes('page=')) event.preventDefault();
  // @ts-expect-error the detail of shop-navigate is {url}
  void event.detail.href;
});
filters.addEventListener('shop-filters-counts', (event) => {
  const answer: FilterAnswer = event.detail;
  const total: number | undefined | null = answer.total;
  void total;
  // @ts-expect-error the filters are a list, not text
  const wrong: string = event.detail.filters;
  void wrong;
});

document.addEventListener('shop-cart-update', (event) => {
  const cart: Cart = event.detail;
  const lines: number = cart.items.length;
  void lines;
  // @ts-expect-error a cart's lines are a list, not a count
  const wrong: number = event.detail.items;
  void wrong;
});
document.addEventListener('shop-compare-update', (event) => {
  const action: 'add' | 'remove' = event.detail.action;
  void action;
});
document.addEventListener('shop-favorites-update', (event) => void event.detail.productId);
document.addEventListener('shop-toast', (event) => {
  // @ts-expect-error a toast's kind is success, error or info
  const kind: 'warning' = event.detail.kind;
  void kind;
});
document.addEventListener('shop-goal', (event) => void event.detail.name.toUpperCase());

const detail: ShopEventMap['shop-goal'] = { name: 'order-success' };
document.dispatchEvent(new CustomEvent('shop-goal', { detail }));

// every tag is in HTMLElementTagNameMap with its own interface
const tags = {
  cart: document.querySelector('shop-cart')?.checkoutUrl,
  carousel: document.querySelector('shop-carousel')?.name,
  compare: document.querySelector('shop-compare-toggle')?.item,
  favorite: document.querySelector('shop-favorite-toggle')?.active,
  counts: [
    document.querySelector('shop-compare-count')?.count,
    document.querySelector('shop-favorites-count')?.count,
  ],
  map: document.querySelector('shop-contact-map')?.lat,
  disclosure: document.querySelector('shop-disclosure')?.openMedia,
  form: document.querySelector('shop-form')?.type,
  goal: document.querySelector('shop-goal-link')?.goal,
  product: document.querySelector('shop-product-form')?.price,
  shorts: document.querySelector('shop-shorts')?.label,
  more: document.querySelector('shop-show-more')?.for,
  tab: document.querySelector('shop-tab-link')?.tab,
  tooltip: document.querySelector('shop-tooltip')?.content,
  view: document.querySelector('shop-view-toggle')?.for,
  toaster: document.querySelector('shop-toaster')?.tagName,
};
void tags;
// @ts-expect-error shop-cart has no productId
void document.querySelector('shop-cart')?.productId;
