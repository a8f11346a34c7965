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

/**
 * The shop's shared events, with their detail (docs/events.md): each comes from the element that caused it
 * (bubbling and composed, so a listener on the element, an ancestor or `document` hears it once), or from
 * `document` when no element did: the cart loaded as the page starts, another tab's change to the cart or the lists.
 */
export interface ShopEventMap {
  /** @document the cart loaded as the page starts, or changed in another tab */
  'shop-cart-update': Cart;
  /** @document the list changed in another tab */
  'shop-compare-update': ListUpdate;
  /** @document the list changed in another tab */
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
 * The events only an element fires (bubbling and composed), never `document`, with their detail: for the page's
 * scripts, and `shop-tab-open` for the `<shop-tabs>` that has the tab. Which element fires which is in each
 * element's header (`@fires`) and so in dist/custom-elements.json.
 */
export interface ShopElementEventMap {
  'shop-navigate': NavigateDetail;
  'shop-filters-counts': FilterAnswer;
  /** cancelable: the `<shop-tabs>` that has the tab opens it and cancels the event */
  'shop-tab-open': { tab: string };
}

/** Every event the shop fires, shared or an element's own. */
type ShopEvents = ShopEventMap & ShopElementEventMap;

/** Each event as the DOM dispatches it: a CustomEvent carrying its detail. */
type AsCustomEvents<M> = { [K in keyof M]: CustomEvent<M[K]> };
type DocumentEvents = AsCustomEvents<ShopEventMap>;
type ElementEvents = AsCustomEvents<ShopElementEventMap>;

declare global {
  interface DocumentEventMap extends DocumentEvents, ElementEvents {}
  // every event bubbles (composed) from the element that fired it to its ancestors and the document
  interface HTMLElementEventMap extends DocumentEvents, ElementEvents {}
}

/**
 * Fires a shop event from `from`, the element that caused it (a click on its button, its form sent), bubbling and
 * composed; with none (null: the cart loaded at start, another tab's change), or once that element has left the
 * page (no listener above it would hear it), from `document`. A cancelable one answers false when a listener
 * cancelled it.
 */
export function emit<K extends keyof ShopEvents>(
  name: K,
  detail: ShopEvents[K],
  from: HTMLElement | null,
  { cancelable = false } = {},
): boolean {
  const target = from?.isConnected ? from : document;
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

/**
 * Subscribes to a shop event, wherever it comes from; returns the unsubscribe function. It listens on `document`
 * in the capture phase: the page's own listeners on the way (`stopPropagation()` on an ancestor) cannot keep the
 * shop's state from the event.
 */
export function listen<K extends ShopEventName>(
  name: K,
  handler: (detail: ShopEventMap[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ShopEventMap[K]>).detail);
  document.addEventListener(name, listener, { capture: true });
  return () => document.removeEventListener(name, listener, { capture: true });
}

/** The lists every open tab of the shop must agree on. */
const SHARED_ACROSS_TABS = ['shop-cart-update', 'shop-compare-update', 'shop-favorites-update'] as const;

/**
 * Re-emits the shared events in every other open tab of the same store. A cart is sent and re-emitted only when it
 * differs from the last one this tab had: a tab that opens loads the same cart, and the open tabs stay quiet.
 * Returns a function that stops the bridge (tests use it).
 */
export function bridgeTabs(storeId: string): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(`shop-elements:${storeId}`);
  let relaying = false;
  /** the last cart this tab had (loaded, changed here or in another tab), as JSON */
  let lastCart: string | undefined;
  /** false when the event carries the cart this tab already has */
  const changes = (name: ShopEventName, detail: unknown) => {
    if (name !== 'shop-cart-update') return true;
    const cart = JSON.stringify(detail);
    if (cart === lastCart) return false;
    lastCart = cart;
    return true;
  };
  channel.onmessage = ({ data }: MessageEvent<{ name: ShopEventName; detail: never }>) => {
    if (!data || !SHARED_ACROSS_TABS.includes(data.name as (typeof SHARED_ACROSS_TABS)[number])) return;
    if (!changes(data.name, data.detail)) return;
    relaying = true; // an event that came from another tab is not sent back
    try {
      emit(data.name, data.detail, null);
    } finally {
      relaying = false;
    }
  };
  const stops = SHARED_ACROSS_TABS.map((name) =>
    listen(name, (detail) => {
      if (!relaying && changes(name, detail)) channel.postMessage({ name, detail });
    }),
  );
  return () => {
    stops.forEach((stop) => stop());
    channel.close();
  };
}
