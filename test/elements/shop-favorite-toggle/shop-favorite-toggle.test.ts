import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../../elements/shop-favorite-toggle/shop-favorite-toggle.ts';
import '../../../elements/shop-favorites-count/shop-favorites-count.ts';
import type { ToastDetail } from '../../../shared/events.ts';
import { cleanup, mount, newShopper, ready, record, setPageConfig, until } from '../../helpers/page.ts';
import { captureConsole } from '../../helpers/console.ts';
import { listCall, serverListHas } from '../../helpers/lists.ts';

const PRODUCT = 9;

async function click(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

describe('shop-favorite-toggle (docs/behaviour/states.md favourites toggle, docs/behaviour/calls.md, docs/behaviour/errors.md)', () => {
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

  async function toggle(productId: number, active: boolean, count = 0, item = '') {
    const page = mount(`<shop-favorites-count count="${count}">${count}</shop-favorites-count>
      <ul><li class="wish"><shop-favorite-toggle product-id="${productId}" ${active ? 'active' : ''} ${item ? `item="${item}"` : ''}
        ><button type="button" aria-pressed="${active}" aria-label="Добавить в избранное">♥</button></shop-favorite-toggle></li></ul>`);
    const host = await ready(page.querySelector('shop-favorite-toggle'));
    const counter = await ready(page.querySelector('shop-favorites-count'));
    return { page, host, counter, button: page.querySelector<HTMLButtonElement>('button')! };
  }

  it("not active: a click adds the product, the counter goes up by 1 and 'product added to favourites' links to /wishlist", async () => {
    const { host, counter, button } = await toggle(PRODUCT, false, 0);
    await click(button);
    await until(() => host.hasAttribute('active'), 'active');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    // the header counter renders in the next commit after the toggle reflects its state
    await until(() => counter.getAttribute('data-counter') === '1', 'the counter at 1');
    expect(toasts.events).to.deep.equal([
      {
        kind: 'success',
        message: 'Товар добавлен в избранное',
        link: { href: '/wishlist', text: 'Перейти в избранное' },
      },
    ]);
    expect(await serverListHas('favorites', PRODUCT)).to.equal(true);
  });

  it("active: a click removes the product, the counter goes down by 1 and 'product removed from favourites' shows", async () => {
    await listCall('favorites', PRODUCT, 'push');
    const { host, counter, button } = await toggle(PRODUCT, true, 1);
    await click(button);
    await until(() => !host.hasAttribute('active'), 'not active');
    // the header counter renders in the next commit after the toggle reflects its state
    await until(() => counter.getAttribute('data-counter') === '0', 'the counter at 0');
    expect(toasts.events.map(({ kind, message, link }) => [kind, message, link])).to.deep.equal([
      ['success', 'Товар удалён из избранного', undefined],
    ]);
    expect(await serverListHas('favorites', PRODUCT)).to.equal(false);
  });

  it('a failure shows the generic error, keeps the state, and is logged to the console', async () => {
    const { host, counter, button } = await toggle(999999, true, 3);
    const logged = captureConsole();
    await click(button);
    await until(() => toasts.events.length === 1, 'a toast');
    await until(() => !host.hasAttribute('busy'), 'done');
    expect(toasts.events[0]!.kind).to.equal('error');
    expect(toasts.events[0]!.message).to.equal('Что-то пошло не так. Попробуйте ещё раз.');
    expect(host.hasAttribute('active')).to.equal(true);
    expect(counter.getAttribute('data-counter')).to.equal('3');
    expect(logged.errors).to.deep.equal(['[shop-elements] favorites remove failed: ApiError: HTTP 404']);
  });

  it('on the wishlist, a removed product leaves the page with its item', async () => {
    await listCall('favorites', PRODUCT, 'push');
    const { page, button } = await toggle(PRODUCT, true, 1, '.wish');
    await click(button);
    await until(() => page.querySelector('.wish') === null, 'the item is gone');
  });
});
