import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../../elements/shop-compare-count/shop-compare-count.ts';
import '../../../elements/shop-compare-toggle/shop-compare-toggle.ts';
import type { ToastDetail } from '../../../shared/events.ts';
import { listCall, serverListHas } from '../../helpers/lists.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  record,
  setPageConfig,
  shadow,
  until,
} from '../../helpers/page.ts';
import { captureConsole } from '../../helpers/console.ts';
import { freezeStore } from '../../helpers/frozen-store.ts';
import { fetchCart } from '../../../shared/api/cart.ts';

const PRODUCT = 5;

async function click(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

describe('shop-compare-toggle (docs/behaviour/states.md compare toggle, docs/behaviour/calls.md, docs/behaviour/errors.md)', () => {
  let toasts: ReturnType<typeof record<ToastDetail>>;
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
    toasts = record<ToastDetail>('shop-toast');
  });
  afterEach(() => {
    toasts.stop();
    cleanup();
  });

  async function toggle(productId: number, active: boolean, count = 0) {
    const page = mount(`<shop-compare-count count="${count}">${count}</shop-compare-count>
      <shop-compare-toggle product-id="${productId}" ${active ? 'active' : ''}><button type="button"
        aria-pressed="${active}" aria-label="Добавить к сравнению">⇅</button></shop-compare-toggle>`);
    const host = await ready(page.querySelector('shop-compare-toggle'));
    const counter = await ready(page.querySelector('shop-compare-count'));
    return { host, counter, button: page.querySelector<HTMLButtonElement>('button')! };
  }

  it("not active: a click adds the product, the state becomes active, the counter goes up by 1 and 'product added to your comparison list' links to /compare", async () => {
    const updates = record('shop-compare-update');
    const { host, counter, button } = await toggle(PRODUCT, false, 0);
    await click(button);
    await until(() => host.hasAttribute('active'), 'active');
    updates.stop();
    expect(updates.events).to.deep.equal([{ productId: PRODUCT, action: 'add', count: 1 }]);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    // the header counter renders in the next commit after the toggle reflects its state
    await until(() => counter.getAttribute('data-counter') === '1', 'the counter at 1');
    expect(toasts.events).to.deep.equal([
      {
        kind: 'success',
        message: 'Товар добавлен в список сравнения',
        link: { href: '/compare', text: 'Перейти к сравнению' },
      },
    ]);
    expect(await serverListHas('compare', PRODUCT)).to.equal(true);
  });

  it("active: a click removes the product, the state flips back, the counter goes down by 1 and 'product has been removed from the comparison list' shows", async () => {
    await listCall('compare', PRODUCT, 'push');
    const { host, counter, button } = await toggle(PRODUCT, true, 1);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    await click(button);
    await until(() => !host.hasAttribute('active'), 'not active');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    // the header counter renders in the next commit after the toggle reflects its state
    await until(() => counter.getAttribute('data-counter') === '0', 'the counter at 0');
    expect(toasts.events.map(({ kind, message, link }) => [kind, message, link])).to.deep.equal([
      ['success', 'Товар удалён из списка сравнения', undefined],
    ]);
    expect(await serverListHas('compare', PRODUCT)).to.equal(false);
  });

  it('a failure shows the generic error, keeps the state and the counter, and is logged to the console', async () => {
    const { host, counter, button } = await toggle(999999, false, 4);
    const logged = captureConsole();
    await click(button);
    await until(() => toasts.events.length === 1, 'a toast');
    await until(() => !host.hasAttribute('busy'), 'done');
    expect(toasts.events[0]).to.deep.equal({
      kind: 'error',
      message: 'Что-то пошло не так. Попробуйте ещё раз.',
    });
    expect(host.hasAttribute('active')).to.equal(false);
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(counter.getAttribute('data-counter')).to.equal('4');
    expect(logged.errors).to.deep.equal(['[shop-elements] compare add failed: ApiError: HTTP 404']);
  });

  it('a second click while the request runs sends nothing more', async () => {
    const updates = record('shop-compare-update');
    const { host, button } = await toggle(PRODUCT, false);
    button.click();
    button.click();
    await until(() => host.hasAttribute('active') && !host.hasAttribute('busy'), 'active');
    updates.stop();
    expect(updates.events).to.have.length(1);
  });

  it('without author markup it shows its own toggle button', async () => {
    const page = mount(`<shop-compare-toggle product-id="${PRODUCT}"></shop-compare-toggle>`);
    const host = await ready(page.querySelector('shop-compare-toggle'));
    const button = shadow(host).querySelector<HTMLButtonElement>('[part=button]')!;
    expect(button.textContent).to.equal('Добавить к сравнению');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    await click(button);
    await until(() => button.getAttribute('aria-pressed') === 'true', 'pressed');
  });

  it("with the author's button it draws no button of its own; emptied later, its own button appears", async () => {
    const { host, button } = await toggle(PRODUCT, false);
    expect(shadow(host).querySelector('[part=button]')).to.equal(null);
    button.remove();
    await until(() => shadow(host).querySelector('[part=button]'), 'the default button');
    host.append(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Сравнить' }));
    await until(() => !shadow(host).querySelector('[part=button]'), 'the default button gone');
  });

  it("the counter shows the list's size the store answers, not the page's count plus one", async () => {
    await listCall('compare', 6, 'push'); // put in the list in another tab: the page still says 0
    const { counter, button } = await toggle(PRODUCT, false, 0);
    await click(button);
    await until(() => counter.getAttribute('data-counter') === '2', 'the store’s 2');
  });

  describe('not confirmed yet (docs/behaviour/errors.md)', () => {
    const NOT_CONFIRMED = {
      kind: 'info',
      message: 'Магазин пока не ответил. Проверим, что получилось, и сообщим.',
    };
    const ADDED = {
      kind: 'success',
      message: 'Товар добавлен в список сравнения',
      link: { href: '/compare', text: 'Перейти к сравнению' },
    };
    let store: ReturnType<typeof freezeStore> | null = null;
    beforeEach(() => setPageConfig({ storeId: '1', budgets: { toggle: 400, load: 1500 } }));
    afterEach(() => {
      store?.restore();
      store = null;
    });

    it("a change the store answers after its budget: 'not confirmed yet', then the state, the counter and 'product added' from its late answer", async () => {
      const { host, counter, button } = await toggle(PRODUCT, false, 0);
      store = freezeStore();
      await click(button);
      await until(() => toasts.events.length === 1, "'not confirmed yet'");
      await until(() => !host.hasAttribute('busy'), 'the toggle the shopper’s again');
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED]);
      expect(host.hasAttribute('active')).to.equal(false);
      expect(counter.getAttribute('data-counter')).to.equal('0');
      store.resume();
      await until(() => toasts.events.length === 2, "'product added'");
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, ADDED]);
      expect(host.hasAttribute('active')).to.equal(true);
      await until(() => counter.getAttribute('data-counter') === '1', 'the counter at 1');
      expect(await serverListHas('compare', PRODUCT)).to.equal(true);
    });

    it('a change whose answer was lost is sent again with its key once the store answers another call, and tells what is true', async () => {
      const { host, counter, button } = await toggle(PRODUCT, false, 0);
      store = freezeStore();
      await click(button);
      await until(() => toasts.events.length === 1, "'not confirmed yet'");
      store.drop(0);
      store.resume();
      await fetchCart(); // another element's call, answered
      await until(() => toasts.events.length === 2, 'what happened');
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, ADDED]);
      expect(host.hasAttribute('active')).to.equal(true);
      await until(() => counter.getAttribute('data-counter') === '1', 'the counter at 1');
    });

    it('a click while the change is not confirmed sends it again with its key: one item, one message', async () => {
      const { host, counter, button } = await toggle(PRODUCT, false, 0);
      store = freezeStore();
      await click(button);
      await until(() => toasts.events.length === 1 && !host.hasAttribute('busy'), "'not confirmed yet'");
      await click(button);
      await until(() => store!.held.length === 2, 'the second send');
      expect(store.held[1]!.key).to.equal(store.held[0]!.key);
      store.resume();
      await until(() => toasts.events.length === 2 && !host.hasAttribute('busy'), "'product added'");
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, ADDED]);
      await until(() => counter.getAttribute('data-counter') === '1', 'the counter at 1');
    });
  });

  it('every toggle of the same product on the page shows the same state', async () => {
    const page = mount(`<shop-compare-toggle product-id="${PRODUCT}"></shop-compare-toggle>
      <shop-compare-toggle product-id="${PRODUCT}"></shop-compare-toggle>`);
    const [first, second] = [...page.querySelectorAll('shop-compare-toggle')];
    await ready(first!);
    await ready(second!);
    await click(shadow(first!).querySelector('button')!);
    await until(() => second!.hasAttribute('active'), 'the other toggle follows');
  });
});
