import { expect } from '@open-wc/testing';
import { bridgeTabs, emit, listen } from '../../shared/events.ts';
import { record, until } from '../helpers/page.ts';

describe('events and the cross-tab bridge (ARCHITECTURE.md)', () => {
  it('emit dispatches on document with bubbles and composed, and listen receives the detail', () => {
    const seen: Event[] = [];
    const stopRaw = (event: Event) => seen.push(event);
    document.addEventListener('shop-goal', stopRaw);
    const names: string[] = [];
    const stop = listen('shop-goal', ({ name }) => names.push(name));
    emit('shop-goal', { name: 'order-success' });
    stop();
    emit('shop-goal', { name: 'after-stop' });
    document.removeEventListener('shop-goal', stopRaw);
    expect(names).to.deep.equal(['order-success']);
    expect(seen[0]!.bubbles && seen[0]!.composed).to.equal(true);
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
      emit('shop-toast', { kind: 'info', message: 'только здесь' });
      emit('shop-favorites-update', { productId: 9, action: 'remove' });
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
