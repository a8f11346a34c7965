import { expect } from '@open-wc/testing';
import { bridgeTabs, emit, listen } from '../../shared/events.ts';
import { cleanup, mount, record, until } from '../helpers/page.ts';

describe('events and the cross-tab bridge (docs/frameworks.md)', () => {
  it('an event no element caused comes from document, bubbling and composed, and listen receives the detail', () => {
    const seen: Event[] = [];
    const stopRaw = (event: Event) => seen.push(event);
    document.addEventListener('shop-goal', stopRaw);
    const names: string[] = [];
    const stop = listen('shop-goal', ({ name }) => names.push(name));
    emit('shop-goal', { name: 'order-success' }, null);
    stop();
    emit('shop-goal', { name: 'after-stop' }, null);
    document.removeEventListener('shop-goal', stopRaw);
    expect(names).to.deep.equal(['order-success']);
    expect(seen[0]!.target).to.equal(document);
    expect(seen[0]!.bubbles && seen[0]!.composed).to.equal(true);
  });

  it('an event an element caused comes from it: the element, an ancestor across a shadow root and document hear it once', () => {
    const outer = mount('<div class="ancestor"></div>').querySelector('.ancestor')!;
    const shadowRoot = outer.attachShadow({ mode: 'open' });
    const element = document.createElement('shop-probe');
    shadowRoot.append(element);
    const heard: string[] = [];
    const onElement = () => heard.push('element');
    const onAncestor = () => heard.push('ancestor');
    const onDocument = (event: Event) => heard.push(`document:${(event.target as Element).className}`);
    element.addEventListener('shop-cart-update', onElement);
    outer.addEventListener('shop-cart-update', onAncestor);
    document.addEventListener('shop-cart-update', onDocument);
    const carts: unknown[] = [];
    const stop = listen('shop-cart-update', (cart) => carts.push(cart));
    try {
      emit('shop-cart-update', { items: [], totals: [] }, element);
      expect(heard).to.deep.equal(['element', 'ancestor', 'document:ancestor']);
      expect(carts).to.have.length(1);
    } finally {
      stop();
      document.removeEventListener('shop-cart-update', onDocument);
      cleanup();
    }
  });

  it("an ancestor's stopPropagation() does not keep the shop from an element's event", () => {
    const page = mount('<p><span></span></p>');
    page.addEventListener('shop-toast', (event) => event.stopPropagation());
    const toasts: string[] = [];
    const stop = listen('shop-toast', ({ message }) => toasts.push(message));
    try {
      emit('shop-toast', { kind: 'success', message: 'добавлено' }, page.querySelector('span'));
      expect(toasts).to.deep.equal(['добавлено']);
    } finally {
      stop();
      cleanup();
    }
  });

  it('an event of an element that has left the page comes from document, so the shop still hears it', () => {
    const element = document.createElement('span');
    const targets: EventTarget[] = [];
    const onDocument = (event: Event) => targets.push(event.target!);
    document.addEventListener('shop-toast', onDocument);
    try {
      emit('shop-toast', { kind: 'error', message: 'ошибка' }, element);
      expect(targets).to.deep.equal([document]);
    } finally {
      document.removeEventListener('shop-toast', onDocument);
    }
  });

  it('re-emits the cart, compare and favourites updates of another tab of the same store', async () => {
    const stopBridge = bridgeTabs('test-store');
    const otherTab = new BroadcastChannel('shop-elements:test-store');
    const updates = record('shop-compare-update');
    try {
      otherTab.postMessage({ name: 'shop-compare-update', detail: { productId: 3, action: 'add' } });
      await until(() => updates.events.length === 1, 'the relayed update');
      expect(updates.events[0]).to.deep.equal({ productId: 3, action: 'add' });
    } finally {
      updates.stop();
      otherTab.close();
      stopBridge();
    }
  });

  it("sends this tab's updates to the other tabs, but not toasts or goals, and never echoes a relayed one", async () => {
    const stopBridge = bridgeTabs('test-store-2');
    const otherTab = new BroadcastChannel('shop-elements:test-store-2');
    const received: { name: string }[] = [];
    otherTab.onmessage = ({ data }) => received.push(data);
    try {
      emit('shop-toast', { kind: 'info', message: 'только здесь' }, null);
      emit('shop-favorites-update', { productId: 9, action: 'remove' }, null);
      await until(() => received.length === 1, 'one message');
      expect(received[0]).to.deep.equal({
        name: 'shop-favorites-update',
        detail: { productId: 9, action: 'remove' },
      });
      const thirdTab = new BroadcastChannel('shop-elements:test-store-2');
      const echoes: unknown[] = [];
      thirdTab.onmessage = ({ data }) => echoes.push(data);
      otherTab.postMessage({ name: 'shop-cart-update', detail: { items: [], totals: [] } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      thirdTab.close();
      // the third tab hears the other tab itself once; the bridge does not echo it a second time
      expect(echoes).to.have.length(1);
    } finally {
      otherTab.close();
      stopBridge();
    }
  });

  it('another tab that opens with the same cart fires no shop-cart-update here; a changed cart does', async () => {
    const stopBridge = bridgeTabs('test-store-4');
    const otherTab = new BroadcastChannel('shop-elements:test-store-4');
    const sent: unknown[] = [];
    otherTab.onmessage = ({ data }) => sent.push(data);
    const line = { id: 1, productId: 14, quantity: 1 };
    emit('shop-cart-update', { items: [line], totals: [] } as never, null); // this tab's cart, loaded
    await until(() => sent.length === 1, 'the loaded cart sent once');
    const carts = record('shop-cart-update');
    try {
      emit('shop-cart-update', { items: [line], totals: [] } as never, null); // the same cart loaded again here
      otherTab.postMessage({ name: 'shop-cart-update', detail: { items: [line], totals: [] } }); // a tab opens
      const changed = { items: [{ ...line, quantity: 2 }], totals: [] };
      otherTab.postMessage({ name: 'shop-cart-update', detail: changed }); // then changes it
      await until(() => carts.events.length === 2, 'the changed cart');
      // the local reload (heard here, not sent), and the other tab's change; nothing for the unchanged cart
      expect(carts.events[1]).to.deep.equal(changed);
      expect(sent).to.have.length(1);
    } finally {
      carts.stop();
      otherTab.close();
      stopBridge();
    }
  });

  it('ignores messages that are not shop updates', async () => {
    const stopBridge = bridgeTabs('test-store-3');
    const otherTab = new BroadcastChannel('shop-elements:test-store-3');
    const toasts = record('shop-toast');
    try {
      otherTab.postMessage({ name: 'shop-toast', detail: { kind: 'error', message: 'чужое' } });
      otherTab.postMessage('garbage');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(toasts.events).to.have.length(0);
    } finally {
      toasts.stop();
      otherTab.close();
      stopBridge();
    }
  });
});
