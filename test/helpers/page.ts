import { forgetAuthorErrors } from '../../shared/author-messages.ts';
import { resetConfig } from '../../shared/config.ts';
import { addCatalogue } from '../../shared/i18n/index.ts';
import uz from '../../shared/i18n/uz.json';

// a page loads uz before its first render; tests switch locales between cases, so both are there from the start
addCatalogue('uz', uz);

/** Puts a page config in <head>, as a template would, and makes the runtime read it again, as a new page that reported nothing. */
export function setPageConfig(config: Record<string, unknown> | string | null = { storeId: '1' }): void {
  document.getElementById('shop-config')?.remove();
  if (config !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'shop-config';
    script.textContent = typeof config === 'string' ? config : JSON.stringify(config);
    document.head.append(script);
  }
  resetConfig();
  forgetAuthorErrors();
}

/** Starts as a new shopper of the test store: an empty cart and lists. */
export async function newShopper(): Promise<void> {
  await fetch('/__test__/new-session');
  await fetch('/api/1/ru/cart'); // issues the session and XSRF cookies
}

/** The XSRF token of the shopper's session, as the elements read it. */
export const xsrf = () =>
  decodeURIComponent(
    document.cookie
      .split('; ')
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.slice(11) ?? '',
  );

/** Puts a product in the cart through the store API, as another tab would. */
export async function serverAdd(productId: number, quantity = 1): Promise<unknown> {
  const response = await fetch('/api/1/ru/cart/item', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf() },
    body: JSON.stringify({ productId, quantity }),
  });
  return response.json();
}

export async function serverCart(): Promise<{
  items: { id: number; productId: number; quantity: number }[];
  totals: { type: string; value: number }[];
}> {
  return (await fetch('/api/1/ru/cart')).json();
}

/** Mounts markup in a fresh container and returns it; removed again by `cleanup()`. */
export function mount(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.className = 'test-fixture';
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

export function cleanup(): void {
  document.querySelectorAll('.test-fixture').forEach((node) => node.remove());
}

// captured before any test fakes the timers, so waiting still works under sinon's fake clock
const realSetTimeout = window.setTimeout.bind(window);
const realNow = performance.now.bind(performance);

/** Waits until `check` passes (returns truthy without throwing). */
export async function until<T>(check: () => T, message = 'condition', timeout = 6000): Promise<T> {
  const start = realNow();
  let lastError: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (realNow() - start > timeout)
      throw new Error(`Timed out waiting for ${message}${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((resolve) => realSetTimeout(resolve, 16));
  }
}

/** Waits until a shop element has rendered and attached its listeners. */
export async function ready<T extends Element>(element: T | null): Promise<T> {
  if (!element) throw new Error('no element to wait for');
  await until(() => element.hasAttribute('ready'), `<${element.localName}> ready`);
  return element;
}

/** The shadow root of an upgraded shop element. */
export function shadow(element: Element | null): ShadowRoot {
  if (!element?.shadowRoot) throw new Error(`${element?.localName ?? 'element'} has no shadow root yet`);
  return element.shadowRoot;
}

/** Collects the shop events of one kind fired while the test runs. */
export function record<T = unknown>(name: string): { events: T[]; stop: () => void } {
  const events: T[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent<T>).detail);
  document.addEventListener(name, listener);
  return { events, stop: () => document.removeEventListener(name, listener) };
}
