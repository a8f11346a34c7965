import type { Cart } from './contract/cart.ts';
import type { FilterAnswer } from './contract/catalog.ts';
import type { ListUpdate } from './contract/lists.ts';

export interface ToastLink {
  href: string;
  text: string;
}

export interface ToastDetail {
  kind: 'success' | 'error' | 'info';
  message: string;
  link?: ToastLink;
}

/** Every event the elements fire on `document`, with its detail (docs/events.md). */
export interface ShopEventMap {
  'shop-cart-update': Cart;
  'shop-compare-update': ListUpdate;
  'shop-favorites-update': ListUpdate;
  'shop-toast': ToastDetail;
  'shop-goal': { name: string };
}

export type ShopEventName = keyof ShopEventMap;

/** `shop-navigate`'s detail: the URL an element is about to open (cancelable: `preventDefault()` keeps the page). */
export interface NavigateDetail {
  url: string;
}

/**
 * The events an element fires on itself rather than on `document` (bubbling and composed), with their detail.
 * Which element fires which is in each element's header (`@fires`) and so in dist/custom-elements.json.
 */
export interface ShopElementEventMap {
  'shop-navigate': NavigateDetail;
  'shop-filters-counts': FilterAnswer;
}

/** Each event as the DOM dispatches it: a CustomEvent carrying its detail. */
type AsCustomEvents<M> = { [K in keyof M]: CustomEvent<M[K]> };
type DocumentEvents = AsCustomEvents<ShopEventMap>;
type ElementEvents = AsCustomEvents<ShopElementEventMap>;

declare global {
  interface DocumentEventMap extends DocumentEvents, ElementEvents {}
  // element-level events bubble (composed) from the element to its ancestors and the document
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends ElementEvents {}
}

export function emit<K extends ShopEventName>(name: K, detail: ShopEventMap[K]): void {
  document.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Subscribes to a shop event; returns the unsubscribe function. */
export function listen<K extends ShopEventName>(
  name: K,
  handler: (detail: ShopEventMap[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ShopEventMap[K]>).detail);
  document.addEventListener(name, listener);
  return () => document.removeEventListener(name, listener);
}

/** The lists every open tab of the shop must agree on. */
const SHARED_ACROSS_TABS = ['shop-cart-update', 'shop-compare-update', 'shop-favorites-update'] as const;

/**
 * Re-emits the shared events in every other open tab of the same store.
 * Returns a function that stops the bridge (tests use it).
 */
export function bridgeTabs(storeId: string): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(`shop-elements:${storeId}`);
  let relaying = false;
  channel.onmessage = ({ data }: MessageEvent<{ name: ShopEventName; detail: never }>) => {
    if (!data || !SHARED_ACROSS_TABS.includes(data.name as (typeof SHARED_ACROSS_TABS)[number])) return;
    relaying = true; // an event that came from another tab is not sent back
    try {
      emit(data.name, data.detail);
    } finally {
      relaying = false;
    }
  };
  const stops = SHARED_ACROSS_TABS.map((name) =>
    listen(name, (detail) => {
      if (!relaying) channel.postMessage({ name, detail });
    }),
  );
  return () => {
    stops.forEach((stop) => stop());
    channel.close();
  };
}
